import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { publishRemote, serverEntry, sha256 } from '../test-support/remote-server-fixtures';
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

  it.each([
    ['a manifest outside /remotes/', '/elsewhere/mf-menus/1.0.0/mf-manifest.json'],
    ['a manifest of another remote', '/remotes/mf-finder/1.0.0/mf-manifest.json'],
    ['a folder climbing out of the store', '/remotes/mf-menus/../mf-manifest.json'],
  ])('renders nothing from %s', async (_case, url) => {
    expect(await renderer().render('mf-menus', { remotes: { 'mf-menus': url } }, props)).toBeNull();
  });
});
