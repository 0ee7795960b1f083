import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandData, BrandDataSource } from '../brand/brand-data';
import { escapeHtml, jsonForScript } from '@riviere/server-kit';
import { hostKey } from '@riviere/mf-contract/server-html';
import type { ShellSsr } from '../ssr/shell-ssr';
import type { Release } from '../release/release';
import { watchFile } from '../lib/watched-file';
import { ROUTE_MIDDLEWARE, runRouteMiddleware, type Middleware, type MiddlewareOutcome, type RouteMiddleware } from './route-middleware';
import { contentPageId, isPrivatePage, remoteForPath, type RemoteName } from '../routes/route-table';
import { pageKeys, releaseChangeKeys } from './surrogate-keys';
import { normalisePath, pageMeta, type PageMeta } from '../seo/page-meta';
import { fullTitle, injectHead, renderHeadTags, type AppConfig } from '../seo/render-head';
import { etagOf } from '../static/cache-policy';
import { PageCache } from './page-cache';
import { headFromRemote, placeWidget, remotePageOf, remoteStateBlock, renderRemote, widgetsOf, type RemotePagesOptions, type RemoteRender, type WidgetPlan } from './remote-page';

/** Used until the shell has been built into SHELL_DIST, so the server still answers. */
export const BUILT_IN_TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title></title>
  </head>
  <body>
    <div id="root"><p>The site shell has not been built yet.</p></div>
  </body>
</html>
`;

export interface HtmlPage {
  status: number;
  /** The page's markup (read from `body` when there is one: only tests and a few rare pages read it). */
  readonly html: string;
  /**
   * The page as sent: its UTF-8 bytes, encoded once. A rendered page is a string of many small
   * pieces; hashing it and then writing it, each as a string, would join and encode it twice.
   */
  body?: Buffer;
  /** Surrogate keys of the page (surrogate-keys.ts): what a purge names to drop it. */
  keys?: readonly string[];
  /** A strong validator of `body`: `"<sha-1, base64url>"`. */
  etag?: string;
}

/** A page that keeps only its bytes (what the page cache holds): `html` is read back from them. */
function pageOfBytes<T extends Omit<HtmlPage, 'html' | 'body' | 'etag'>>(body: Buffer, fields: T): T & HtmlPage {
  const page = { ...fields, body, etag: etagOf(body) };
  return Object.defineProperty(page, 'html', { get: () => body.toString('utf8'), enumerable: true }) as T & HtmlPage;
}

/**
 * The page's bytes: the template with `root`'s pieces in place of its empty `#root`. Each piece is
 * encoded on its own and the bytes joined: joining the strings first would make one string of the
 * whole page, and a string past V8's regular object size (128 KB: a page of 64,000 characters
 * once one of them is outside Latin-1, as a dash or a curly quote is) is copied into the large
 * object space at about 1 ms a page (bench:ssr).
 */
export function pageBytes(template: string, root: readonly string[] | null): Buffer {
  const at = root ? ROOT.exec(template) : null;
  if (!root || !at) return Buffer.from(template);
  const pieces = [template.slice(0, at.index), ...root, template.slice(at.index + at[0].length)];
  return Buffer.concat(pieces.map((piece) => Buffer.from(piece)));
}

/** What goes on the wire for `page`. */
export const bodyOf = (page: HtmlPage): Buffer | string => page.body ?? page.html;

