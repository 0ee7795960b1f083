import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pinOf, publishRemote, serverEntry, sha256 } from '../test-support/remote-server-fixtures';
import { createRemoteRenderer } from './remote-renderer';

const SITE = 'https://www.example.test';
const props = {
  widget: 'app',
  location: { pathname: '/our-menu', search: '', hash: '' },
  config: { brandKey: 'b', siteName: 'Maison Rivière', apiBase: '' },
  origin: SITE,
  now: 0,
  api: { baseUrl: 'http://127.0.0.1:4000', token: { accessToken: 't', expiresAt: 1 } },
};

describe('createRemoteRenderer', () => {
  let store: string;
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger;
  const renderer = (options: Partial<Parameters<typeof createRemoteRenderer>[0]> = {}) =>
    createRemoteRenderer({ remotesStore: store, siteUrl: SITE, serverOrigins: [], budgetMs: 100, log, ...options });

  beforeEach(() => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
    lines.length = 0;
  });
  afterEach(() => fs.rmSync(store, { recursive: true, force: true }));

  it('keeps one module per live version and drops those the release no longer names', async () => {
    const r = renderer();
    const v1 = { remotes: { 'mf-menus': publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0')) } };
    const v2 = { remotes: { 'mf-menus': publishRemote(store, 'mf-menus', '2.0.0', serverEntry.renders('2.0.0')) } };
    expect((await r.render('mf-menus', v1, props))?.version).toBe('1.0.0');
    // The release moves on: 1.0.0 is dropped and 2.0.0 loaded before its first page.
    r.retain(v2);
    expect(r.loadedVersions()).toEqual(['mf-menus@2.0.0']);
    expect((await r.render('mf-menus', v2, props))?.result.html).toContain('Menus 2.0.0');
    r.retain({ remotes: {} });
    expect(r.loadedVersions()).toEqual([]);
  });

  it("tells the render where the version's browser build is served, for the URLs of its images", async () => {
    const source = `exports.contractVersion = 2; exports.version = '1.0.0';
      exports.render = async (props) => ({ html: '<img src="' + props.assetBase + 'images/chef.svg" alt="">', state: null });`;
    const release = { remotes: { 'mf-careers': publishRemote(store, 'mf-careers', '1.0.0', source) } };
    expect((await renderer().render('mf-careers', release, props))?.result.html).toBe('<img src="/remotes/mf-careers/1.0.0/images/chef.svg" alt="">');
  });

  it('refuses a file whose version is not its folder’s', async () => {
    const release = { remotes: { 'mf-menus': publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('9.9.9')) } };
    expect(await renderer().render('mf-menus', release, props)).toBeNull();
    expect(lines.join('\n')).toMatch(/it says version 9.9.9, its folder 1.0.0/);
  });

  it('aborts the signal it gave the render when the budget runs out', async () => {
    const source = `exports.contractVersion = 2; exports.version = '1.0.0';
      exports.render = (props) => new Promise((resolve, reject) => props.signal.addEventListener('abort', () => { props.api.aborted = props.signal.reason.message; reject(new Error('stopped')); }));`;
    const release = { remotes: { 'mf-menus': publishRemote(store, 'mf-menus', '1.0.0', source) } };
    const api: typeof props.api & { aborted?: string } = { ...props.api };
    expect(await renderer({ budgetMs: 20 }).render('mf-menus', release, { ...props, api })).toBeNull();
    // Aborted as the budget ran out, before the render was given up.
    expect(api.aborted).toBe('time budget spent');
  });

  it('runs a server entry from another origin only when that origin is allowed', async () => {
    const source = serverEntry.renders('3.0.0');
    const files: Record<string, string> = {
      'https://cdn.example.com/mf-menus/3.0.0.publish.json': JSON.stringify({ server: { entry: 'server/remote-server.js', sha256: sha256(source) } }),
      'https://cdn.example.com/mf-menus/3.0.0/server/remote-server.js': source,
    };
    const fetchText = jest.fn(async (url: string) => files[url] ?? Promise.reject(new Error(`${url} answered 404`)));
    const release = { remotes: { 'mf-menus': 'https://cdn.example.com/mf-menus/3.0.0/mf-manifest.json' } };

    expect(await renderer({ fetchText }).render('mf-menus', release, props)).toBeNull();
    expect(fetchText).not.toHaveBeenCalled();
    expect(lines.join('\n')).toMatch(/not a server-rendered origin/);

    const allowed = await renderer({ fetchText, serverOrigins: ['https://cdn.example.com'] }).render('mf-menus', release, props);
    expect(allowed?.result.html).toContain('Menus 3.0.0');
  });

  describe('held to the release file’s pin', () => {
    /** Publishes 1.0.0 and pins it as release set does; `after` then changes the store. */
    function pinnedRelease(after: (folder: string) => void = () => undefined) {
      const manifest = publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0'));
      const release = { remotes: { 'mf-menus': manifest }, pins: { 'mf-menus': pinOf(store, 'mf-menus', '1.0.0') } };
      after(path.join(store, 'mf-menus', '1.0.0'));
      return release;
    }
    /** Replaces the server entry and writes a publish record that vouches for it. */
    const replaceEntry = (source: string) => (folder: string) => {
      fs.writeFileSync(path.join(folder, 'server/remote-server.js'), source);
      fs.writeFileSync(`${folder}.publish.json`, JSON.stringify({ server: { entry: 'server/remote-server.js', sha256: sha256(source) } }));
    };

    it('runs the server entry whose bytes are the pinned ones', async () => {
      expect((await renderer().render('mf-menus', pinnedRelease(), props))?.result.html).toContain('Menus 1.0.0');
    });

    it('refuses an entry changed in the store after the release pinned it, even with a publish record that matches it', async () => {
      const release = pinnedRelease(replaceEntry(`${serverEntry.renders('1.0.0')}\nexports.render = async () => ({ html: '<p>swapped</p>', state: null });`));
      expect(await renderer().render('mf-menus', release, props)).toBeNull();
      const log = lines.join('\n');
      expect(log).toMatch(/mf-menus@1\.0\.0: its server entry could not be loaded: server\/remote-server\.js is not the file the release pinned \(its sha256 is [0-9a-f]{12}…, the release file's pin [0-9a-f]{12}…\); its pages render the remote in the browser/);
      expect(log).toMatch(/mf-menus \/our-menu: rendered in the browser \(its server entry could not be loaded: /);
    });

    it('runs no server entry for a version pinned without one, whatever its publish record says', async () => {
      const release = pinnedRelease();
      release.pins['mf-menus'] = { ...release.pins['mf-menus'], server: null };
      expect(await renderer().render('mf-menus', release, props)).toBeNull();
      expect(lines.join('\n')).toMatch(/rendered in the browser \(version 1\.0\.0 has no server build\)/);
    });

    it('refuses a pin of another version than the one the release names', async () => {
      const release = pinnedRelease();
      release.pins['mf-menus'] = { ...release.pins['mf-menus'], manifest: '/remotes/mf-menus/0.9.0/mf-manifest.json' };
      expect(await renderer().render('mf-menus', release, props)).toBeNull();
      expect(lines.join('\n')).toMatch(/the release file's pin is for \/remotes\/mf-menus\/0\.9\.0\/mf-manifest\.json, not \/remotes\/mf-menus\/1\.0\.0\/mf-manifest\.json/);
    });

    it('loads the version again when its pin changes', async () => {
      const r = renderer();
      const release = pinnedRelease();
      expect((await r.render('mf-menus', release, props))?.result.html).toContain('render 1 of');
      replaceEntry(serverEntry.renders('1.0.0').replace('Menus', 'Menus again'))(path.join(store, 'mf-menus', '1.0.0'));
      const repinned = { ...release, pins: { 'mf-menus': pinOf(store, 'mf-menus', '1.0.0') } };
      r.retain(repinned);
      expect((await r.render('mf-menus', repinned, props))?.result.html).toContain('Menus again 1.0.0');
    });

    it('checks a release file written before pins against the publish record, as before, and says so', async () => {
      const release = { remotes: { 'mf-menus': publishRemote(store, 'mf-menus', '1.0.0', serverEntry.renders('1.0.0')) } };
      expect((await renderer().render('mf-menus', release, props))?.result.html).toContain('Menus 1.0.0');
      expect(lines.join('\n')).toMatch(/mf-menus@1\.0\.0: the release file has no pin for it; its server entry is checked against its publish record only \(release set pins it\)/);
    });
  });

  it.each([
    ['a manifest outside /remotes/', '/elsewhere/mf-menus/1.0.0/mf-manifest.json'],
    ['a manifest of another remote', '/remotes/mf-finder/1.0.0/mf-manifest.json'],
    ['a folder climbing out of the store', '/remotes/mf-menus/../mf-manifest.json'],
  ])('renders nothing from %s', async (_case, url) => {
    expect(await renderer().render('mf-menus', { remotes: { 'mf-menus': url } }, props)).toBeNull();
  });
});
