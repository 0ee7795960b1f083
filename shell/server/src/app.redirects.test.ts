import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

/**
 * The redirects, sitemap, robots.txt and route middleware through the whole server. The rules
 * themselves are table-tested in redirects/redirect-rules.test.ts; the browser journeys hit
 * every rule again on the real stack (e2e).
 */
describe('site server: redirects, sitemap, robots.txt, route middleware', () => {
  let api: FakeBrandApi;
  let site: Site;
  beforeAll(async () => {
    api = await startFakeBrandApi();
    site = await startSite({ brandApiUrl: api.url, config: { sisterBrandUrl: 'https://sister.example' } });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  const get = (url: string) => site.app.inject({ method: 'GET', url });

  it.each([
    ['/our-menu/', '/our-menu'],
    ['//find-us?q=bath', '/find-us?q=bath'],
    ['/bistro-brasserie/greenwich', '/restaurants/london/greenwich'],
    ['/book-a-table?covers=4', '/?covers=4#booking'],
    ['/allergens-2019.pdf', '/menu'],
    ['/bistro-brasserie/st-pauls', 'https://sister.example'],
    ['/offers?campaignId=cmp-2241&utm_source=mail', '/offer/2-for-1-mains?utm_source=mail'],
  ])('GET %s → 301 %s', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['/FAQS', '/faqs'],
    ['/Faqs?utm_source=mail&q=a%20b', '/faqs?utm_source=mail&q=a+b'],
    ['/Find-Us?q=Bath', '/find-us?q=Bath'],
    ['/Restaurants/London/Greenwich', '/restaurants/london/greenwich'],
    ['/Careers/Job/MR-1001', '/careers/job/MR-1001'],
  ])('GET %s → 301 %s: a page asked for in another case', async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('never redirects the API or the remotes, and leaves a campaign it does not know alone', async () => {
    expect((await get('/api/echo/a/')).headers.location).toBeUndefined();
    expect((await get('/offers?campaignId=cmp-9999')).statusCode).not.toBe(301);
  });

  it('serves a sitemap of content pages, restaurants, menus and jobs, and robots.txt pointing at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const path of ['/faqs', '/restaurants/london/greenwich', '/our-menu/kids', '/careers/job/MR-1001']) {
      expect(sitemap.body).toContain(`<loc>${site.config.siteUrl}${path}</loc>`);
    }
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${site.config.siteUrl}/sitemap.xml`);
  });

  it.each([
    ['/careers/job/MR-1001', 200],
    ['/careers/job/MR-9999', 404],
    ['/offer/2-for-1-mains', 200],
    ['/offer/no-such-offer', 404],
  ])('GET %s answers %i (route middleware)', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});

describe('site server: a route naming middleware nobody registered', () => {
  it("answers 500 with 'Unknown middleware'", async () => {
    const api = await startFakeBrandApi();
    const site = await startSite({ brandApiUrl: api.url, middlewareRoutes: [{ path: '/faqs', middleware: ['page-is-published'] }] });
    try {
      const response = await site.app.inject({ method: 'GET', url: '/faqs' });
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('Unknown middleware');
    } finally {
      await site.close();
      await api.close();
    }
  });
});
