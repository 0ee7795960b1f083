import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

/** A stand-in for shell/dist-ssr/ssr.js with the same exports, so the server's part is tested alone. */
const FAKE_BUNDLE = `
exports.asksConsent = (cookies) => !/(^|; )cookie_consent=/.test(cookies);
exports.renderShell = ({ url, settings, page, askConsent }) => {
  if (url === '/boom') throw new Error('render failed');
  return { html: (askConsent ? '<section class="cookie-banner"></section>' : '') + '<main><h1>' + (page ? page.currentPage.title : 'remote route') + '</h1><p>' + settings.site_name + '</p></main>', initial: { settings: { site_name: settings.site_name }, page: page ? page.currentPage.id : null, x: '</script>' } };
};
`;

describe('site server: server rendering of the shell', () => {
  let api: FakeBrandApi;
  let site: Site;

  beforeAll(async () => {
    api = await startFakeBrandApi();
    const bundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-')), 'ssr.js');
    fs.writeFileSync(bundle, FAKE_BUNDLE);
    site = await startSite({ brandApiUrl: api.url, env: { SHELL_SSR: bundle } });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  // A visitor who has decided about cookies: the banner (tested below) is not in these pages.
  const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { cookie: 'cookie_consent=accepted' } });

  it.each([
    ['/', 200, '<h1>Home</h1>'],
    ['/faqs', 200, '<h1>FAQs</h1>'],
    ['/our-menu', 200, '<h1>remote route</h1>'],
    ['/no-such-page', 404, '<h1>remote route</h1>'],
    // In another case: the page it would be is looked up, so a missing one is a 404 here too.
    ['/No-Such-Page', 404, '<h1>remote route</h1>'],
  ])('renders %s into #root with status %i', async (url, status, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(`<div id="root"><main>${heading}`);
  });

  it.each([
    ['/faqs', 'FAQs | Maison Rivière'],
    ['/no-such-page', 'Page not found | Maison Rivière'],
  ])('titles %s from what the server found: "%s"', async (url, title) => {
    expect((await get(url)).body).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['no cookies', undefined],
    ['other cookies', 'session=abc'],
    ['a consent decision', 'session=abc; cookie_consent=accepted'],
  ])('with %s, the page is the same bytes, without the cookie banner (it opens in the browser) and not varying by cookie', async (_case, cookie) => {
    const response = await site.app.inject({ method: 'GET', url: '/faqs', headers: cookie ? { cookie } : {} });
    expect(response.body).not.toContain('cookie-banner');
    expect(response.body).toBe((await get('/faqs')).body);
    expect(response.headers.vary ?? '').not.toMatch(/cookie/i);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('writes the data it rendered with beside the markup, escaped for a script block', async () => {
    const { body } = await get('/');
    const start = body.indexOf('<script type="application/json" id="initial-data">');
    expect(start).toBeGreaterThan(body.indexOf('<div id="root">'));
    const json = body.slice(start).replace(/^<script[^>]*>/, '').split('</script>')[0]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ settings: { site_name: 'Maison Rivière' }, page: 'home', x: '</script>' });
  });

  it('writes the live release into the page and preloads the files of the remote the route mounts', async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './mount',
          assets: { js: { sync: ['1.abcdef0123.js'] }, css: { sync: ['mount.abcdef0123.css'], async: ['menu.1234567890.css', '7.aaaaaaaaaa.css', '9.aaaaaaaaaa.css'] } },
        },
      ],
    };
    fs.mkdirSync(path.join(site.config.remotesStore, 'mf-menus/2.0.0'), { recursive: true });
    fs.writeFileSync(path.join(site.config.remotesStore, 'mf-menus/2.0.0/mf-manifest.json'), JSON.stringify(manifest));
    site.writeRelease({ remotes: { 'mf-menus': '/remotes/mf-menus/2.0.0/mf-manifest.json', 'mf-careers': '/remotes/mf-careers/1.0.0/mf-manifest.json' } });

    const menus = (await get('/our-menu')).body;
    // Only the remotes the page renders (mf-careers is read from /release.json if ever needed): a
    // release of another remote leaves the page as it was. The entry script read from the manifest
    // goes beside the release: the browser needs no manifest.
    expect(menus).toContain(
      '<script type="application/json" id="release">{"remotes":{"mf-menus":"/remotes/mf-menus/2.0.0/mf-manifest.json"},"entries":{"mf-menus":"/remotes/mf-menus/2.0.0/remoteEntry.js"}}</script>',
    );
    // Its scripts are preloaded once the page has painted (the shell's paint-first loader reads the list).
    expect(menus).toContain('<script type="application/json" data-after-paint>["/remotes/mf-menus/2.0.0/remoteEntry.js","/remotes/mf-menus/2.0.0/1.abcdef0123.js"]</script>');
    expect(menus).not.toContain('as="script"');
    // Its stylesheets, the routes' too, linked outright (the server-rendered HTML is styled at once), each content once.
    for (const href of ['mount.abcdef0123.css', 'menu.1234567890.css', '7.aaaaaaaaaa.css']) {
      expect(menus).toContain(`<link rel="stylesheet" href="/remotes/mf-menus/2.0.0/${href}">`);
    }
    expect(menus).not.toContain('9.aaaaaaaaaa.css');
    expect(menus).not.toContain('mf-manifest.json" as=');
    expect(menus).not.toContain('href="/remotes/mf-menus/2.0.0/mf-manifest.json"');
    // A remote on another origin (its manifest unread here) is left to the browser: its manifest is hinted.
    site.writeRelease({ remotes: { 'mf-menus': 'https://cdn.example.com/mf-menus/2.1.0/mf-manifest.json' } });
    const elsewhere = (await get('/our-menu')).body;
    expect(elsewhere).toContain('{"remotes":{"mf-menus":"https://cdn.example.com/mf-menus/2.1.0/mf-manifest.json"}}');
    expect(elsewhere).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example.com/mf-menus/2.1.0/mf-manifest.json">');

    // The home page mounts no remote: the release is there, empty, no hints.
    const home = (await get('/')).body;
    expect(home).toContain('<script type="application/json" id="release">{"remotes":{}}</script>');
    expect(home).not.toContain('rel="preload"');
  });

  it('writes no app token into the page: the browser asks POST /api/token itself', async () => {
    const { body } = await get('/');
    const config = JSON.parse(body.split('<script type="application/json" id="app-config">')[1]!.split('</script>')[0]!);
    expect(config).not.toHaveProperty('token');
    expect(body).not.toContain('accessToken');
  });

  it('falls back to rendering in the browser when server rendering fails', async () => {
    const response = await get('/boom');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('initial-data');
  });
});
