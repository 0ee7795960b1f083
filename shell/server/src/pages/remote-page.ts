import { isBookableOnline, resolveRestaurantsPath } from '@riviere/restaurant-rules';
import { jsonForScript } from '@riviere/server-kit';
import type { BrandData } from '../brand/brand-data';
import type { Release } from '../release/release';
import { contentPageId, matchSiteRoute, type RemoteName } from '../routes/route-table';
import type { PageMeta } from '../seo/page-meta';
import type { AppConfig } from '../seo/render-head';
import type { RemoteRenderer } from '../ssr/remote-renderer';
import { hostKey, stateBlockId, type HydrationData, type ServerRenderProps, type ServerRenderResult } from '@riviere/mf-contract/server-html';

/** One remote's server render of the page's route, or of a widget on the page. */
export interface RemoteRender {
  name: RemoteName;
  /** 'app' for the route; a widget's name ('booking-strip'). */
  widget: string;
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
  /** Renders read the brand API anew each time (a shared cache in front is the page cache: REMOTE_HTML_CACHE_MS=0). */
  fresh?: boolean;
}


/** The remote that renders the path's main content, and whether its HTML may be cached. */
export function remotePageOf(rawPath: string): { name: RemoteName; personal: boolean } | null {
  const route = matchSiteRoute(rawPath)?.route;
  if (!route?.remote) return null;
  return { name: route.remote, personal: route.cache === 'private' };
}

/**
 * A widget the site server renders on a page, and who places its HTML: 'shell' — a slot of the
 * shell's own page (the home page's booking strip after the hero); 'page' — the element the
 * route's remote left for it in its HTML (`data-widget-host`, mf-finder's box for the strip).
 */
export interface WidgetPlan {
  remote: RemoteName;
  widget: string;
  params?: Record<string, string>;
  placedBy: 'shell' | 'page';
}

/**
 * The content pages whose form tile the site server renders, so the form is in the page's HTML
 * and posts without JavaScript (shell/server forms): the pages the brand's content puts them on.
 * A form tile on any other page renders in the browser.
 */
const CONTENT_PAGE_FORMS: Readonly<Record<string, Omit<WidgetPlan, 'placedBy'>>> = {
  contact: { remote: 'mf-marketing', widget: 'contact-form' },
  'group-bookings': { remote: 'mf-booking', widget: 'group-booking-form' },
};

/**
 * The widgets of a page, as the shell and the remotes place them: the contact and group booking
 * forms on their pages (CONTENT_PAGE_FORMS); mf-booking's booking strip on
 * the home page (`/`, and `/book-now` under its modal) and on the page of a restaurant that
 * takes bookings online (its overview, about and book-now pages: mf-finder shows the strip there
 * for `city/slug`). The strip of any other page renders in the browser.
 */
export function widgetsOf(rawPath: string, data: BrandData): WidgetPlan[] {
  const contentPage = contentPageId(rawPath);
  if (contentPage === 'home') return [{ remote: 'mf-booking', widget: 'booking-strip', placedBy: 'shell' }];
  const form = contentPage ? CONTENT_PAGE_FORMS[contentPage] : undefined;
  if (form) return [{ ...form, placedBy: 'shell' }];
  const match = matchSiteRoute(rawPath);
  if (match?.route.remote !== 'mf-finder' || match.segments[0] !== 'restaurants') return [];
  const target = resolveRestaurantsPath(match.segments.slice(1), data.restaurants);
  if (target.kind !== 'restaurant' || target.page === 'menu') return [];
  const { city, slug, enableBookings } = target.restaurant;
  if (!isBookableOnline({ ...target.restaurant, enableBookings: enableBookings === true })) return [];
  return [{ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: `${city}/${slug}` }, placedBy: 'page' }];
}

/** The remote's server render of this URL (its route, or one of its widgets), or null: the browser renders it (already logged). */
export async function renderRemote(
  options: RemotePagesOptions,
  name: RemoteName,
  rawPath: string,
  search: string,
  config: AppConfig,
  widget: { widget: string; params?: Record<string, string> } = { widget: 'app' },
): Promise<RemoteRender | null> {
  const now = (options.now ?? Date.now)();
  const rendered = await options.renderer.render(name, options.release(), {
    widget: widget.widget,
    ...(widget.params ? { params: widget.params } : {}),
    location: { pathname: rawPath, search, hash: '' },
    config,
    origin: options.siteUrl,
    now,
    api: await options.api(),
    ...(options.fresh ? { fresh: true } : {}),
  });
  return rendered && { name, widget: widget.widget, version: rendered.version, now, result: rendered.result };
}

/** The data block the remote hydrates from, by the id the shell looks for (`stateBlockId` of the HTML contract). */
export function remoteStateBlock(render: RemoteRender): string {
  const { name, widget, version, now, result } = render;
  // Which lazy parts the HTML shows, as the render said: the browser loads them before it hydrates.
  const parts = Array.isArray(result.parts) ? result.parts.filter((part): part is string => typeof part === 'string') : undefined;
  const hydrate: HydrationData = { state: result.state ?? null, now, version, ...(parts ? { parts } : {}) };
  return `<script type="application/json" id="${stateBlockId(hostKey(name, widget))}">${jsonForScript(hydrate)}</script>`;
}

/**
 * The page's HTML with a widget's HTML in the element the page's remote left for it (empty, marked
 * `data-widget-host="<remote>/<widget>"`, exactly once); null when the page has no such element.
 */
export function placeWidget(pageHtml: string, widget: RemoteRender): string | null {
  const marker = `data-widget-host="${hostKey(widget.name, widget.widget)}"`;
  const at = pageHtml.indexOf(marker);
  if (at < 0 || pageHtml.indexOf(marker, at + marker.length) >= 0) return null;
  const inside = pageHtml.indexOf('>', at) + 1;
  if (inside === 0 || !pageHtml.startsWith('</div>', inside)) return null;
  return pageHtml.slice(0, inside) + widget.result.html + pageHtml.slice(inside);
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
