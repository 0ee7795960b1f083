import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyAppToken } from '@riviere/app-token';
import { TEST_SECRET, startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { publishRemote, serverEntry, SHELL_BUNDLE_WITH_SLOTS } from './test-support/remote-server-fixtures';
import { SITE_URL, startSite } from './test-support/site-fixture';

/** Log lines the site server wrote, as text. */
function logStream() {
  const lines: string[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } };
}

const scriptBlock = (body: string, id: string) => body.split(`<script type="application/json" id="${id}">`)[1]?.split('</script>')[0];

describe('site server: remotes rendered on the server', () => {
  let api: FakeBrandApi;
  let bundleDir: string;

  beforeAll(async () => {
    api = await startFakeBrandApi();
    bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
    fs.writeFileSync(path.join(bundleDir, 'ssr.js'), SHELL_BUNDLE_WITH_SLOTS);
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(bundleDir, { recursive: true, force: true });
  });

  async function siteWith(remotes: Record<string, (store: string) => string>, env: Record<string, string> = {}) {
    const log = logStream();
    const site = await startSite({
      brandApiUrl: api.url,
      env: { SHELL_SSR: path.join(bundleDir, 'ssr.js'), REMOTE_HTML_CACHE_MS: '0', REMOTE_RENDER_BUDGET_MS: '200', ...env },
      release: null,
      logger: log.logger,
    });
    const release = Object.fromEntries(Object.entries(remotes).map(([name, publish]) => [name, publish(site.config.remotesStore)]));
    site.writeRelease({ remotes: release });
    return { site, log: log.lines, get: (url: string) => site.app.inject({ method: 'GET', url }) };
  }

  it('renders remotes in the browser only while REMOTE_SSR is off', async () => {
    const off = await siteWith({ 'mf-menus': (store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0')) }, { REMOTE_SSR: 'off' });
    try {
      const response = await off.get('/our-menu');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<h1>Menus 1.0.0</h1>');
      expect(response.body).not.toContain('id="remote-state-mf-menus"');
    } finally {
      await off.site.close();
    }
  });

  describe('a server entry that renders', () => {
    let s: Awaited<ReturnType<typeof siteWith>>;
    beforeAll(async () => {
      s = await siteWith({ 'mf-menus': (store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0')) });
    });
    afterAll(() => s.site.close());

    it("puts the remote's HTML inside its slot host, ready, for the path and query", async () => {
      const response = await s.get('/our-menu?diet=vegan');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<section data-state="ready"><div data-remote-host="mf-menus"><h1>Menus 1.0.0</h1><p>render 1 of /our-menu?diet=vegan at ');
      // The remote calls the brand API directly, with a server token; the page's own token is not handed to it.
      expect(response.body).toContain(`<p>api ${api.url} token yes page token no</p>`);
    });

    it("writes the remote's title, description, canonical URL and one JSON-LD block per thing into the head", async () => {
      const { body } = await s.get('/our-menu');
      expect(body).toContain('<title>Our menus | Maison Rivière</title>');
      expect(body).toContain('<meta name="description" content="Every menu we serve">');
      expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/our-menu">`);
      expect(body).toContain('<meta property="og:title" content="Our menus | Maison Rivière">');
      const blocks = body.split('<script type="application/ld+json">').slice(1).map((b) => JSON.parse(b.split('</script>')[0]!));
      expect(blocks).toEqual([{ '@type': 'Menu', name: 'À la carte' }, { '@type': 'Menu', name: 'Set menu' }]);
    });

    it('carries the state, the instant and the version for hydration, escaped for a script block', async () => {
      const { body } = await s.get('/our-menu');
      const json = scriptBlock(body, 'remote-state-mf-menus')!;
      expect(json).not.toMatch(/<\/script/i);
      const block = JSON.parse(json);
      expect(block).toEqual({ state: { queries: { '/our-menu': { data: { note: '</script><script>alert(1)</script>' } } } }, now: expect.any(Number), version: '1.0.0' });
      expect(body).toContain(` at ${block.now}</p>`);
      expect(body.indexOf('id="remote-state-mf-menus"')).toBeGreaterThan(body.indexOf('</main>'));
    });

    it('answers 404 when the remote says the thing does not exist, kept out of search results', async () => {
      const response = await s.get('/our-menu/no-such-menu');
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Menu not found | Maison Rivière</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('rel="canonical"');
      expect(response.body).toContain('We could not find that menu');
    });

    it('leaves the shell’s own pages and other remotes’ routes to the browser', async () => {
      const careers = await s.get('/careers/job-search');
      expect(careers.statusCode).toBe(200);
      expect(careers.body).toContain('data-state="loading"');
      expect(careers.body).not.toContain('remote-state-');
    });
  });

  it.each([
    ['throws', (store: string) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.throws('1.0.0')), /failed, rendered in the browser: the menu data was not there/],
    ['never settles', (store: string) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.hangs('1.0.0')), /failed, rendered in the browser: it took longer than 200 ms/],
    ['does not match its sha256', (store: string) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0'), { wrongHash: true }), /does not match the sha256/],
    ['was published before server builds', (store: string) => publishRemote(store, 'mf-menus', '1.0.0', '', { browserOnly: true }), /version 1.0.0 has no server build/],
    ['requires a package it did not bundle', (store: string) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.requiresPackage('1.0.0')), /may only require Node built-ins, not \\"react\\"/],
  ])('a server entry that %s: the page still answers 200 and the browser renders the remote (logged)', async (_case, publish, reason) => {
    const s = await siteWith({ 'mf-menus': publish });
    try {
      const started = Date.now();
      const response = await s.get('/our-menu');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<section data-state="loading">');
      expect(response.body).not.toContain('remote-state-');
      expect(response.body).toContain('<title>Menus | Maison Rivière</title>');
      expect(s.log.some((line) => reason.test(line))).toBe(true);
    } finally {
      await s.site.close();
    }
  });

  it('serves the new version’s HTML as soon as the release names it, and the old one again on rollback, without a restart', async () => {
    const s = await siteWith({ 'mf-menus': (store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0')) });
    try {
      const store = s.site.config.remotesStore;
      expect((await s.get('/our-menu')).body).toContain('<h1>Menus 1.0.0</h1>');
      s.site.writeRelease({ remotes: { 'mf-menus': publishRemote(store, 'mf-menus', '1.1.0', serverEntry.renders('1.1.0')) } });
      const next = (await s.get('/our-menu')).body;
      expect(next).toContain('<h1>Menus 1.1.0</h1>');
      expect(JSON.parse(scriptBlock(next, 'remote-state-mf-menus')!).version).toBe('1.1.0');
      s.site.writeRelease({ remotes: { 'mf-menus': '/remotes/mf-menus/1.0.0/mf-manifest.json' } });
      // Loaded afresh: the module of 1.0.0 was dropped when 1.1.0 went live (its render count starts again).
      expect((await s.get('/our-menu')).body).toContain('<h1>Menus 1.0.0</h1><p>render 1 of /our-menu');
    } finally {
      await s.site.close();
    }
  });

  describe('with the page cache', () => {
    let s: Awaited<ReturnType<typeof siteWith>>;
    beforeAll(async () => {
      s = await siteWith(
        {
          'mf-menus': (store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0')),
          'mf-marketing': (store) => publishRemote(store, 'mf-marketing', '1.0.0', serverEntry.renders('1.0.0')),
          'mf-booking': (store) => publishRemote(store, 'mf-booking', '1.0.0', serverEntry.renders('1.0.0')),
        },
        { REMOTE_HTML_CACHE_MS: '60000' },
      );
    });
    afterAll(() => s.site.close());

    const token = (body: string) => JSON.parse(scriptBlock(body, 'app-config')!).token.accessToken as string;

    it('serves the same rendered HTML again, each time with a fresh app token', async () => {
      const first = (await s.get('/our-menu/set-menu')).body;
      await new Promise((resolve) => setTimeout(resolve, 1100)); // tokens are signed to the second
      const second = (await s.get('/our-menu/set-menu')).body;
      expect(second).toContain('render 1 of /our-menu/set-menu');
      expect(token(second)).not.toBe(token(first));
      await expect(verifyAppToken(TEST_SECRET, token(second))).resolves.toBeUndefined();
      const withoutConfig = (body: string) => body.replace(/<script type="application\/json" id="app-config">.*?<\/script>/, '');
      expect(withoutConfig(second)).toBe(withoutConfig(first));
      // Another query is another page.
      expect((await s.get('/our-menu/set-menu?diet=vegan')).body).toContain('render 2 of /our-menu/set-menu?diet=vegan');
    });

    it('keeps nothing made with a shell build that has since been replaced', async () => {
      const count = async () => /render (\d+) of/.exec((await s.get('/our-menu/deli')).body)?.[1];
      const first = await count();
      expect(await count()).toBe(first);
      const template = path.join(s.site.config.shellDist, 'index.html');
      fs.writeFileSync(template, fs.readFileSync(template, 'utf8').replace('main.0123456789.js', 'main.9876543210.js'));
      const fresh = await s.get('/our-menu/deli');
      expect(fresh.body).toContain('main.9876543210.js');
      expect(/render (\d+) of/.exec(fresh.body)?.[1]).toBe(String(Number(first) + 1));
    });

    it('renders the sign-up and preferences forms on the server; an unknown preferences id answers 404, kept out of search results', async () => {
      for (const url of ['/sign-up', '/preferences/abc']) {
        const response = await s.get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toMatch(new RegExp(`<div data-remote-host="mf-marketing"><h1>Menus 1\\.0\\.0</h1><p>render \\d+ of ${url} `));
        expect(response.body).toContain('id="remote-state-mf-marketing"');
      }
      const unknown = await s.get('/preferences/no-such-customer');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('<meta name="robots" content="noindex">');
      expect(unknown.body).toContain('<div data-remote-host="mf-marketing"><h1>We could not find that menu</h1></div>');
    });

    it.each([
      ['a personal page', '/preferences/abc'],
      ['a guest’s own booking', '/booking/MR1/live'],
      ['a page the remote says is for one person', '/sign-up?personal=1'],
    ])('never keeps %s', async (_case, url) => {
      const first = (await s.get(url)).body;
      const second = (await s.get(url)).body;
      const count = (body: string) => Number(/render (\d+) of/.exec(body)?.[1]);
      expect(count(first)).toBeGreaterThan(0);
      expect(count(second)).toBe(count(first) + 1);
    });
  });
});
