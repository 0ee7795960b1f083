import { byPath, json } from '../test-support/fake-fetch';
import { createHarness } from '../test-support/harness';
import { createTtlCache } from '../cache';
import { CONTENT_TTL_MS, RESTAURANTS_TTL_MS, SETTINGS_TTL_MS } from './content.api';

const page = { currentPage: { id: 'home', title: 'Home', description: '', tiles: [] }, allPages: [], venueIds: [] };

describe('content.getPage', () => {
  it('keeps the one slash of a two-part page id and encodes each part', async () => {
    const h = createHarness({ api: () => json(200, page) });
    await h.client.content.getPage('group-bookings/thanks');
    await h.client.content.getPage('offer/2 for 1');
    expect(h.apiCalls().map((c) => c.url)).toEqual([
      '/api/v1/content/page/group-bookings/thanks',
      '/api/v1/content/page/offer/2%20for%201',
    ]);
  });

  it.each([
    ['a 404', () => json(404, { statusCode: 404, error: 'Not Found', message: 'This page could not be found.' })],
    ['a 500', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['an empty answer', () => new Response(null, { status: 204 })],
  ])('is null on %s', async (_, answer) => {
    const h = createHarness({ api: answer });
    await expect(h.client.content.getPage('no-such-page')).resolves.toBeNull();
  });

  it.each(['', '..', 'a/../b', '/home'])('is null for the invalid id %j, without a request', async (id) => {
    const h = createHarness({ api: () => json(200, page) });
    await expect(h.client.content.getPage(id)).resolves.toBeNull();
    expect(h.calls).toHaveLength(0);
  });

  it('does not cache a failure', async () => {
    const h = createHarness({ api: () => json(503, {}) });
    await expect(h.client.content.getPage('home')).resolves.toBeNull();
    h.answer(() => json(200, page));
    await expect(h.client.content.getPage('home')).resolves.toEqual(page);
  });
});

describe('content caches', () => {
  const answers = byPath({
    '/api/v1/content/brand-settings': () => json(200, { site_name: 'Rivière' }),
    '/api/v1/content/search-restaurants/': () => json(200, { restaurants: [] }),
    '/api/v1/content/page/home': () => json(200, page),
    '/api/v1/content/restaurant/7': () => json(200, { storeId: 7 }),
    '/api/v1/content/menus': () => json(200, { menus: [] }),
    '/api/offer/restaurant/7': () => json(200, { offers: [] }),
    '/api/offer/rest/3': () => json(200, { id: 3 }),
    '/api/offer/getofferbyslug?offerSlug=2-for-1': () => json(200, { id: 3 }),
    '/api/booking/occasions/7?date=2026-12-19': () => json(200, { occasions: [] }),
  });

  it('uses the spec TTLs: 3600 s for settings and restaurants, 60 s for other content', () => {
    expect([SETTINGS_TTL_MS, RESTAURANTS_TTL_MS, CONTENT_TTL_MS]).toEqual([3_600_000, 3_600_000, 60_000]);
  });

  it.each([
    ['getBrandSettings', SETTINGS_TTL_MS],
    ['searchRestaurants', RESTAURANTS_TTL_MS],
    ['getPage', CONTENT_TTL_MS],
    ['getRestaurant', CONTENT_TTL_MS],
    ['getMenus', CONTENT_TTL_MS],
    ['offers.getRestaurantOffers', CONTENT_TTL_MS],
    ['offers.getOffer', CONTENT_TTL_MS],
    ['offers.getOfferBySlug', CONTENT_TTL_MS],
    // A restaurant's occasions on a day are its set-up, not its bookings: kept as content is.
    ['booking.getOccasions', CONTENT_TTL_MS],
  ] as const)('%s is fetched again only once %i ms have passed', async (fn, ttl) => {
    const h = createHarness({ api: answers });
    const call = () => {
      if (fn === 'getPage') return h.client.content.getPage('home');
      if (fn === 'getRestaurant') return h.client.content.getRestaurant(7);
      if (fn === 'offers.getRestaurantOffers') return h.client.offers.getRestaurantOffers(7);
      if (fn === 'offers.getOffer') return h.client.offers.getOffer(3);
      if (fn === 'offers.getOfferBySlug') return h.client.offers.getOfferBySlug('2-for-1');
      if (fn === 'booking.getOccasions') return h.client.booking.getOccasions(7, '2026-12-19');
      return h.client.content[fn]();
    };
    await call();
    h.advance(ttl - 1);
    await call();
    expect(h.apiCalls()).toHaveLength(1);
    h.advance(1);
    await call();
    expect(h.apiCalls()).toHaveLength(2);
  });

  it('caches per URL', async () => {
    const h = createHarness({ api: () => json(200, { storeId: 1 }) });
    await h.client.content.getRestaurant(1);
    await h.client.content.getRestaurant(2);
    await h.client.content.getRestaurant(1);
    expect(h.apiCalls().map((c) => c.url)).toEqual(['/api/v1/content/restaurant/1', '/api/v1/content/restaurant/2']);
  });

  it('concurrent callers share one request', async () => {
    const h = createHarness({ api: answers });
    await Promise.all([h.client.content.getBrandSettings(), h.client.content.getBrandSettings()]);
    expect(h.apiCalls()).toHaveLength(1);
  });

  it('each client has its own cache', async () => {
    const first = createHarness({ api: answers });
    const second = createHarness({ api: answers });
    await first.client.content.getBrandSettings();
    await second.client.content.getBrandSettings();
    expect([first.apiCalls().length, second.apiCalls().length]).toEqual([1, 1]);
  });

  it('clients given one cache share its answers (a server making a client per render)', async () => {
    let clock = 0;
    const shared = createTtlCache(() => clock);
    const first = createHarness({ api: answers, cache: shared });
    const second = createHarness({ api: answers, cache: shared });
    await first.client.content.searchRestaurants();
    await second.client.content.searchRestaurants();
    await second.client.offers.getRestaurantOffers(7);
    await first.client.offers.getRestaurantOffers(7);
    expect([first.apiCalls().map((c) => c.url), second.apiCalls().map((c) => c.url)]).toEqual([['/api/v1/content/search-restaurants/'], ['/api/offer/restaurant/7']]);
    clock += RESTAURANTS_TTL_MS;
    await second.client.content.searchRestaurants();
    expect(second.apiCalls()).toHaveLength(2);
  });

  it('a shared cache keeps nothing longer than its limit', async () => {
    let clock = 0;
    const shared = createTtlCache(() => clock, { maxTtlMs: CONTENT_TTL_MS });
    const h = createHarness({ api: answers, cache: shared });
    await h.client.content.searchRestaurants();
    clock += CONTENT_TTL_MS - 1;
    await h.client.content.searchRestaurants();
    clock += 1;
    await h.client.content.searchRestaurants();
    expect(h.apiCalls()).toHaveLength(2);
  });

  it('a voucher request is never cached', async () => {
    const h = createHarness({ api: () => json(200, { code: 'ABC' }) });
    const request = { offerSlug: '2-for-1', emailAddress: 'a@example.com', acceptTerms: true };
    await h.client.offers.getCode(request);
    await h.client.offers.getCode(request);
    expect(h.apiCalls()).toHaveLength(2);
  });
});
