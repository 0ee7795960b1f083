import { BATH, COVENT_GARDEN, GREENWICH, RESTAURANTS, SETTINGS } from '../test-support/brand-fixtures';
import { humanise, normalisePath, pageMeta, truncate, type SeoContext } from './page-meta';

const ctx: SeoContext = { data: { settings: SETTINGS, restaurants: RESTAURANTS }, siteUrl: 'https://example.test' };
const DEFAULT_DESCRIPTION = 'Find your nearest Maison Rivière, see our menus and book a table online.';

describe('pageMeta', () => {
  it.each([
    // path, status, title, canonical path
    ['/', 200, null, '/'],
    ['/our-menu', 200, 'Menus', '/our-menu'],
    ['/our-menu/a-la-carte', 200, 'Menu', '/our-menu/a-la-carte'],
    ['/menu', 200, 'Menus', '/menu'],
    ['/menu/kids', 200, 'Menu', '/menu/kids'],
    ['/find-us', 200, 'Find a restaurant', '/find-us'],
    ['/book-now', 200, 'Book a table', '/book-now'],
    ['/restaurants', 200, 'Restaurants', '/restaurants'],
    ['/restaurants/london', 200, 'Restaurants in London', '/restaurants/london'],
    ['/restaurants/london/menu', 200, 'Menus in London', '/restaurants/london/menu'],
    ['/restaurants/london/menu/kids', 200, 'Menu | London', '/restaurants/london/menu/kids'],
    ['/restaurants/london/greenwich', 200, 'Maison Rivière Greenwich', '/restaurants/london/greenwich'],
    ['/restaurants/greenwich', 200, 'Maison Rivière Greenwich', '/restaurants/london/greenwich'],
    ['/restaurants/london/greenwich/about', 200, 'About Maison Rivière Greenwich', '/restaurants/london/greenwich/about'],
    ['/restaurants/london/greenwich/book-now', 200, 'Book a table at Maison Rivière Greenwich', '/restaurants/london/greenwich/book-now'],
    ['/restaurants/london/greenwich/menu', 200, 'Menus at Maison Rivière Greenwich', '/restaurants/london/greenwich/menu'],
    ['/restaurants/london/greenwich/menu/a-la-carte', 200, 'Menus at Maison Rivière Greenwich', '/restaurants/london/greenwich/menu/a-la-carte'],
    ['/restaurants/greenwich/menu/kids', 200, 'Menus at Maison Rivière Greenwich', '/restaurants/london/greenwich/menu/kids'],
    ['/restaurants/bath', 200, 'Restaurants in Bath', '/restaurants/bath'],
    ['/restaurants/bath/bath', 200, 'Maison Rivière Bath', '/restaurants/bath/bath'],
    ['//our-menu//', 200, 'Menus', '/our-menu'],
    ['/careers/job-search', 200, 'Job search', '/careers/job-search'],
    ['/careers/job-search/12', 200, 'Job search', '/careers/job-search/12'],
    ['/careers/job/12', 200, 'Job', '/careers/job/12'],
    ['/offer/2-for-1-mains', 200, 'Offer', '/offer/2-for-1-mains'],
    ['/sign-up', 200, 'Sign up', '/sign-up'],
    ['/refer-a-friend', 200, 'Refer a friend', '/refer-a-friend'],
    ['/referral', 200, 'Refer a friend', '/referral'],
    ['/faqs', 200, 'FAQs', '/faqs'],
    ['/christmas', 200, 'Christmas', '/christmas'],
    ['/tips-policy', 200, 'Tips policy', '/tips-policy'],
    ['/group-bookings/thanks', 200, 'Thanks', '/group-bookings/thanks'],
    ['/restaurants/london/atlantis', 404, 'Page not found', '/restaurants/london/atlantis'],
    ['/restaurants/atlantis', 404, 'Page not found', '/restaurants/atlantis'],
    ['/restaurants/london/greenwich/kitchen', 404, 'Page not found', '/restaurants/london/greenwich/kitchen'],
    ['/restaurants/london/greenwich/about/more', 404, 'Page not found', '/restaurants/london/greenwich/about/more'],
    ['/a/b/c', 404, 'Page not found', '/a/b/c'],
    ['/page-not-found', 404, 'Page not found', '/page-not-found'],
    ['/%E0%A4%A', 404, 'Page not found', '/'],
  ])('%s → %i "%s" at %s', (path, status, title, canonicalPath) => {
    const meta = pageMeta(path, ctx);
    expect([meta.status, meta.title, meta.canonicalPath]).toEqual([status, title, canonicalPath]);
  });

  it.each([
    ['/', DEFAULT_DESCRIPTION],
    ['/our-menu', 'Our à la carte, prix fixe and kids menus'],
    ['/faqs', 'Questions we are often asked'],
    ['/restaurants/london', 'Maison Rivière in London: 2 restaurants. Opening hours, menus and table booking.'],
    ['/restaurants/bath', 'Maison Rivière in Bath: one restaurant. Opening hours, menus and table booking.'],
    ['/restaurants/london/greenwich', 'Maison Rivière Greenwich, 3 Cutty Sark Gardens, London, SE10 9HT. Opening hours, menus and table booking.'],
    ['/restaurants/london/covent-garden', 'Maison Rivière Covent Garden, London, WC2E 8RF. Opening hours, menus and table booking.'],
    ['/sign-up', DEFAULT_DESCRIPTION],
  ])('describes %s as "%s"', (path, description) => {
    expect(pageMeta(path, ctx).description).toBe(description);
  });

  it('describes a restaurant with its own words, cut to fit a search result', () => {
    const { description } = pageMeta('/restaurants/bath/bath', ctx);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Set in the Abbey Quarter .*…$/);
  });

  it.each([
    ['/signup-thanks', true],
    ['/preferences/abc', true],
    ['/restaurants/nowhere', true],
    ['/our-menu', false],
    ['/', false],
  ])('%s is kept out of search results: %s', (path, noindex) => {
    expect(pageMeta(path, ctx).noindex).toBe(noindex);
  });

  it.each([
    ['/', 'Organization'],
    ['/restaurants/london/greenwich', 'Restaurant'],
    ['/restaurants/bath/bath/book-now', 'Restaurant'],
    ['/restaurants/london', undefined],
    ['/our-menu', undefined],
  ])('%s has JSON-LD %s', (path, type) => {
    expect(pageMeta(path, ctx).jsonLd?.['@type']).toBe(type);
  });

  it('links a restaurant sub-page\'s JSON-LD to the restaurant page', () => {
    expect(pageMeta('/restaurants/bath/book-now', ctx).jsonLd).toMatchObject({ name: BATH.title, url: 'https://example.test/restaurants/bath/bath' });
  });

  it('leaves out the restaurant fields it does not have', () => {
    const jsonLd = pageMeta('/restaurants/london/covent-garden', ctx).jsonLd as Record<string, unknown>;
    expect(jsonLd).not.toHaveProperty('geo');
    expect(jsonLd).not.toHaveProperty('telephone');
    expect(jsonLd.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'London', postalCode: 'WC2E 8RF', addressCountry: 'GB' });
    expect(COVENT_GARDEN.lat).toBeUndefined();
    expect(GREENWICH.lat).toBeDefined();
  });
});

describe('helpers', () => {
  it.each([
    ['tips-policy', 'Tips policy'],
    ['covid-19-faqs', 'Covid 19 faqs'],
    ['kids', 'Kids'],
    ['a__b', 'A b'],
  ])('humanise(%s) = %s', (slug, words) => {
    expect(humanise(slug)).toBe(words);
  });

  it.each([
    ['short', 10, 'short'],
    ['one two three four', 12, 'one two…'],
    ['  spaced \n  out  ', 20, 'spaced out'],
    ['word, another', 8, 'word…'],
  ])('truncate(%j, %i) = %j', (text, max, result) => {
    expect(truncate(text, max)).toBe(result);
  });

  it.each([
    ['/', '/', []],
    ['//a//b/', '/a/b', ['a', 'b']],
    ['/caf%C3%A9', '/caf%C3%A9', ['café']],
  ])('normalisePath(%s)', (raw, path, segments) => {
    expect(normalisePath(raw)).toEqual({ path, segments });
  });
});