export interface HtmlPagesOptions {
  shellDist: string;
  siteUrl: string;
  brandKey: string;
  brandData: BrandDataSource;
  /**
   * Each render uses brand data fetched after it began (a shared cache in front is the page
   * cache: a render after a content purge must not show what was there before it).
   */
  freshBrandData?: boolean;
  fileCheckMs: number;
  log: FastifyBaseLogger;
  /** The shell's server renderer, when built. */
  ssr?: ShellSsr | null;
  /** A content page by id (null: the brand API has none); cached by the caller. */
  loadPage?: (id: string) => Promise<unknown>;
  /**
   * The live release: the entries of the remotes a page renders are written into it, so the shell
   * registers them without a request (it reads the others from /release.json when it needs them).
   */
  release?: () => Release;
  /** Preload hints for a remote's entry and mount files. */
  remotePreloads?: (manifestUrl: string) => string;
  /** A remote's entry script from its manifest, when the server can read it. */
  remoteEntry?: (manifestUrl: string) => string | null;
  /** Route middleware by name (ROUTE_MIDDLEWARE names them); a missing name is a 500. */
  middleware?: Readonly<Record<string, Middleware>>;
  /** Which routes run which middleware; the default table unless a test replaces it. */
  middlewareRoutes?: readonly RouteMiddleware[];
  /** Keys the browser needs: reCAPTCHA site key and Google Maps key (absent = offline defaults). */
  recaptchaSiteKey?: string | null;
  mapsApiKey?: string | null;
  /** Server rendering of the remotes' routes with the live release's server entries. */
  remotes?: RemotePagesOptions;
  /** How long a page with a remote's server render is kept (ms); 0 = never. */
  remoteHtmlCacheMs?: number;
}

/**
 * The release entries of the remotes the page renders (the one its path mounts, those of the
 * widgets rendered into it) as a data block, and preload hints for their files, so the browser
 * fetches them beside the shell rather than after it. Only those: releasing any other remote
 * leaves this page's bytes as they were (the shell reads the rest from /release.json).
 */
function releaseTags(options: HtmlPagesOptions, rawPath: string, widgetRemotes: readonly RemoteName[] = []): { tags: string; remotes: Record<string, string> } {
  if (!options.release) return { tags: '', remotes: {} };
  const release = options.release();
  const route = remoteForPath(rawPath);
  const remotes = [...new Set([...(route ? [route] : []), ...widgetRemotes])].filter((remote) => release.remotes[remote]);
  const hints = remotes
    .map((remote) => release.remotes[remote] as string)
    .map((manifest) => (options.remotePreloads ? options.remotePreloads(manifest) : ''))
    .join('');
  const manifests = Object.fromEntries(remotes.map((name) => [name, release.remotes[name] as string]));
  // Each remote's entry script beside its manifest: the browser loads a remote without first
  // fetching its manifest (a round trip less); remotes the server cannot read are left out.
  const entries = Object.fromEntries(
    remotes.flatMap((name) => {
      const entry = options.remoteEntry?.(manifests[name] as string);
      return entry ? [[name, entry]] : [];
    }),
  );
  const inPage = Object.keys(entries).length > 0 ? { ...release, remotes: manifests, entries } : { ...release, remotes: manifests };
  return { tags: `<script type="application/json" id="release">${jsonForScript(inPage)}</script>${hints}`, remotes: manifests };
}

