import { ENDPOINTS, route } from './registry';

describe('ENDPOINTS', () => {
  it('names are unique and read <group>.<function>', () => {
    const names = ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it('paths are OpenAPI style: absolute, no query string, {param} placeholders only', () => {
    for (const { path } of ENDPOINTS) {
      expect(path).toMatch(/^\/[A-Za-z0-9\-/{}]*$/);
      expect(path).not.toContain('?');
      expect(path).not.toMatch(/\/\//);
    }
  });

  it('a query parameter is either required or optional, never both', () => {
    for (const spec of ENDPOINTS) {
      const required: readonly string[] = 'query' in spec ? spec.query : [];
      const optional: readonly string[] = 'optionalQuery' in spec ? spec.optionalQuery : [];
      expect(required.filter((param) => optional.includes(param))).toEqual([]);
    }
  });

  it('slash params are path params of their own endpoint', () => {
    for (const spec of ENDPOINTS) {
      const slashParams: readonly string[] = 'slashParams' in spec ? spec.slashParams : [];
      for (const param of slashParams) expect(spec.path).toContain(`{${param}}`);
    }
  });
});

describe('route', () => {
  it.each([
    [route('content.getBrandSettings'), 'GET', '/api/v1/content/brand-settings'],
    [route('content.getRestaurant', { storeId: 12 }), 'GET', '/api/v1/content/restaurant/12'],
    [route('content.getRestaurantBySlugAndCity', { slug: 'st pauls', city: 'london/x' }), 'GET', '/api/v1/content/restaurant/slug/st%20pauls/city/london%2Fx'],
    [route('content.getRestaurantBySlug', { slug: 'café?x=1#y' }), 'GET', '/api/v1/content/getRestaurantBySlug/caf%C3%A9%3Fx%3D1%23y'],
    [route('content.getPage', { id: 'group-bookings/thanks' }), 'GET', '/api/v1/content/page/group-bookings/thanks'],
    [route('content.getPage', { id: 'a b/c?d' }), 'GET', '/api/v1/content/page/a%20b/c%3Fd'],
    [route('geo.search', { query: 'SW1A 1AA' }), 'GET', '/api/geo/search/SW1A%201AA'],
    [route('geo.searchByLocation', { lat: 51.5074, lng: -0.1278 }), 'GET', '/api/geo/search/lat/51.5074/lng/-0.1278'],
    [route('jobs.getJobs', { siteId: 'riviere uk' }), 'GET', '/api/jobs?siteId=riviere%20uk'],
    [route('jobs.getLocations', { query: 'Bath & Wells', sessionKey: 'k=1' }), 'GET', '/api/jobs/locations?query=Bath%20%26%20Wells&sessionKey=k%3D1'],
    [route('offers.getCode'), 'POST', '/api/offer/getcode'],
    [route('booking.getOccasions', { storeId: 118, date: '2026-12-19' }), 'GET', '/api/booking/occasions/118?date=2026-12-19'],
    [route('booking.getOccasions', { storeId: 118 }), 'GET', '/api/booking/occasions/118'],
  ])('%#: builds %s %s', (built, method, path) => {
    expect(built).toMatchObject({ method, path });
  });

  it.each([
    ['an empty value', () => route('jobs.getJob', { jobId: '' })],
    ['a dot segment', () => route('jobs.getJob', { jobId: '..' })],
    ['a dot segment inside a slash param', () => route('content.getPage', { id: 'a/..' })],
    ['an empty segment of a slash param', () => route('content.getPage', { id: '/home' })],
    ['a non-finite number', () => route('content.getRestaurant', { storeId: Number.NaN })],
    ['a missing value', () => route('content.getRestaurant', {} as { storeId: number })],
  ])('refuses %s', (_, build) => {
    expect(build).toThrow(TypeError);
  });

  it('keeps a slash encoded in an ordinary param', () => {
    expect(route('jobs.getJob', { jobId: '../admin' }).path).toBe('/api/jobs/..%2Fadmin');
  });
});
