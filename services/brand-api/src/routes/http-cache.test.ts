import { ENGINES, suiteApp } from '../test-support/test-app';
import { PRIVATE, PUBLIC_CONTENT } from '../lib/http-cache';

describe.each(ENGINES)('HTTP caching of the API on %s', (engine) => {
  const suite = suiteApp(engine);

  it.each([
    ['/api/v1/content/brand-settings', 'settings'],
    ['/api/v1/content/search-restaurants/', 'restaurants'],
    ['/api/v1/content/restaurant/slug/greenwich/city/london', 'restaurant:london/greenwich'],
    ['/api/v1/content/menus', 'menus'],
    ['/api/v1/content/page/faqs', 'page:faqs'],
    ['/api/jobs?siteId=maison-riviere', 'jobs'],
    ['/api/offer/getofferbyslug?offerSlug=2-for-1-mains', 'offer:2-for-1-mains'],
  ])('a content read %s is public, with an ETag (304 when it still holds) and filed under %s', async (url, key) => {
    const response = await suite.api.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CONTENT);
    expect(String(response.headers['surrogate-key']).split(' ')).toEqual(expect.arrayContaining(['all', 'api', key]));
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await suite.api.get(url)).headers.etag).toBe(etag);
    const again = await suite.t.app.inject({ method: 'GET', url, headers: { ...suite.t.headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    ['GET', '/api/v1/content/restaurant/slug/atlantis/city/london'],
    ['GET', '/api/booking/occasions/101'],
    ['GET', '/api/booking/slots/101?date=2027-02-10&covers=2'],
    ['GET', '/api/booking/manage/not-a-token'],
    ['GET', '/api/referral/code/NOPE'],
    ['POST', '/api/signup'],
    ['POST', '/api/booking/availability'],
  ])('%s %s is never kept: private, no-store, no ETag', async (method, url) => {
    const response = await suite.t.app.inject({ method: method as 'GET' | 'POST', url, headers: suite.t.headers, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.headers['cache-control']).toBe(PRIVATE);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['surrogate-key']).toBeUndefined();
  });
});
