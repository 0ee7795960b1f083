import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Pin, Release } from '../release/release';
import type { ServerRenderProps, ServerRenderResult } from '@riviere/mf-contract/server-html';
import { checkResult, sha256 } from './remote-server-module';
import { inProcessRunner, type CheckedEntry, type EntryRunner } from './entry-runners';

export interface RemoteRendererOptions {
  remotesStore: string;
  siteUrl: string;
  /** Other origins whose server entries may run here (REMOTE_SERVER_ORIGINS); others render in the browser. */
  serverOrigins: readonly string[];
  /** Time allowed for one render (REMOTE_RENDER_BUDGET_MS). */
  budgetMs: number;
  log: FastifyBaseLogger;
  /** Reads a file of another origin (tests replace it). */
  fetchText?: (url: string) => Promise<string>;
  /** Where the server entries run: a render worker pool (`workerRunner`), or this process (the default). */
  runner?: EntryRunner;
}

/** Where one release entry's files are (its version folder and the publish record beside it), and its pin. */
interface Located {
  key: string;
  name: string;
  version: string;
  manifestUrl: string;
  /** The release file's pin of this remote; none in a release file written before pins. */
  pin: Pin | undefined;
  read(relative: string): Promise<Buffer>;
  publishRecord(): Promise<string>;
}

interface PublishRecord {
  server?: { entry?: unknown; sha256?: unknown };
}

const MANIFEST = /^(.*)\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Renders a remote's route on the server with the live release's server entry. Modules are
 * loaded once per `name@version` and dropped when their version leaves the release, so memory
 * stays flat across releases. A missing, altered, throwing or slow entry is logged once per
 * render and answers null: the page then renders the remote in the browser, as before.
 */
