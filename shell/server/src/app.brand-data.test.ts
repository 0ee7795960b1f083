import { freePort } from '@riviere/server-kit/testing';
import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { eventually, startSite, type Site } from './test-support/site-fixture';

describe('site server: brand data at start', () => {
  let site: Site | undefined;
  let api: FakeBrandApi | undefined;
  afterEach(async () => {
    await site?.close();
    await api?.close();
    site = undefined;
    api = undefined;
  });

  it('fetches settings and restaurants once with its own token, then serves them from memory', async () => {
    api = await startFakeBrandApi();
    site = await startSite({ brandApiUrl: api.url });
    expect(api.contentCalls).toBe(2);
    for (const url of ['/', '/our-menu', '/restaurants/bath']) expect((await site.app.inject(url)).statusCode).toBe(200);
    expect(api.contentCalls).toBe(2);
  });

  it('answers pages with a 500 naming the cause while the brand API is down, and recovers by itself', async () => {
    const port = await freePort();
    site = await startSite({ brandApiUrl: `http://127.0.0.1:${port}` });

    const down = await site.app.inject('/our-menu');
    expect(down.statusCode).toBe(500);
    expect(down.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.body).toMatch(/The site is starting: brand settings could not be loaded \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)/);
    expect((await site.app.inject('/health')).json()).toEqual({ status: 'ok', brandData: 'unavailable' });
    // Only pages need brand data: files, the release and tokens are served as usual.
    expect((await site.app.inject('/main.0123456789.js')).statusCode).toBe(200);
    expect((await site.app.inject('/release.json')).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'POST', url: '/api/token', payload: {} })).statusCode).toBe(200);

    const noSitemap = await site.app.inject('/sitemap.xml');
    expect([noSitemap.statusCode, noSitemap.headers['retry-after']]).toEqual([503, '30']);

    api = await startFakeBrandApi({ port });
    const running = site;
    await eventually(async () => expect((await running.app.inject('/health')).json()).toEqual({ status: 'ok', brandData: 'ready' }));
    const up = await site.app.inject('/our-menu');
    expect(up.statusCode).toBe(200);
    expect(up.body).toContain('<title>Menus | Maison Rivière</title>');
    // The sitemap's failure was not kept.
    expect((await site.app.inject('/sitemap.xml')).statusCode).toBe(200);
  });

  it('explains a brand API that refuses the server\'s token', async () => {
    api = await startFakeBrandApi();
    site = await startSite({ brandApiUrl: api.url, env: { BRAND_KEY: 'another-brand' } });
    const response = await site.app.inject('/');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('brand settings could not be loaded (the brand API answered 401: Wrong brand key.)');
  });

  it('escapes the cause it shows', async () => {
    site = await startSite({ brandApiUrl: 'http://127.0.0.1:1/<b>' });
    const response = await site.app.inject('/');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('<b>');
  });
});
