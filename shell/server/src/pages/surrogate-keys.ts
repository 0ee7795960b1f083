import { canonicalSegments, contentPageOf, matchSiteRoute, type SiteRouteMatch } from '../routes/route-table';

/**
 * Surrogate keys (Fastly's `Surrogate-Key`, Varnish's `xkey`): the names under which a shared
 * cache files a page, so that a change purges exactly the pages it touches. Every page carries
 * `all`, its route (`route:/restaurants/:city/:slug`), each remote it renders as
 * `remote@version` (a release of that remote purges it) and the content it shows.
 */
const ALL = 'all';

/** The key a release of a remote purges: `mf-menus@2.0.0` (the manifest's folder), `mf-menus` + the URL otherwise. */
export function remoteKey(name: string, manifestUrl: string): string {
  const parts = manifestUrl.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const version = parts.length >= 2 ? parts[parts.length - 2]! : '';
  return /^[\w.+-]+$/.test(version) ? `${name}@${version}` : `${name}@${encodeURIComponent(manifestUrl)}`;
}

/**
 * What each route shows, by pattern: the lists it shows (a kind) and the one thing its params name.
 * A content change purges the kind's key when the list changes, the thing's key when it does.
 */
const SHOWS: Readonly<Record<string, (params: readonly string[], match: SiteRouteMatch) => string[]>> = {
  '/': () => ['page:home', 'restaurants'],
  '/book-now': () => ['page:home', 'restaurants'],
  '/find-us': () => ['restaurants'],
  '/restaurants': () => ['restaurants'],
  '/restaurants/:city': () => ['restaurants'],
  '/our-menu': () => ['menus'],
  '/menu': () => ['menus'],
  '/our-menu/:id': ([id]) => [`menu:${id}`],
  '/menu/:id': ([id]) => [`menu:${id}`],
  '/restaurants/:city/menu': () => ['menus', 'restaurants'],
  '/restaurants/:city/menu/:id': ([, id]) => [`menu:${id}`, 'restaurants'],
  '/restaurants/:city/:slug': (_, m) => [restaurant(m)],
  '/restaurants/:city/:slug/about': (_, m) => [restaurant(m)],
  '/restaurants/:city/:slug/book-now': (_, m) => [restaurant(m)],
  '/restaurants/:city/:slug/menu': (_, m) => [restaurant(m), 'menus'],
  '/restaurants/:city/:slug/menu/:id': ([, , id], m) => [restaurant(m), `menu:${id}`],
  '/careers/job-search': () => ['jobs'],
  '/careers/job-search/:id': () => ['jobs'],
  '/careers/job/:id': ([id]) => [`job:${id}`],
  '/offer/:id': ([id]) => [`offer:${id}`],
};

function restaurant(match: SiteRouteMatch): string {
  const [, city, slug] = canonicalSegments(match);
  return `restaurant:${city}/${slug}`;
}

/** A key is a token: no spaces or controls (header-safe), at most 128 characters. */
function safe(key: string): string | null {
  const clean = key.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
  return clean.length > 0 && clean.length <= 128 ? clean : null;
}

/** The keys of a page: `all`, its route, the remotes it renders (name → manifest URL) and what it shows. */
export function pageKeys(pathname: string, remotes: Readonly<Record<string, string>> = {}): string[] {
  const match = matchSiteRoute(pathname);
  const route = match ? `route:${match.route.path}` : 'route:not-found';
  const shows = match ? (SHOWS[match.route.path]?.(match.params, match) ?? (match.route.remote ? [] : [`page:${contentPageOf(match)}`])) : [];
  const keys = [ALL, route, ...Object.entries(remotes).map(([name, url]) => remoteKey(name, url)), ...shows];
  return [...new Set(keys.map(safe).filter((k): k is string => k !== null))];
}

/**
 * The keys a change of release purges: each remote whose manifest changed or went, as it was
 * (`mf-menus@1.0.0`), and `release` — the same keys `npm run release -- set` sends the CDN.
 */
export function releaseChangeKeys(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string[] {
  const changed = Object.entries(before).filter(([name, url]) => after[name] !== url).map(([name, url]) => remoteKey(name, url));
  const added = Object.keys(after).some((name) => !(name in before));
  return changed.length > 0 || added ? [...changed, 'release'] : [];
}
