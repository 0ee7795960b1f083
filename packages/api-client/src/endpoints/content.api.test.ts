import { byPath, json } from '../test-support/fake-fetch';
import { createHarness } from '../test-support/harness';
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
  ] as const)('%s is fetched again only once %i ms have passed', async (fn, ttl) => {
    const h = createHarness({ api: answers });
    const call = () => {
      if (fn === 'getPage') return h.client.content.getPage('home');
      if (fn === 'getRestaurant') return h.client.content.getRestaurant(7);
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
});
