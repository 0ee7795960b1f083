import { apiClientFor, type FinderApi } from './api';

function jsonReply(body: unknown) {
  return { ok: true, status: 200, text: async () => JSON.stringify(body) };
}

/** The finder's slice of the client: each call reaches the brand API endpoint it names. */
describe('the finder API', () => {
  const fetchMock = jest.fn(async (url: string) =>
    url.endsWith('/api/token')
      ? jsonReply({ accessToken: 't', expiresAt: Date.now() + 3_600_000 })
      : url.includes('/api/offer/')
        ? jsonReply({ offers: [] })
        : url.includes('search-restaurants')
          ? jsonReply({ restaurants: [] })
          : jsonReply({ query: 'Bath', lat: 51.38, lng: -2.36, label: 'Bath', restaurants: [], offers: [] }),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    localStorage.clear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it.each<[string, (api: FinderApi) => Promise<unknown>, string]>([
    ['search', (api) => api.search('Bath'), '/api/geo/search/Bath'],
    ['searchByLocation', (api) => api.searchByLocation(51.5, -0.12), '/api/geo/search/lat/51.5/lng/-0.12'],
    ['getRestaurantOffers', (api) => api.getRestaurantOffers(101), '/api/offer/restaurant/101'],
    ['searchRestaurants', (api) => api.searchRestaurants(), '/api/v1/content/search-restaurants/'],
  ])('%s asks the site server for a token, then the brand API', async (name, call, path) => {
    await call(apiClientFor({ brandKey: `brand-${name}`, siteName: 'S', apiBase: 'http://x.test/' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://x.test/api/token', `http://x.test${path}`]);
  });
});
