import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import { freePort } from '@riviere/server-kit/testing';
import { startRealBrandApi, type RealBrandApi } from './test-support/real-brand-api';
import { eventually, startSite, type Site } from './test-support/site-fixture';
import { startVarnish, varnishMissing, type Varnish } from './test-support/varnish';

/**
 * The site behind the Varnish it ships (deploy/varnish/default.vcl), against the real brand API:
 * a page is rendered once and then served from the cache, a guest's own pages always reach the
 * site server, a release purge and a content publish's purge show the change within 2 s while
 * other pages stay cached, and with the site server gone what was cached is still served. The site server is reached
 * through a counting relay, which is also what "stops" it.
 */

const CONTENT_SECRET = 'content-admin-secret-for-tests';
/** The brand API's content folder, copied: the suite edits it as an operator would. */
const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-for-varnish-'));
fs.cpSync(path.resolve(__dirname, '../../../services/brand-api/seed'), seedDir, { recursive: true });

const PAGES = ['/', '/our-menu', '/find-us?q=Bath', '/restaurants/london/greenwich', '/careers/job-search', '/offer/2-for-1-mains'];
const SECRET = 'purge-secret-for-tests';

/** Relays to the site server, counting requests by method and URL; `stop()` is the origin going away. */
async function countingRelay(targetPort: number) {
  const seen = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    hits: (url: string, method = 'GET') => seen.get(`${method} ${url}`) ?? 0,
    stop: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    }),
  };
}

const missing = varnishMissing();
if (missing) console.warn(`The Varnish integration suite skips: ${missing}`);

