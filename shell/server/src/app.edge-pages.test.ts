import { startRealBrandApi, type RealBrandApi } from './test-support/real-brand-api';
import { startSite, type Site } from './test-support/site-fixture';
import { SHARED_PAGE } from './static/cache-policy';

/**
 * Pages a CDN can serve: with the site server's own page cache off and two site servers side by
 * side (each its own process state: page cache, token signer), two visitors with different
 * cookies get the same bytes for every anonymous page, with headers a shared cache keeps them
 * by, and a 304 when they revalidate. Against the real brand API (its seeded restaurants, jobs
 * and offers).
 */

const PAGES = ['/', '/our-menu', '/find-us?q=Bath', '/restaurants/london/greenwich', '/careers/job-search', '/offer/2-for-1-mains'];

const VISITORS = [
  { cookie: 'session=first-visitor; _ga=GA1.1.1', 'x-forwarded-for': '203.0.113.1' },
  { cookie: 'cookie_consent=accepted; session=second-visitor', 'x-forwarded-for': '198.51.100.7' },
];

describe('pages a CDN can serve', () => {
  let api: RealBrandApi;
  let workers: Site[];

  beforeAll(async () => {
    api = await startRealBrandApi();
    workers = await Promise.all([0, 1].map(() => startSite({ brandApiUrl: api.url, env: { REMOTE_HTML_CACHE_MS: '0' } })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all((workers ?? []).map((w) => w.close()));
    await api?.close();
  });

  it.each(PAGES)('%s is the same bytes for two visitors on two site servers, kept by a shared cache, 304 when revalidated', async (url) => {
    const [first, second] = await Promise.all(VISITORS.map((headers, i) => workers[i]!.app.inject({ method: 'GET', url, headers })));
    for (const response of [first!, second!]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(SHARED_PAGE);
      expect(String(response.headers.vary ?? '')).not.toMatch(/cookie/i);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(String(response.headers['surrogate-key']).split(' ')).toEqual(expect.arrayContaining(['all', expect.stringMatching(/^route:\//)]));
      expect(response.headers.xkey).toBe(response.headers['surrogate-key']);
      expect(response.headers['cache-tag']).toBe(String(response.headers['surrogate-key']).replaceAll(' ', ','));
      expect(response.body).not.toMatch(/accessToken|"token"/);
    }
    expect(second!.body).toBe(first!.body);
    expect(second!.headers.etag).toBe(first!.headers.etag);
    // Revalidated on the other site server, by the other visitor.
    const revalidated = await workers[0]!.app.inject({ method: 'GET', url, headers: { ...VISITORS[1], 'if-none-match': String(second!.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first!.headers.etag);
  });

  it.each([
    ['/restaurants/london/greenwich', 'restaurant:london/greenwich'],
    ['/offer/2-for-1-mains', 'offer:2-for-1-mains'],
    ['/find-us?q=Bath', 'restaurants'],
    ['/our-menu', 'menus'],
    ['/careers/job-search', 'jobs'],
  ])('%s is filed under the content it shows (%s)', async (url, key) => {
    const response = await workers[0]!.app.inject({ method: 'GET', url });
    expect(String(response.headers['surrogate-key']).split(' ')).toContain(key);
  });

  it.each([
    ['GET', '/booking/MR-AAAAAAAA/not-a-signature'],
    ['GET', '/preferences/6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11'],
    ['GET', '/unsubscribe/someone/signature'],
    ['POST', '/unsubscribe/someone/signature'],
    ['GET', '/?step=slot&restaurant=3&date=2027-02-10&time=19:30&covers=2'],
    ['GET', '/restaurants/london/greenwich/book-now?step=details'],
  ] as const)('%s %s is for one person: private, no-store, no surrogate keys, no ETag', async (method, url) => {
    const response = await workers[0]!.app.inject({ method, url, headers: VISITORS[0] });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['surrogate-key']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });
});
