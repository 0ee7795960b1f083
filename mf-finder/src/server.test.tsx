/** @jest-environment node */
import { ApiError } from '@riviere/api-client';
import { CONTRACT_VERSION } from '@riviere/mf-contract';
import { apiForServer } from './shared/api';
import type { PathTarget } from './features/restaurant/lib/resolve-path';
import { contractVersion, render, version } from './server';
import { createFakeApi, type FakeApi } from './test-support/render-app';
import { textOf } from '@riviere/remote-kit/testing';
import { NOW, ORIGIN, serverProps } from './test-support/server-props';
import { SPECIAL, WEEK } from './test-support/restaurants';
import { KEPT_ANSWERS_MS } from '@riviere/remote-kit/server';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: jest.fn() }));

/** A minute on: a page rendered again within a minute starts from the answers it carried, so the API is asked again only now. */
const LATER = { now: NOW + KEPT_ANSWERS_MS };

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  jest.mocked(apiForServer).mockReturnValue(api);
});

it('is a contract 2 server entry of this version', () => {
  expect(contractVersion).toBe(CONTRACT_VERSION);
  expect(version).toBe(__APP_VERSION__);
  expect(typeof render).toBe('function');
});

it('reaches the brand API with the token and address the site server gives', async () => {
  await render(serverProps('/find-us'));
  expect(apiForServer).toHaveBeenCalledWith({ baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 }, brandKey: 'test-brand' });
});

