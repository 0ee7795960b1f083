/** @jest-environment node */
import type { BrandSettings, PageContent } from '@riviere/api-client';
import { asksConsent, renderShell } from './ssr';

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

  it.each([
    ['no cookies', '', true],
    ['other cookies only', 'session=abc; theme=dark', true],
    ['an unreadable decision', 'cookie_consent=maybe', true],
    ['accepted', 'session=abc; cookie_consent=accepted', false],
    ['rejected', 'cookie_consent=rejected', false],
    ['custom choices', 'cookie_consent=custom; cookie_preferences=analytics%3D1%26marketing%3D0', false],
  ])('a request with %s gets the cookie banner: %s', (_case, cookies, asked) => {
    expect(asksConsent(cookies)).toBe(asked);
  });

  it('renders the cookie banner, first in the page, for a visitor who has not decided, and says so to the browser', () => {
    const asked = renderShell({ url: '/faqs', config, settings, askConsent: true });
    expect(asked.html).toMatch(/^<section class="cookie-banner"[^>]*><div class="cookie-banner__inner"><h2 id="cookie-banner-title"[^>]*>Cookies on this site<\/h2>/);
    expect(asked.html).toContain('>Accept</button>');
    expect(asked.initial.askConsent).toBe(true);
    const decided = renderShell({ url: '/faqs', config, settings });
    expect(decided.html).not.toContain('cookie-banner');
    expect(decided.initial.askConsent).toBeUndefined();
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
    const { html, placed } = renderShell({ url: '/', config, settings, page: home, widgets: [strip] });
    expect(placed).toEqual(['mf-booking/booking-strip']);
    expect(html).toMatch(/data-slot="mf-booking" data-state="ready"><div data-remote-host="mf-booking\/booking-strip"><section id="booking-area"><h2>Book a table<\/h2><\/section><\/div>/);
    expect(html.indexOf('Bienvenue')).toBeLessThan(html.indexOf('booking-area'));
    expect(html).not.toContain('table booking<!-- -->…');
  });

  it("says it placed no strip on a page without the hero's slot for it, so the strip's state is not sent", () => {
    const strip = { remote: 'mf-booking', widget: 'booking-strip', html: '<section id="booking-area"><h2>Book a table</h2></section>' };
    const { html, placed } = renderShell({ url: '/faqs', config, settings, page: null, widgets: [strip] });
    expect(placed).toEqual([]);
    expect(html).not.toContain('booking-area');
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

  it.each(['/no-such-page', '/No-Such-Page'])('renders the not-found page for %s, a content page the brand API does not have, and tells the browser so', (url) => {
    const { html, initial } = renderShell({ url, config, settings, page: null });
    expect(html).toContain('This page could not be found');
    expect(html).not.toContain('Loading');
    expect(initial.pages).toEqual({ 'no-such-page': null });
  });

  it('without a verdict on the page (none was looked up), leaves it loading for the browser', () => {
    const { html, initial } = renderShell({ url: '/faqs', config, settings });
    expect(html).toContain('Loading');
    expect(initial.pages).toBeUndefined();
  });
});
