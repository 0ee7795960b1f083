/** @jest-environment node */
import type { BrandSettings, PageContent } from '@riviere/api-client';
import { renderShell } from './ssr';

const settings = {
  book_now_text: 'Book Now',
  site_name: 'Maison Rivière',
  mastheadItems: [{ linkText: 'Menus', linkUrl: '/our-menu' }],
  footerItems: [],
  socialMediaItems: [],
  tag_manager_id: 'GTM-TEST',
  global_banner: { text: 'Christmas is booking up.' },
} as unknown as BrandSettings;
const home = { currentPage: { id: 'home', title: 'Home', description: '', tiles: [{ tileId: 'hero', key: 'hero', heading: 'Bienvenue' }] }, allPages: [], venueIds: [] } as unknown as PageContent;
const config = { brandKey: 'test', siteName: 'Maison Rivière', apiBase: '' };

// The site server renders these with no DOM at all: any render-time use of `document` or
// `window` would send every visitor a page the browser has to render from scratch.
describe('server rendering (no DOM)', () => {
  it.each([
    ['/', 'Bienvenue'],
    ['/offer/2-for-1-mains', 'Loading'],
    ['/restaurants/london/greenwich/book-now', 'Loading'],
    ['/faqs#booking', 'Christmas is booking up.'],
  ])('renders %s', (url, text) => {
    const { html } = renderShell({ url, config, settings, page: url === '/' ? home : null });
    expect(html).toContain(text);
    expect(html).toContain('© ');
  });

  it("places the route's remote as its server entry rendered it in the remote's slot, ready", () => {
    const { html } = renderShell({ url: '/our-menu?diet=vegan', config, settings, remote: { name: 'mf-menus', html: '<h1>Our menus</h1>' } });
    expect(html).toMatch(/data-state="ready"><div data-remote-host="mf-menus"><h1>Our menus<\/h1><\/div>/);
    expect(html).not.toContain('Loading');
  });

  it("leaves another remote's slot loading (the browser fills it)", () => {
    const { html } = renderShell({ url: '/find-us', config, settings, remote: { name: 'mf-menus', html: '<h1>Our menus</h1>' } });
    expect(html).toContain('data-remote-host="mf-finder"></div>');
    expect(html).toContain('Loading');
  });

  it("places the home page's booking strip, as mf-booking's server entry rendered it, after the hero, ready", () => {
    const strip = { remote: 'mf-booking', widget: 'booking-strip', html: '<section id="booking-area"><h2>Book a table</h2></section>' };
    const { html } = renderShell({ url: '/', config, settings, page: home, widgets: [strip] });
    expect(html).toMatch(/data-slot="mf-booking" data-state="ready"><div data-remote-host="mf-booking\/booking-strip"><section id="booking-area"><h2>Book a table<\/h2><\/section><\/div>/);
    expect(html.indexOf('Bienvenue')).toBeLessThan(html.indexOf('booking-area'));
    expect(html).not.toContain('table booking<!-- -->…');
  });

  it('leaves the strip loading when the site server could not render it (the browser renders it)', () => {
    const { html } = renderShell({ url: '/', config, settings, page: home });
    expect(html).toMatch(/data-slot="mf-booking" data-state="loading">/);
    expect(html).toContain('Loading <!-- -->table booking');
  });

  it("renders the server's error page for a route whose middleware is unknown", () => {
    const { html, initial } = renderShell({ url: '/careers/job/1', config, settings, pageError: { status: 500, message: 'Unknown middleware' } });
    expect(html).toContain('Unknown middleware');
    expect(initial.pageError).toEqual({ status: 500, message: 'Unknown middleware', path: '/careers/job/1' });
  });
});
