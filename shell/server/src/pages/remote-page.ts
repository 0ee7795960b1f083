import { jsonForScript } from '@riviere/server-kit';
import type { Release } from '../release/release';
import { matchSiteRoute, type RemoteName } from '../routes/route-table';
import type { PageMeta } from '../seo/page-meta';
import type { AppConfig } from '../seo/render-head';
import type { RemoteRenderer } from '../ssr/remote-renderer';
import type { ServerRenderProps, ServerRenderResult } from '../ssr/remote-server-module';

/** One remote's server render of the page's route. */
export interface RemoteRender {
  name: RemoteName;
  version: string;
  /** The instant it rendered for: the browser's first frame uses the same (`hydrate.now`). */
  now: number;
  result: ServerRenderResult;
}

export interface RemotePagesOptions {
  renderer: RemoteRenderer;
  release: () => Release;
  /** The site's public origin (canonical URLs and JSON-LD). */
  siteUrl: string;
  /** The brand API as the proxy reaches it, with a server token. */
  api: () => Promise<ServerRenderProps['api']>;
  now?: () => number;
}

/** Pages for one person: their HTML is never cached (preferences, a guest's own booking, whatever its params). */
const PERSONAL_ROUTES = /^\/(?:preferences|booking)\//;

/** The remote that renders the path's main content, and whether its HTML may be cached. */
export function remotePageOf(rawPath: string): { name: RemoteName; personal: boolean } | null {
  const route = matchSiteRoute(rawPath)?.route;
  if (!route?.remote) return null;
  return { name: route.remote, personal: PERSONAL_ROUTES.test(route.path) };
}

/** The remote's server render of this URL, or null: the browser renders it (already logged). */
export async function renderRemote(options: RemotePagesOptions, name: RemoteName, rawPath: string, search: string, config: AppConfig): Promise<RemoteRender | null> {
  const now = (options.now ?? Date.now)();
  const { token: _pageToken, ...withoutToken } = config;
  const rendered = await options.renderer.render(name, options.release(), {
    widget: 'app',
    location: { pathname: rawPath, search, hash: '' },
    config: withoutToken,
    origin: options.siteUrl,
    now,
    api: await options.api(),
  });
  return rendered && { name, version: rendered.version, now, result: rendered.result };
}

/** The data block `RemoteSlot` hydrates the remote from: `#remote-state-<name>`. */
export function remoteStateBlock({ name, version, now, result }: RemoteRender): string {
  return `<script type="application/json" id="remote-state-${name}">${jsonForScript({ state: result.state ?? null, now, version })}</script>`;
}

/** The head as the remote's render says, over the site server's defaults for the path. */
interface RemoteHead {
  meta: PageMeta;
  status: number;
  canonicalUrl?: string;
  jsonLd?: readonly Record<string, unknown>[];
}

/**
 * The remote knows the page's title, description, canonical URL and structured data, and whether
 * the thing the URL names exists; the site server's own defaults fill what it leaves out. Its
 * JSON-LD replaces the site server's `Restaurant` block (one block per thing, never two).
 */
export function headFromRemote(meta: PageMeta, { result }: RemoteRender): RemoteHead {
  const head = result.head ?? {};
  if (result.status === 404 || result.status === 410) {
    return { meta: { ...meta, status: 404, title: head.title || 'Page not found', noindex: true, jsonLd: null }, status: result.status };
  }
  const jsonLd = head.jsonLd && head.jsonLd.length > 0 ? head.jsonLd : undefined;
  return {
    meta: {
      ...meta,
      title: head.title || meta.title,
      description: head.description || meta.description,
      noindex: meta.noindex || head.noindex === true,
      jsonLd: jsonLd ? null : meta.jsonLd,
    },
    status: meta.status,
    ...(head.canonical ? { canonicalUrl: head.canonical } : {}),
    ...(jsonLd ? { jsonLd } : {}),
  };
}