export function createRemoteRenderer(options: RemoteRendererOptions) {
  const store = path.resolve(options.remotesStore);
  const own = new URL(options.siteUrl).origin;
  const readRemote = options.fetchText ?? fetchText;
  const runner = options.runner ?? inProcessRunner();
  const modules = new Map<string, Promise<CheckedEntry | null>>();
  /** Why a version has no server render, logged once per version. */
  const noServer = new Map<string, string>();

  function locate(name: string, release: Release): Located | null {
    const manifestUrl = release.remotes[name];
    if (!manifestUrl) return null;
    const url = new URL(manifestUrl, options.siteUrl);
    const match = MANIFEST.exec(url.pathname);
    if (!match || match[2] !== name) return null;
    const base = match[1] ?? '';
    const version = match[3] ?? '';
    const pin = release.pins?.[name];
    // Another pin, another module: a version is loaded again if the file it is held to changes.
    const pinned = !pin ? '' : pin.manifest !== manifestUrl ? '#other' : `#${pin.server?.sha256.slice(0, 16) ?? 'none'}`;
    const key = `${name}@${version}@${url.origin}${base}${pinned}`;
    const where = { key, name, version, manifestUrl, pin };
    if (url.origin === own) {
      if (base !== '/remotes') return null;
      const folder = path.join(store, name, version);
      if (!folder.startsWith(store + path.sep)) return null;
      const inFolder = (relative: string) => {
        const file = path.resolve(folder, relative);
        if (!file.startsWith(folder + path.sep)) throw new Error(`${relative} is outside its version folder`);
        return fs.readFile(file);
      };
      return { ...where, read: inFolder, publishRecord: () => fs.readFile(`${folder}.publish.json`, 'utf8') };
    }
    if (!options.serverOrigins.includes(url.origin)) return null;
    const folderUrl = `${url.origin}${base}/${name}/${version}`;
    return {
      ...where,
      read: async (relative) => Buffer.from(await readRemote(new URL(relative, `${folderUrl}/`).href)),
      publishRecord: () => readRemote(`${folderUrl}.publish.json`),
    };
  }

  /**
   * The server entry the version may run and the sha256 its bytes must have: the release file's
   * pin, written by `release set` when it checked the version. Only a release file written
   * before pins falls back to the version's publish record, which lives beside the file it
   * vouches for. Null: the version renders in the browser.
   */
  async function expectedEntry(located: Located): Promise<{ entry: string; sha256: string; pinned: boolean } | null> {
    const { pin } = located;
    if (pin) {
      if (pin.manifest !== located.manifestUrl) throw new Error(`the release file's pin is for ${pin.manifest}, not ${located.manifestUrl}; run release set again`);
      return pin.server ? { ...pin.server, pinned: true } : null;
    }
    let record: PublishRecord;
    try {
      record = JSON.parse(await located.publishRecord()) as PublishRecord;
    } catch (error) {
      throw new Error(`no publish record (${(error as Error).message})`);
    }
    const entry = record.server?.entry;
    const expected = record.server?.sha256;
    if (typeof entry !== 'string' || typeof expected !== 'string') return null;
    options.log.warn(`${located.name}@${located.version}: the release file has no pin for it; its server entry is checked against its publish record only (release set pins it)`);
    return { entry, sha256: expected, pinned: false };
  }

  async function load(located: Located): Promise<CheckedEntry | null> {
    const expected = await expectedEntry(located);
    if (!expected) return null;
    const { entry } = expected;
    const bytes = await located.read(entry);
    const actual = sha256(bytes);
    if (actual !== expected.sha256) {
      throw new Error(expected.pinned
        ? `${entry} is not the file the release pinned (its sha256 is ${actual.slice(0, 12)}…, the release file's pin ${expected.sha256.slice(0, 12)}…)`
        : `${entry} does not match the sha256 of its publish record`);
    }
    const checked = { key: located.key, version: located.version, filename: `${located.key}/${entry}`, bytes };
    await runner.load(checked);
    return checked;
  }

  function moduleFor(located: Located): Promise<CheckedEntry | null> {
    let loading = modules.get(located.key);
    if (!loading) {
      loading = load(located).catch((error: unknown) => {
        const reason = `its server entry could not be loaded: ${(error as Error).message}`;
        options.log.warn(`${located.name}@${located.version}: ${reason}; its pages render the remote in the browser`);
        noServer.set(located.key, reason);
        return null;
      });
      modules.set(located.key, loading);
    }
    return loading;
  }

  /**
   * Forgets every version the release no longer names (their modules become garbage) and starts
   * loading the ones it newly names, so the first page after a release does not wait for the file.
   */
  function retain(release: Release): void {
    const live = new Map<string, Located>();
    for (const name of Object.keys(release.remotes)) {
      const located = locate(name, release);
      if (located) live.set(located.key, located);
    }
    for (const key of modules.keys()) {
      if (!live.has(key)) {
        modules.delete(key);
        noServer.delete(key);
      }
    }
    runner.retain([...live.keys()]);
    for (const located of live.values()) void moduleFor(located);
  }

  /**
   * The remote's server render of this request, or null (logged with the reason) when the page
   * should render it in the browser. Never throws.
   */
  async function render(name: string, release: Release, props: Omit<ServerRenderProps, 'signal'>): Promise<{ result: ServerRenderResult; version: string } | null> {
    const manifestUrl = release.remotes[name];
    const where = `${name} ${props.location.pathname}`;
    if (!manifestUrl) return null;
    const located = locate(name, release);
    if (!located) {
      options.log.info(`${where}: rendered in the browser (${manifestUrl} is not a server-rendered origin)`);
      return null;
    }
    const module = await moduleFor(located);
    if (!module) {
      const reason = noServer.get(located.key);
      options.log.info(`${where}: rendered in the browser (${reason ?? `version ${located.version} has no server build`})`);
      return null;
    }
    try {
      const assetBase = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      return { result: checkResult(await runner.render(module, { ...props, assetBase }, options.budgetMs)), version: located.version };
    } catch (error) {
      options.log.warn(`${where}: server render of ${name}@${located.version} failed, rendered in the browser: ${(error as Error).message}`);
      return null;
    }
  }

  return {
    render,
    retain,
    loadedVersions: () => [...modules.keys()].map((key) => key.split('@').slice(0, 2).join('@')),
    close: () => runner.close(),
  };
}

export type RemoteRenderer = ReturnType<typeof createRemoteRenderer>;
