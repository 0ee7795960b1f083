import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { pinOf, publishRemote, serverEntry, sha256, SHELL_BUNDLE_WITH_SLOTS } from './test-support/remote-server-fixtures';
import { SITE_URL, startSite } from './test-support/site-fixture';

/** Log lines the site server wrote, as text. */
function logStream() {
  const lines: string[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } };
}

const scriptBlock = (body: string, id: string) => body.split(`<script type="application/json" id="${id}">`)[1]?.split('</script>')[0];

describe.each(['none', 'worker'])('site server: remotes rendered on the server (SSR_ISOLATION=%s)', (isolation) => {
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
      env: { SHELL_SSR: path.join(bundleDir, 'ssr.js'), REMOTE_HTML_CACHE_MS: '0', REMOTE_RENDER_BUDGET_MS: '200', SSR_ISOLATION: isolation, ...env },
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
    ['requires a package it did not bundle', (store: string) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.requiresPackage('1.0.0')), /may only require .*, not \\"react\\"/],
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

  it('refuses a server entry whose bytes are not the release file’s pin, renders that version in the browser and keeps answering', async () => {
    const s = await siteWith({});
    try {
      const store = s.site.config.remotesStore;
      const pinned = (version: string) => ({
        remotes: { 'mf-menus': publishRemote(store, 'mf-menus', version, serverEntry.renders(version)) },
        pins: { 'mf-menus': pinOf(store, 'mf-menus', version) },
      });
      const v1 = pinned('1.0.0');
      s.site.writeRelease(v1);
      expect((await s.get('/our-menu')).body).toContain('<h1>Menus 1.0.0</h1>');

      // 1.1.0 is released pinned; then its file in the store is swapped, with a publish record that vouches for the new bytes.
      const v2 = pinned('1.1.0');
      const swapped = serverEntry.renders('1.1.0').replace('Menus', 'Swapped');
      fs.writeFileSync(path.join(store, 'mf-menus/1.1.0/server/remote-server.js'), swapped);
      fs.writeFileSync(path.join(store, 'mf-menus/1.1.0.publish.json'), JSON.stringify({ server: { entry: 'server/remote-server.js', sha256: sha256(swapped) } }));
      s.site.writeRelease(v2);
      for (let i = 0; i < 2; i += 1) {
        const response = await s.get('/our-menu');
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<section data-state="loading">');
        expect(response.body).not.toContain('Swapped');
        expect(response.body).not.toContain('remote-state-');
      }
      expect(s.log.join('\n')).toMatch(/mf-menus@1\.1\.0: its server entry could not be loaded: server\/remote-server\.js is not the file the release pinned \(its sha256 is [0-9a-f]{12}…, the release file's pin [0-9a-f]{12}…\)/);
      expect((await s.get('/release.json')).json()).toEqual({ remotes: v2.remotes });

      // Still up: rolled back, the pinned 1.0.0 renders on the server again.
      s.site.writeRelease(v1);
      expect((await s.get('/our-menu')).body).toContain('<h1>Menus 1.0.0</h1>');
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

    it('serves the same rendered HTML again, to every visitor, whatever their cookies', async () => {
      const visit = async (url: string, cookie?: string) => (await s.site.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
      const first = await visit('/our-menu/set-menu');
      expect(first).toContain('render 1 of /our-menu/set-menu');
      expect(first).not.toContain('cookie-banner');
      expect(await visit('/our-menu/set-menu', 'cookie_consent=rejected')).toBe(first);
      expect(await visit('/our-menu/set-menu', 'session=1')).toBe(first);
      // Another query is another page.
      expect(await visit('/our-menu/set-menu?diet=vegan')).toContain('render 2 of /our-menu/set-menu?diet=vegan');
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
      ['a page the remote says is for one person', '/sign-up?personal=1'],
    ])('never keeps %s', async (_case, url) => {
      const first = (await s.get(url)).body;
      const second = (await s.get(url)).body;
      const count = (body: string) => Number(/render (\d+) of/.exec(body)?.[1]);
      expect(count(first)).toBeGreaterThan(0);
      expect(count(second)).toBe(count(first) + 1);
    });

    it('renders a guest’s own booking on the server (readable without JavaScript), never kept nor stored by anyone', async () => {
      const first = await s.get('/booking/MR1/live');
      expect(first.body).toContain('<div data-remote-host="mf-booking"><h1>Menus 1.0.0</h1><p>render ');
      expect(first.headers['cache-control']).toBe('private, no-store');
      const count = (body: string) => Number(/render (\d+) of \/booking\/MR1\/live/.exec(body)?.[1]);
      expect(count((await s.get('/booking/MR1/live')).body)).toBe(count(first.body) + 1);
    });
  });

  describe('widgets on the page: the booking strip', () => {
    const strip = (version = '1.0.0') => (store: string) => publishRemote(store, 'mf-booking', version, serverEntry.bookingStrip(version));
    const finder = (version = '1.0.0') => (store: string) => publishRemote(store, 'mf-finder', version, serverEntry.restaurantPage(version));
    const STRIP_BLOCK = 'remote-state-mf-booking-booking-strip';

    describe('rendered', () => {
      let s: Awaited<ReturnType<typeof siteWith>>;
      beforeAll(async () => {
        s = await siteWith({ 'mf-booking': strip(), 'mf-finder': finder() });
      });
      afterAll(() => s.site.close());

      it("puts the home page's strip in its slot after the hero, ready, with its own state block", async () => {
        const response = await s.get('/?covers=4');
        expect(response.statusCode).toBe(200);
        expect(response.body).toMatch(/<h1>Bienvenue<\/h1><section data-state="ready"><div data-remote-host="mf-booking\/booking-strip"><section id="booking-area"><h2>Book a table<\/h2><p>strip \d+ for none at (\d+)<\/p>/);
        const block = JSON.parse(scriptBlock(response.body, STRIP_BLOCK)!);
        expect(block).toEqual({ state: { booking: { restaurant: 'none', step: 'restaurant' } }, now: expect.any(Number), version: '1.0.0' });
        // The browser's first frame is for the instant the server rendered for.
        expect(response.body).toContain(` at ${block.now}</p>`);
        expect(response.body.indexOf(`id="${STRIP_BLOCK}"`)).toBeGreaterThan(response.body.indexOf('</main>'));
        // mf-booking's files are hinted in the head (its stylesheets style the strip from the first paint).
        expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-booking/1.0.0/mf-manifest.json">');
      });

      it("puts a restaurant page's strip, for that restaurant, in the element the finder left for it, each with its own state block", async () => {
        const response = await s.get('/restaurants/london/greenwich');
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(
          '<div data-remote-host="mf-finder"><h1>Restaurant page 1.0.0 for /restaurants/london/greenwich</h1><div class="fd-booking-strip"><a href="/book">Book a table</a><div data-testid="booking-strip" data-widget-host="mf-booking/booking-strip"><section id="booking-area"><h2>Book a table</h2><p>strip ',
        );
        expect(response.body).toMatch(/<p>strip \d+ for london\/greenwich at \d+<\/p>/);
        expect(JSON.parse(scriptBlock(response.body, 'remote-state-mf-finder')!).state).toEqual({ queries: { restaurant: { data: '/restaurants/london/greenwich' } } });
        expect(JSON.parse(scriptBlock(response.body, STRIP_BLOCK)!).state).toEqual({ booking: { restaurant: 'london/greenwich', step: 'party' } });
        expect(response.body.split(`id="${STRIP_BLOCK}"`)).toHaveLength(2);
      });

      it("renders no strip for a restaurant that does not take bookings online (the finder shows how to book there)", async () => {
        const { body } = await s.get('/restaurants/london/covent-garden');
        expect(body).toContain('<h1>Restaurant page 1.0.0 for /restaurants/london/covent-garden</h1>');
        expect(body).toContain('data-widget-host="mf-booking/booking-strip"></div>');
        expect(body).not.toContain(STRIP_BLOCK);
      });
    });

    it.each([
      ['throws', (store: string) => publishRemote(store, 'mf-booking', '1.0.0', serverEntry.throws('1.0.0')), /mf-booking \/.*failed, rendered in the browser: the menu data was not there/],
      ['never settles', (store: string) => publishRemote(store, 'mf-booking', '1.0.0', serverEntry.hangs('1.0.0')), /mf-booking \/.*failed, rendered in the browser: it took longer than 200 ms/],
      ['is missing (a version published before server builds)', (store: string) => publishRemote(store, 'mf-booking', '1.0.0', '', { browserOnly: true }), /mf-booking \/.*version 1.0.0 has no server build/],
    ])('a strip whose server entry %s: the pages answer 200 and the browser renders the strip (logged)', async (_case, publishStrip, reason) => {
      const s = await siteWith({ 'mf-booking': publishStrip, 'mf-finder': finder() });
      try {
        const started = Date.now();
        const [home, restaurant] = await Promise.all([s.get('/'), s.get('/restaurants/london/greenwich')]);
        expect(Date.now() - started).toBeLessThan(2000);
        expect(home.statusCode).toBe(200);
        expect(home.body).toContain('<h1>Bienvenue</h1><section data-state="loading">');
        expect(restaurant.statusCode).toBe(200);
        // The finder's page is still rendered on the server, its element for the strip left empty.
        expect(restaurant.body).toContain('data-widget-host="mf-booking/booking-strip"></div>');
        expect(restaurant.body).toContain('id="remote-state-mf-finder"');
        for (const { body } of [home, restaurant]) expect(body).not.toContain(STRIP_BLOCK);
        expect(home.body).not.toContain('href="/remotes/mf-booking/1.0.0/mf-manifest.json"');
        expect(s.log.filter((line) => reason.test(line)).length).toBeGreaterThanOrEqual(2);
      } finally {
        await s.site.close();
      }
    });

    it("renders the strip in the browser when the finder's page has no element for it (logged)", async () => {
      const s = await siteWith({ 'mf-booking': strip(), 'mf-finder': (store) => publishRemote(store, 'mf-finder', '0.9.0', serverEntry.renders('0.9.0')) });
      try {
        const { body, statusCode } = await s.get('/restaurants/london/greenwich');
        expect(statusCode).toBe(200);
        expect(body).toContain('id="remote-state-mf-finder"');
        expect(body).not.toContain(STRIP_BLOCK);
        expect(s.log.some((line) => line.includes('mf-booking/booking-strip /restaurants/london/greenwich: rendered in the browser (mf-finder@0.9.0 has no element for it)'))).toBe(true);
      } finally {
        await s.site.close();
      }
    });

    it('keeps a page with two renders per the release versions of both: releasing either makes a new page', async () => {
      const s = await siteWith({ 'mf-booking': strip(), 'mf-finder': finder() }, { REMOTE_HTML_CACHE_MS: '60000' });
      try {
        const store = s.site.config.remotesStore;
        const stripCount = (body: string) => /<p>strip (\d+) for/.exec(body)?.[1];
        const page = async (url: string) => (await s.get(url)).body;
        const first = await page('/restaurants/london/greenwich');
        expect(stripCount(await page('/restaurants/london/greenwich'))).toBe(stripCount(first));
        const home = await page('/');
        expect(stripCount(await page('/'))).toBe(stripCount(home));

        // A new finder: the restaurant page is made again (the strip too); the home page is kept.
        s.site.writeRelease({ remotes: { 'mf-booking': '/remotes/mf-booking/1.0.0/mf-manifest.json', 'mf-finder': finder('1.1.0')(store) } });
        const withNewFinder = await page('/restaurants/london/greenwich');
        expect(withNewFinder).toContain('<h1>Restaurant page 1.1.0');
        expect(Number(stripCount(withNewFinder))).toBeGreaterThan(Number(stripCount(first)));
        expect(stripCount(await page('/'))).toBe(stripCount(home));

        // A new strip: both pages are made again.
        s.site.writeRelease({ remotes: { 'mf-booking': strip('1.1.0')(store), 'mf-finder': '/remotes/mf-finder/1.1.0/mf-manifest.json' } });
        for (const url of ['/', '/restaurants/london/greenwich']) expect(JSON.parse(scriptBlock(await page(url), STRIP_BLOCK)!).version).toBe('1.1.0');
      } finally {
        await s.site.close();
      }
    });

    it('does not keep a page whose strip fell back to the browser: the next request tries again', async () => {
      const s = await siteWith({ 'mf-booking': (store) => publishRemote(store, 'mf-booking', '1.0.0', serverEntry.throws('1.0.0')), 'mf-finder': finder() }, { REMOTE_HTML_CACHE_MS: '60000' });
      try {
        await s.get('/');
        await s.get('/');
        expect(s.log.filter((line) => /mf-booking \/: server render of mf-booking@1.0.0 failed/.test(line))).toHaveLength(2);
      } finally {
        await s.site.close();
      }
    });
  });
});