(missing ? describe.skip : describe)('the site behind Varnish', () => {
  let api: RealBrandApi;
  let site: Site;
  let relay: Awaited<ReturnType<typeof countingRelay>>;
  let varnish: Varnish;
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${url}`, { headers, redirect: 'manual' });
  const purge = (keys: string) => fetch(`${varnish.url}/`, { method: 'PURGE', headers: { 'x-purge-secret': SECRET, 'xkey-softpurge': keys } });

  beforeAll(async () => {
    api = await startRealBrandApi({ SEED_DIR: seedDir, CONTENT_ADMIN_SECRET: CONTENT_SECRET });
    site = await startSite({ brandApiUrl: api.url, env: { REMOTE_HTML_CACHE_MS: '0', TRUST_PROXY: 'loopback', TOKEN_RATE_LIMIT: '2' } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    relay = await countingRelay((site.app.server.address() as { port: number }).port);
    varnish = await startVarnish(await freePort(), relay.port, SECRET);
  }, 120_000);
  afterAll(async () => {
    await varnish?.stop();
    await relay?.stop();
    await site?.close();
    await api?.close();
    fs.rmSync(seedDir, { recursive: true, force: true });
  });

  it.each(PAGES)('renders %s once: the second view is a hit, and a revalidation a 304 from the cache', async (url) => {
    const first = await get(url, { cookie: 'session=one' });
    expect(first.status).toBe(200);
    const body = await first.text();
    const second = await get(url, { cookie: 'cookie_consent=accepted; session=two' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(relay.hits(url)).toBe(1);
    // The keys are the cache's business, not the browser's.
    expect(second.headers.get('surrogate-key')).toBeNull();
    expect(second.headers.get('xkey')).toBeNull();
    const revalidated = await get(url, { 'if-none-match': String(second.headers.get('etag')) });
    expect(revalidated.status).toBe(304);
    expect(relay.hits(url)).toBe(1);
  });

  it.each([
    '/booking/MR-AAAAAAAA/not-a-signature',
    '/restaurants/london/greenwich/book-now?step=details&restaurant=london/greenwich',
  ])('sends every view of one guest\'s page %s to the site server', async (url) => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get(url);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      await response.arrayBuffer();
    }
    expect(relay.hits(url)).toBe(2);
  });

  it('refuses a purge without the shared secret', async () => {
    const response = await fetch(`${varnish.url}/`, { method: 'PURGE', headers: { 'x-purge-secret': 'guess', 'xkey-purge': 'all' } });
    expect(response.status).toBe(403);
  });

  it('passes visitors\' addresses to the site server: app token limits are per visitor, not per cache', async () => {
    const token = (visitor: string) => fetch(`${varnish.url}/api/token`, { method: 'POST', headers: { 'x-forwarded-for': visitor, 'content-type': 'application/json' }, body: '{}' });
    expect((await token('203.0.113.1')).status).toBe(200);
    expect((await token('203.0.113.1')).status).toBe(200);
    expect((await token('203.0.113.1')).status).toBe(429);
    expect((await token('198.51.100.7')).status).toBe(200);
  });

  it('shows a release within 2 s of its purge, while pages of other remotes stay cached', async () => {
    for (const url of ['/our-menu', '/careers/job-search']) await (await get(url)).text();
    const careersBefore = relay.hits('/careers/job-search');
    site.writeRelease({ remotes: { 'mf-menus': '/remotes/mf-menus/1.1.0/mf-manifest.json' } });
    const purgedAt = Date.now();
    expect((await purge('mf-menus@1.0.0 release')).status).toBe(200);
    await eventually(async () => {
      expect(await (await get('/our-menu')).text()).toContain('/remotes/mf-menus/1.1.0/mf-manifest.json');
    }, 2000);
    expect(Date.now() - purgedAt).toBeLessThan(2000);
    const careers = await get('/careers/job-search');
    expect(careers.headers.get('x-cache')).toBe('HIT');
    expect(relay.hits('/careers/job-search')).toBe(careersBefore);
    expect((await (await get('/release.json')).json()).remotes['mf-menus']).toBe('/remotes/mf-menus/1.1.0/mf-manifest.json');
  });

  it('shows a published content change within 2 s of its purge, while pages that do not show it stay cached', async () => {
    const bath = '/restaurants/bath/bath';
    for (const url of [bath, '/careers/job-search']) await (await get(url)).text();
    const careersBefore = relay.hits('/careers/job-search');
    // An operator edits Bath's phone number in the content folder and publishes it.
    const file = path.join(seedDir, 'restaurants.json');
    const restaurants = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ slug: string; phoneNumber: string }>;
    restaurants.find((r) => r.slug === 'bath')!.phoneNumber = '01632 960777';
    fs.writeFileSync(file, JSON.stringify(restaurants, null, 2));
    const published = await fetch(`${api.url}/admin/content/publish`, { method: 'POST', headers: { 'x-admin-secret': CONTENT_SECRET } });
    const { keys } = (await published.json()) as { keys: string[] };
    expect(keys).toEqual(['restaurant:bath/bath', 'restaurants']);
    expect((await purge(keys.join(' '))).status).toBe(200);
    const purgedAt = Date.now();
    await eventually(async () => {
      expect(await (await get(bath)).text()).toContain('01632 960777');
    }, 2000);
    expect(Date.now() - purgedAt).toBeLessThan(2000);
    const careers = await get('/careers/job-search');
    expect(careers.headers.get('x-cache')).toBe('HIT');
    expect(relay.hits('/careers/job-search')).toBe(careersBefore);
  });

  it('with the site server gone, serves every page and file it has, even ones purged since', async () => {
    // Each read to its end: an object is kept once its fetch completes, and the origin going away
    // in the middle of one (the relay's stop destroys its sockets) would leave nothing to serve.
    for (const url of [...PAGES, '/main.0123456789.js']) {
      const response = await get(url);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
    await purge('all');
    await relay.stop();
    for (const url of [...PAGES, '/main.0123456789.js']) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 200]);
    }
    const never = await get('/faqs?never-cached');
    expect(never.status).toBe(503);
    expect(await never.text()).toContain('unavailable for a moment');

    // The API's calls are never cached: with the origin gone each one answers a 5xx at once, never
    // hangs, so a cached page's booking journey can say online booking is unavailable (issue 26).
    const calls = [
      ['POST', '/api/token', '{"clearCache":false}'],
      ['POST', '/api/booking/availability', '{}'],
      ['GET', '/api/v1/content/search-restaurants/', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const started = Date.now();
      const headers = { authorization: 'Bearer a-token', 'content-type': 'application/json' };
      const answer = await fetch(`${varnish.url}${url}`, { method, headers, body, signal: AbortSignal.timeout(10_000) });
      await answer.arrayBuffer();
      expect([method, url, Math.floor(answer.status / 100)]).toEqual([method, url, 5]);
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  }, 30_000);
});
