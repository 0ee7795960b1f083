import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeBrandApi, TEST_SECRET, type FakeBrandApi } from './test-support/fake-brand-api';
import { CHILD_PROCESS_ROUTES, publishRemote, serverEntry, SHELL_BUNDLE_WITH_SLOTS } from './test-support/remote-server-fixtures';
import { eventually, startSite } from './test-support/site-fixture';

/**
 * Server entries run in render workers (SSR_ISOLATION=worker): whatever one does —
 * loop forever, fill its heap, reach for a command, a file or the site server's secret — its page
 * is rendered in the browser as before, and the site server goes on answering.
 */
describe('site server: remotes rendered in isolated workers', () => {
  let api: FakeBrandApi;
  let bundleDir: string;
  const BUDGET_MS = 200;

  beforeAll(async () => {
    api = await startFakeBrandApi();
    bundleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-'));
    fs.writeFileSync(path.join(bundleDir, 'ssr.js'), SHELL_BUNDLE_WITH_SLOTS);
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(bundleDir, { recursive: true, force: true });
  });

  async function siteWith(menus: (store: string) => string, env: Record<string, string> = {}, now?: () => number) {
    const log: string[] = [];
    const site = await startSite({
      brandApiUrl: api.url,
      ...(now ? { now } : {}),
      env: { SHELL_SSR: path.join(bundleDir, 'ssr.js'), REMOTE_HTML_CACHE_MS: '0', REMOTE_RENDER_BUDGET_MS: String(BUDGET_MS), SSR_ISOLATION: 'worker', REMOTE_RENDER_THREADS: '2', ...env },
      release: null,
      logger: { level: 'info', stream: { write: (line: string) => log.push(line) } },
    });
    site.writeRelease({ remotes: { 'mf-menus': menus(site.config.remotesStore) } });
    const get = (url: string) => site.app.inject({ method: 'GET', url });
    /** The page rendered in the browser, as when the remote has no server build; then the site still answers. */
    async function expectBrowserRender(url = '/our-menu') {
      const started = Date.now();
      const page = await get(url);
      const took = Date.now() - started;
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<section data-state="loading">');
      expect(page.body).not.toContain('remote-state-');
      expect(page.body).toContain('<title>Menus | Maison Rivière</title>');
      const after = await get('/faqs');
      expect(after.statusCode).toBe(200);
      expect((await get('/health')).json()).toEqual({ status: 'ok', brandData: 'ready' });
      return { page, took };
    }
    return { site, log, get, expectBrowserRender };
  }

  it('runs a server entry in a worker with SSR_ISOLATION=worker, and in this process with SSR_ISOLATION=none', async () => {
    for (const [env, expected] of [[{}, 'worker'], [{ SSR_ISOLATION: 'none' }, 'site']] as const) {
      const source = `exports.contractVersion = 2; exports.version = '1.0.0';
        exports.render = async () => ({ html: '<h1>Menus</h1><p>' + (typeof process === 'undefined' ? 'worker' : 'site') + '</p>', state: null });`;
      const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', source), env);
      try {
        const page = await s.get('/our-menu');
        expect(page.body).toContain(`<h1>Menus</h1><p>${expected}</p>`);
      } finally {
        await s.site.close();
      }
    }
  });

  it("renders in a worker by the site server's clock, also when the site server's Date is moved: the instant the page renders for is the render's now", async () => {
    const at = Date.parse('2027-01-13T11:00:00.000Z');
    // The site server's Date runs 45 days ahead of its workers' (a test's fixed clock): a worker's
    // pulse and a render's deadline are not read by Date, so no worker is taken for stuck.
    const realNow = Date.now.bind(Date);
    const moved = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 45 * 86_400_000);
    const source = `exports.contractVersion = 2; exports.version = '1.0.0';
      exports.render = async () => ({ html: '<h1>Menus</h1><p>' + new Date().toISOString().slice(0, 16) + '</p>', state: null });`;
    const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', source), {}, () => at);
    try {
      expect((await s.get('/our-menu')).body).toContain('<h1>Menus</h1><p>2027-01-13T11:00</p>');
      expect(s.log.join('')).not.toContain('the worker was stopped');
    } finally {
      moved.mockRestore();
      await s.site.close();
    }
  });

  it('stops a render that never gives its thread back (while (true) {}) at the budget: the page renders in the browser, the next render works', async () => {
    const s = await siteWith((store) => {
      publishRemote(store, 'mf-menus', '2.0.0', serverEntry.renders('2.0.0'));
      return publishRemote(store, 'mf-menus', '1.0.0', serverEntry.loopsForever('1.0.0'));
    });
    try {
      // The first page also waits for the workers to start and load the version.
      await s.expectBrowserRender();
      for (let i = 0; i < 3; i += 1) {
        const { took } = await s.expectBrowserRender();
        // The page does not wait for the loop (which never ends): it answers by the budget plus the
        // page's own work (generous: the suites run side by side on two cores), sooner when its
        // render went to the looping worker as it was stopped.
        expect(took).toBeLessThan(BUDGET_MS + 800);
      }
      expect(s.log.join('\n')).toMatch(/mf-menus@1.0.0 failed, rendered in the browser: it took longer than 200 ms/);
      // The looping workers are stopped: with both free again, a release that renders is served.
      await eventually(() => expect(s.log.join('\n')).toMatch(/render worker \d+: it kept its render worker busy for over 1000 ms without a pause: the worker was stopped/));
      s.site.writeRelease({ remotes: { 'mf-menus': '/remotes/mf-menus/2.0.0/mf-manifest.json' } });
      // The first render of the new version may meet a worker that is still starting or loading it
      // (a 200 ms budget, on a machine running other suites): its page renders in the browser, a later one on the server.
      await eventually(async () => expect((await s.get('/our-menu')).body).toContain('<h1>Menus 2.0.0</h1>'), 10_000);
    } finally {
      await s.site.close();
    }
    // It waits for two stuck workers to be stopped (1 s each) and replaced: on a machine running
    // other suites, more than Jest's default 5 s.
  }, 30_000);

  it('replaces a worker whose render fills its heap: the page renders in the browser', async () => {
    const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.fillsMemory('1.0.0')), {
      REMOTE_RENDER_MEMORY_MB: '16',
      REMOTE_RENDER_BUDGET_MS: '5000',
    });
    try {
      await s.expectBrowserRender();
      expect(s.log.join('\n')).toMatch(/its render worker stopped \(.*memory/i);
      await s.expectBrowserRender();
    } finally {
      await s.site.close();
    }
  });

  it.each(Object.entries(CHILD_PROCESS_ROUTES))('refuses at load an entry reaching child_process by %s', async (_route, { expression, refused }) => {
    const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.reachesChildProcess('1.0.0', expression)));
    try {
      await s.expectBrowserRender();
      await s.expectBrowserRender();
      const log = s.log.join('\n');
      expect(log).toMatch(/mf-menus \/our-menu: rendered in the browser \(its server entry could not be loaded: /);
      expect(log).toMatch(refused);
      expect(log).not.toContain('ran a command');
    } finally {
      await s.site.close();
    }
  });

  it('refuses an entry that reads process.env (the worker has no environment and no secret either)', async () => {
    const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.readsEnvironment('1.0.0')), { TOKEN_SECRET: TEST_SECRET });
    try {
      const { page } = await s.expectBrowserRender();
      expect(page.body).not.toContain(TEST_SECRET);
      expect(s.log.join('\n')).toMatch(/its server entry could not be loaded: process is not defined/);
    } finally {
      await s.site.close();
    }
  });

  it('refuses a file whose bytes differ from its publish record’s sha256', async () => {
    const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0'), { wrongHash: true }));
    try {
      await s.expectBrowserRender();
      expect(s.log.join('\n')).toMatch(/does not match the sha256 of its publish record/);
    } finally {
      await s.site.close();
    }
  });

  it('lets a render fetch the brand API it was given and nothing else', async () => {
    const s = await siteWith((store) => publishRemote(store, 'mf-menus', '1.0.0', serverEntry.fetchesElsewhere('1.0.0')));
    try {
      await s.expectBrowserRender();
      expect(s.log.join('\n')).toMatch(/may only fetch the brand API \(http:\/\/127\.0\.0\.1:\d+\), not http:\/\/127\.0\.0\.1:9\/steal/);
    } finally {
      await s.site.close();
    }
  });
});