const ROOT = /<div id=["']?root["']?>\s*<\/div>/;

interface Rendered {
  /** What takes the template's empty `#root`, in pieces (`#root` with the shell's HTML, then the data blocks); null: rendered in the browser. */
  root: string[] | null;
  /** The content page the path shows, when there is one. */
  page: { title?: string; description?: string } | null;
  /** The path names a content page the brand API does not have. */
  notFound: boolean;
}

/**
 * The shell's own pages rendered on the server: the hero is in the first HTML the browser gets,
 * and the data it was rendered with goes beside it for hydration. Any failure falls back to
 * rendering in the browser. An unknown content page id answers 404.
 */
async function serverRender(options: HtmlPagesOptions, url: string, config: AppConfig, settings: BrandData['settings'], pageError?: PageError, renders: ServerRenders = NO_RENDERS): Promise<Rendered> {
  if (!options.ssr) return { root: null, page: null, notFound: false };
  const rawPath = url.split('?')[0] ?? url;
  const { remote, inPage, shellWidgets } = renders;
  try {
    const id = pageError ? null : contentPageId(rawPath);
    const page = id && options.loadPage ? await options.loadPage(id) : undefined;
    const rendered = options.ssr.renderShell({
      url,
      config,
      settings,
      ...(page !== undefined ? { page } : {}),
      ...(pageError ? { pageError } : {}),
      ...(remote ? { remote: { name: remote.name, html: remote.result.html } } : {}),
      ...(shellWidgets.length > 0 ? { widgets: shellWidgets.map((w) => ({ remote: w.name, widget: w.widget, html: w.result.html })) } : {}),
    });
    // A widget the shell did not place (a home page without its hero) carries no state.
    const placedByShell = shellWidgets.filter((w) => rendered.placed?.includes(hostKey(w.name, w.widget)));
    const carried = [...(remote ? [remote] : []), ...inPage, ...placedByShell];
    // The remotes' states go beside the shell's, outside #root: the shell's hydration never sees them.
    const data = `<script type="application/json" id="initial-data">${jsonForScript(rendered.initial)}</script>${carried.map(remoteStateBlock).join('')}`;
    const current = (page as { currentPage?: { title?: string; description?: string } } | null | undefined)?.currentPage ?? null;
    return { root: [`<div id="root">`, rendered.html, `</div>`, data], page: current, notFound: id !== null && page === null };
  } catch (error) {
    options.log.warn(`server rendering of ${rawPath} failed, the browser renders it: ${(error as Error).message}`);
    return { root: null, page: null, notFound: false };
  }
}

/** What the remotes rendered for a page: its route (its HTML holding the widgets placed in it) and the shell's widgets. */
interface ServerRenders {
  remote: RemoteRender | null;
  /** Widgets placed in the route's HTML. */
  inPage: readonly RemoteRender[];
  /** Widgets the shell places in its own slots. */
  shellWidgets: readonly RemoteRender[];
}

const NO_RENDERS: ServerRenders = { remote: null, inPage: [], shellWidgets: [] };

/**
 * The route's remote and the page's widgets rendered side by side (each within its own time
 * budget); a widget that goes in the route's HTML is placed there. A widget that could not be
 * rendered or placed is left to the browser, as is the route whose render failed.
 */
async function renderRemotes(options: RemotePagesOptions, log: FastifyBaseLogger, owner: RemoteName | null, widgets: readonly WidgetPlan[], rawPath: string, search: string, config: AppConfig) {
  const [route, ...rendered] = await Promise.all([
    owner ? renderRemote(options, owner, rawPath, search, config) : null,
    ...widgets.map((w) => renderRemote(options, w.remote, rawPath, search, config, { widget: w.widget, ...(w.params ? { params: w.params } : {}) })),
  ]);
  let remote = route ?? null;
  const inPage: RemoteRender[] = [];
  const shellWidgets: RemoteRender[] = [];
  for (const [i, widget] of rendered.entries()) {
    if (!widget) continue;
    if (widgets[i]?.placedBy === 'shell') {
      shellWidgets.push(widget);
      continue;
    }
    const html = remote ? placeWidget(remote.result.html, widget) : null;
    if (remote && html !== null) {
      remote = { ...remote, result: { ...remote.result, html } };
      inPage.push(widget);
    } else if (remote) {
      log.info(`${hostKey(widget.name, widget.widget)} ${rawPath}: rendered in the browser (${owner}@${remote.version} has no element for it)`);
    }
  }
  const renders: ServerRenders = { remote, inPage, shellWidgets };
  // Every render there was to do came back (a page whose render failed is not kept: the next request tries again).
  const complete = (owner === null || route !== null) && rendered.every((r) => r !== null) && (owner !== null || widgets.length > 0);
  const cacheable = complete && [route, ...rendered].every((r) => r?.result.cacheable !== false);
  return { renders, cacheable };
}

/** What the page shows instead of its content when a route's middleware failed (500). */
export interface PageError {
  status: number;
  message: string;
}

/** The head follows what the server found: a content page's own title, the 404 page, or the error page. */
function metaFor(meta: PageMeta, rawPath: string, rendered: Rendered, outcome: MiddlewareOutcome): PageMeta {
  if (outcome.status === 500) return { ...meta, status: 500, title: 'Something went wrong', noindex: true, jsonLd: null };
  if (rendered.notFound || outcome.status === 404) return { ...meta, status: 404, title: 'Page not found', noindex: true, jsonLd: null };
  if (!rendered.page || rawPath === '/') return meta;
  return { ...meta, title: rendered.page.title || meta.title, description: rendered.page.description || meta.description };
}

/** The route's middleware verdict; a brand API failure while checking is not the visitor's 404. */
async function middlewareOutcome(options: HtmlPagesOptions, rawPath: string): Promise<MiddlewareOutcome> {
  if (!options.middleware) return { status: 200 };
  try {
    return await runRouteMiddleware(rawPath, options.middleware, options.middlewareRoutes ?? ROUTE_MIDDLEWARE);
  } catch (error) {
    options.log.warn(`route middleware for ${rawPath} could not run: ${(error as Error).message}`);
    return { status: 200 };
  }
}

/** The plain page shown while the brand settings or restaurants cannot be had. */
export function startingPage(reason: string): string {
  const message = `The site is starting: ${reason}`;
  return `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8"><title>The site is starting</title></head>
  <body>
    <h1>Sorry, the site is not available yet</h1>
    <p>${escapeHtml(message)}</p>
    <p>Please try again in a moment.</p>
  </body>
</html>
`;
}

/** A page as built (what the page cache keeps). */
interface BuiltPage extends HtmlPage {
  /** A remote rendered it on the server and said it may be kept. */
  cacheable: boolean;
}

/** index.html per route: the shell build's template with this page's title, tags and config. */
export function createHtmlPages(options: HtmlPagesOptions) {
  const template = watchFile<string>({
    file: path.join(options.shellDist, 'index.html'),
    intervalMs: options.fileCheckMs,
    parse: (text) => text,
    onProblem: (message) => options.log.warn(`shell template: ${message}; using the built-in one`),
  });
  const pageCache = new PageCache<BuiltPage>(options.remoteHtmlCacheMs ?? 0);
  let cachedWith: readonly [string | null | undefined, BrandData | null] = [null, null];
  let releaseSeen: Readonly<Record<string, string>> | null = null;

  async function build(rawPath: string, search: string, data: BrandData, appConfig: AppConfig): Promise<BuiltPage> {
    const { settings } = data;
    const meta = pageMeta(rawPath, { data, siteUrl: options.siteUrl });
    const outcome = meta.status === 404 ? ({ status: 200 } as const) : await middlewareOutcome(options, rawPath);
    const pageError = outcome.status === 500 ? { status: 500, message: outcome.message } : undefined;
    const shellTemplate = template.current() ?? BUILT_IN_TEMPLATE;
    const canRender = Boolean(options.ssr) && ROOT.test(shellTemplate);
    const owner = remotePageOf(rawPath);
    const remotes = canRender && options.remotes && meta.status === 200 && outcome.status === 200
      ? await renderRemotes(options.remotes, options.log, owner?.name ?? null, widgetsOf(rawPath, data), rawPath, search, appConfig)
      : { renders: NO_RENDERS, cacheable: false };
    const remote = remotes.renders.remote;
    const rendered = canRender ? await serverRender(options, rawPath + search, appConfig, settings, pageError, remotes.renders) : { root: null, page: null, notFound: false };
    const fromRemote = remote && rendered.root !== null ? headFromRemote(metaFor(meta, rawPath, rendered, outcome), remote) : null;
    const pageMetaNow = fromRemote?.meta ?? metaFor(meta, rawPath, rendered, outcome);
    // Without server rendering the browser still learns why the page failed.
    const errorData = pageError && rendered.root === null
      ? `<script type="application/json" id="initial-data">${jsonForScript({ pageError: { ...pageError, path: normalisePath(rawPath)?.path ?? rawPath } })}</script>`
      : '';
    const head = renderHeadTags({
      meta: pageMetaNow,
      siteName: settings.site_name,
      siteUrl: options.siteUrl,
      appConfig,
      ...(fromRemote?.canonicalUrl ? { canonicalUrl: fromRemote.canonicalUrl } : {}),
      ...(fromRemote?.jsonLd ? { jsonLd: fromRemote.jsonLd } : {}),
    });
    const widgetRemotes = rendered.root === null ? [] : [...remotes.renders.inPage, ...remotes.renders.shellWidgets].map((w) => w.name);
    const release = releaseTags(options, rawPath, widgetRemotes);
    const withHead = injectHead(shellTemplate, fullTitle(pageMetaNow, settings.site_name), head + release.tags + errorData);
    const cacheable = remotes.cacheable && rendered.root !== null && !owner?.personal;
    return pageOfBytes(pageBytes(withHead, rendered.root), { status: fromRemote?.status ?? pageMetaNow.status, cacheable, keys: pageKeys(rawPath, release.remotes) });
  }

  /**
   * Pages with remotes' server renders (the route's, the widgets') are kept per URL and the release
   * entries of every remote that renders on them: releasing any of them makes a new page. A page
   * for one person is never kept.
   */
  function cacheKey(rawPath: string, search: string, data: BrandData): string | null {
    if (!pageCache.enabled || !options.release) return null;
    if (isPrivatePage(rawPath, search)) return null;
    const owner = remotePageOf(rawPath);
    const names = [...new Set([...(owner ? [owner.name] : []), ...widgetsOf(rawPath, data).map((w) => w.remote)])];
    if (names.length === 0) return null;
    const { remotes } = options.release();
    const manifests = names.map((name) => remotes[name]);
    return manifests.every(Boolean) ? `${manifests.join(' ')} ${rawPath}${search}` : null;
  }

  /**
   * The page for `rawPath` + `search`: the same bytes for every visitor (no token, no cookie
   * banner: consent is read and the banner opened in the browser), so a shared cache may keep it.
   */
  async function render(rawPath: string, search = ''): Promise<HtmlPage> {
    if (options.freshBrandData) await options.brandData.fetchedSince(Date.now());
    const state = options.brandData.state();
    if (state.status === 'unavailable') return { status: 500, html: startingPage(state.message) };
    await template.refresh();
    const appConfig: AppConfig = {
      brandKey: options.brandKey,
      siteName: state.data.settings.site_name,
      apiBase: '',
      ...(options.recaptchaSiteKey ? { recaptchaSiteKey: options.recaptchaSiteKey } : {}),
      ...(options.mapsApiKey ? { mapsApiKey: options.mapsApiKey } : {}),
    };
    // A new shell build or new brand data makes every kept page stale.
    const inputs = [template.current(), state.data] as const;
    if (inputs[0] !== cachedWith[0] || inputs[1] !== cachedWith[1]) {
      pageCache.clear();
      cachedWith = inputs;
    }
    // A release drops the pages of the versions that left, by the keys a shared cache is purged with.
    if (options.release) {
      const { remotes } = options.release();
      if (releaseSeen && remotes !== releaseSeen) pageCache.purge(releaseChangeKeys(releaseSeen, remotes));
      releaseSeen = remotes;
    }
    const key = cacheKey(rawPath, search, state.data);
    let page = key ? pageCache.get(key) : undefined;
    if (!page) {
      page = await build(rawPath, search, state.data, appConfig);
      if (key && page.cacheable) pageCache.set(key, page, page.keys);
    }
    return page;
  }

  /** Drops the kept pages filed under any of `keys` (a purge: the same keys a shared cache is told). */
  function purge(keys: readonly string[]): number {
    return pageCache.purge(keys);
  }

  return Object.assign(render, { purge });
}
