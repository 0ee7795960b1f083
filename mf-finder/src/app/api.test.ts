import { apiClientFor } from './api';

function jsonReply(body: unknown) {
  return { ok: true, status: 200, text: async () => JSON.stringify(body) };
}

describe('apiClientFor', () => {
  const fetchMock = jest.fn(async (url: string) =>
    url.endsWith('/api/token')
      ? jsonReply({ accessToken: 't', expiresAt: Date.now() + 3_600_000 })
      : jsonReply({ query: 'Bath', lat: 51.38, lng: -2.36, label: 'Bath', restaurants: [], offers: [] }),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    localStorage.clear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('makes one client per site configuration', () => {
    const config = { brandKey: 'b', siteName: 'S', apiBase: '' };
    expect(apiClientFor(config)).toBe(apiClientFor({ ...config }));
    expect(apiClientFor(config)).not.toBe(apiClientFor({ ...config, apiBase: 'http://localhost:3000' }));
  });

  it.each([
    ['', (api: ReturnType<typeof apiClientFor>) => api.search('Bath'), ['/api/token', '/api/geo/search/Bath']],
    [
      'http://localhost:3000/',
      (api: ReturnType<typeof apiClientFor>) => api.searchByLocation(51.5, -0.12),
      ['http://localhost:3000/api/token', 'http://localhost:3000/api/geo/search/lat/51.5/lng/-0.12'],
    ],
    ['http://x.test', (api: ReturnType<typeof apiClientFor>) => api.getRestaurantOffers(101), ['http://x.test/api/token', 'http://x.test/api/offer/restaurant/101']],
  ])('with apiBase %p asks the site server for the token, then the brand API', async (apiBase, call, urls) => {
    await call(apiClientFor({ brandKey: `brand-${apiBase}`, siteName: 'S', apiBase }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(urls);
  });
});