describe('/find-us on the server', () => {
  it('renders the search as a GET form, with the empty-search message and the head', async () => {
    const result = await render(serverProps('/find-us'));
    expect(result.status).toBe(200);
    const form = /<form [^>]*>/.exec(result.html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/find-us"');
    expect(result.html).toMatch(/<input[^>]*name="q"/);
    expect(textOf(result.html)).toContain('Enter a postcode or use your location to search for a Maison Rivière restaurant.');
    expect(result.head).toEqual({
      title: 'Find a restaurant',
      description: 'Find a Maison Rivière restaurant by postcode, town or name: addresses, opening hours, menus and table booking.',
      canonical: `${ORIGIN}/find-us`,
    });
    expect(api.search).not.toHaveBeenCalled();
  });

  it('offers no "Use my location": the button keeps its place but is invisible and disabled until the browser can locate', async () => {
    const { html } = await render(serverProps('/find-us'));
    const option = /<div class="fd-search__locate-option"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];
    expect(option).toContain('Use my location');
    expect(/^<div [^>]*>/.exec(option ?? '')?.[0]).toMatch(/\shidden=""/);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    const locate = /<button[^>]*>/.exec(option ?? '')?.[0];
    expect(locate).toMatch(/\sdisabled=""/);
    // The search itself stays usable: its submit button is the only other one, and enabled.
    expect(buttons.filter((button) => button !== locate)).toEqual([expect.stringMatching(/type="submit"/)]);
    expect(buttons.filter((button) => button !== locate)[0]).not.toContain('disabled');
  });

  it('runs ?q=Bath on the server: each restaurant with its address, distance and status on the London clock', async () => {
    const result = await render(serverProps('/find-us?q=Bath'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search).toHaveBeenCalledWith('Bath');
    expect(text).toContain('2 restaurants found near Bath.');
    expect(text).toContain('2 restaurants near Bath');
    expect(text).toContain('Maison Rivière Bath 0.4 miles');
    expect(text).toContain('Maison Rivière Bath Widcombe 1.4 miles');
    expect(text).toContain('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT');
    // 22:30 in London: closed (a UTC clock would say open until 22:00).
    expect(text).toContain('Closed · opens tomorrow 09:00');
    expect(text).not.toContain('Open · closes');
    expect(result.html).toContain('href="/restaurants/bath/bath/book-now"');
    expect(result.html).toMatch(/<input[^>]*value="Bath"/);
    expect(result.state).toEqual({ queries: { 'q:Bath': { data: await api.search.mock.results[0]!.value } } });
    expect(result.head).toMatchObject({ title: 'Find a restaurant', canonical: `${ORIGIN}/find-us?q=Bath` });
    expect(result.head?.description).toContain('near Bath');
  });

  it('does not search a 2-character query and says why', async () => {
    const result = await render(serverProps('/find-us?q=Ba'));
    expect(api.search).not.toHaveBeenCalled();
    expect(textOf(result.html)).toContain('Enter at least 3 characters to search.');
    expect(result.head?.canonical).toBe(`${ORIGIN}/find-us`);
  });

  it('carries a place the API does not know (404) as the page’s message', async () => {
    const result = await render(serverProps('/find-us?q=Nowhere'));
    expect(result.status).toBe(200);
    expect(textOf(result.html)).toContain('No locations found matching your query');
    expect(result.state).toEqual({ queries: { 'q:Nowhere': { error: expect.objectContaining({ status: 404, code: 'LOCATION_NOT_FOUND' }) } } });
  });

  it('fails (the site server then renders in the browser) when the search answers 500', async () => {
    api.search.mockRejectedValueOnce(new ApiError('Server error', { status: 500 }));
    await expect(render(serverProps('/find-us?q=Bath', LATER))).rejects.toThrow('Server error');
  });
});

describe('/restaurants/… on the server', () => {
  it('renders a city: its restaurants with their status and links', async () => {
    const result = await render(serverProps('/restaurants/london'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain('Restaurants in London');
    expect(text).toContain('3 restaurants in London');
    for (const name of ['Maison Rivière Victoria', "Maison Rivière St Paul's", 'Maison Rivière London O2']) expect(text).toContain(name);
    expect(result.html).toContain('href="/restaurants/london/victoria"');
    expect(result.head).toEqual({
      title: 'Restaurants in London',
      description: 'Maison Rivière in London: 3 restaurants — opening hours, menus and table booking.',
      canonical: `${ORIGIN}/restaurants/london`,
    });
    expect(api.searchRestaurants).toHaveBeenCalledTimes(1);
  });

  it('renders a restaurant: address, phone, status, hours with special hours, offers, a Book link in a box of the strip’s size', async () => {
    api.searchRestaurants.mockResolvedValue((await api.searchRestaurants()).map((r) => (r.slug === 'bath' ? { ...r, openingHours: WEEK, specialHours: SPECIAL } : r)));
    const result = await render(serverProps('/restaurants/bath/bath'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain('Maison Rivière Bath');
    expect(text).toContain('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT');
    expect(result.html).toContain('href="tel:01632960101"');
    expect(text).toContain('Closed · opens tomorrow 09:00');
    expect(result.html).toContain('Opening hours for each day of the week');
    expect(text).toContain('Christmas Eve');
    expect(text).toContain('Two mains for the price of one');
    expect(result.html).toContain('href="/offer/2-for-1-mains"');
    expect(result.html).toMatch(/<div class="fd-booking-strip"><a [^>]*href="\/restaurants\/bath\/bath\/book-now"[^>]*>Book a table<\/a>/);
    // Without scripts the journey cannot run: the strip's place links to the booking page that works as plain HTML.
    expect(result.html).toMatch(/<a class="rv-button rv-button--primary fd-booking-strip__plain" href="\/restaurants\/bath\/bath\/book">Book a table<\/a>/);
    expect(result.html).not.toContain('application/ld+json');
    expect(api.getRestaurantOffers).toHaveBeenCalledWith(101);
  });

  it('leads a restaurant page with its front as a <picture> fetched first, in AVIF, WebP and JPEG, before its name', async () => {
    const { html } = await render(serverProps('/restaurants/bath/bath'));
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]*bath-bath-front-480\.avif 480w, [^"]*960w, [^"]*1600w"/);
    expect(picture).toContain('type="image/webp"');
    expect(picture).toMatch(/<img [^>]*alt="The front of Maison Rivière Bath on its street"/);
    expect(picture).toMatch(/<img [^>]*loading="eager"/);
    expect(picture).toMatch(/<img [^>]*fetchPriority="high"/i);
    expect(html.indexOf('<picture>')).toBeLessThan(html.indexOf('<h1'));
  });

  it('puts the restaurant’s title, description, canonical URL and one schema.org Restaurant in the head', async () => {
    api.searchRestaurants.mockResolvedValue((await api.searchRestaurants()).map((r) => (r.slug === 'bath' ? { ...r, openingHours: WEEK, specialHours: SPECIAL } : r)));
    const { head } = await render(serverProps('/restaurants/bath/bath'));
    expect(head).toMatchObject({
      title: 'Maison Rivière Bath',
      description: 'Maison Rivière Bath, 12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT: opening hours, menus, offers and table booking at Maison Rivière.',
      canonical: `${ORIGIN}/restaurants/bath/bath`,
    });
    expect(head?.jsonLd).toHaveLength(1);
    const [data] = head!.jsonLd!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Maison Rivière Bath',
      url: `${ORIGIN}/restaurants/bath/bath`,
      acceptsReservations: `${ORIGIN}/restaurants/bath/bath/book-now`,
      hasMenu: `${ORIGIN}/restaurants/bath/bath/menu`,
      telephone: '01632 960101',
      servesCuisine: 'French',
      geo: { '@type': 'GeoCoordinates', latitude: 51.39334, longitude: -2.35502 },
      brand: { '@type': 'Brand', name: 'Maison Rivière' },
      address: expect.objectContaining({ '@type': 'PostalAddress', postalCode: 'BA1 1LT' }),
    });
    expect(data!.openingHoursSpecification).toHaveLength(5 + SPECIAL.length);
  });

  it.each([
    ['/restaurants/london/victoria/about', 'About Maison Rivière Victoria', `${ORIGIN}/restaurants/london/victoria/about`],
    ['/restaurants/london/victoria/book-now', 'Book a table at Maison Rivière Victoria', `${ORIGIN}/restaurants/london/victoria`],
    ['/restaurants/o2', 'Maison Rivière London O2', `${ORIGIN}/restaurants/london/o2`],
  ])('%s has its own title and canonical URL', async (path, title, canonical) => {
    const { status, head } = await render(serverProps(path));
    expect(status).toBe(200);
    expect(head).toMatchObject({ title, canonical });
  });

  it.each(['/restaurants/no-such-city', '/restaurants/london/atlantis', '/restaurants/greenhithe/greenhithe', '/restaurants/bath/bath/menu'])(
    '%s answers 404',
    async (path) => {
      const result = await render(serverProps(path));
      expect(result.status).toBe(404);
      expect(result.head?.jsonLd).toBeUndefined();
    },
  );

  it('renders /restaurants: every restaurant under its town, towns in alphabetical order, each with its picture', async () => {
    const result = await render(serverProps('/restaurants'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain('Our restaurants');
    expect(text).toContain('8 restaurants in 5 towns');
    const towns = [...result.html.matchAll(/<h2 [^>]*class="fd-town__name"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(towns).toEqual(['Bath', 'Greenhithe', 'London', 'Warminster', 'Witney']);
    expect(result.html).toContain('href="/restaurants/london/victoria"');
    expect(result.html.match(/<picture>/g)).toHaveLength(8);
    expect(result.html).not.toContain('loading="eager"');
    expect(result.head).toMatchObject({ title: 'Our restaurants', canonical: `${ORIGIN}/restaurants` });
  });

  it.each([
    ['/restaurants/bath/bath', 'restaurants:bath/bath', ['bath']],
    ['/restaurants/london/victoria/about', 'restaurants:london/victoria/about', ['victoria']],
    ['/restaurants/o2', 'restaurants:o2', ['o2']],
    ['/restaurants/london', 'restaurants:london', ['victoria', 'st-pauls', 'o2']],
  ])('%s carries only what it shows for the browser, not every restaurant', async (path, key, slugs) => {
    const result = await render(serverProps(path));
    const state = result.state as { queries: Record<string, { data: PathTarget }> };
    const shown = state.queries[key]?.data;
    const carried = shown?.kind === 'city' ? shown.restaurants : shown?.kind === 'restaurant' ? [shown.restaurant] : [];
    expect(carried.map((r) => r.slug)).toEqual(slugs);
    expect(state.queries).not.toHaveProperty('restaurants');
    expect(Object.keys(state.queries).filter((k) => k.startsWith('restaurants'))).toEqual([key]);
  });

  it('carries a path that names nothing as not found, without the list', async () => {
    const result = await render(serverProps('/restaurants/london/atlantis'));
    expect(result.state).toEqual({ queries: { 'restaurants:london/atlantis': { data: { kind: 'not-found' } } } });
  });

  it('fails when the restaurants cannot be loaded (500), so the page renders in the browser', async () => {
    api.searchRestaurants.mockRejectedValueOnce(new ApiError('Server error', { status: 500 }));
    await expect(render(serverProps('/restaurants/bath/bath', LATER))).rejects.toThrow('Server error');
  });
});
