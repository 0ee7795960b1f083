/**
 * The site's one route table (spec §2, ARCHITECTURE.md route ownership): every path the site
 * answers, who renders it, what its head says and which checks run before it is served. The
 * shell's router (`shell/src/app/routes.tsx`), its server render and the site server's page
 * meta and route middleware all read it, so they always agree on what a path is.
 *
 * Framework-free and dependency-free: the shell bundles it for the browser, the site server
 * compiles it with its own sources (its build compiles only `shell/server/src`, hence its home).
 *
 * Patterns are react-router's: `/restaurants/:city/:slug`. `matchSiteRoute` answers the first
 * match in table order, which is also the route react-router ranks first (static segments are
 * listed before the dynamic ones they compete with; a routes test checks the two agree).
 */

export type RemoteName = 'mf-booking' | 'mf-finder' | 'mf-menus' | 'mf-careers' | 'mf-marketing';

/**
 * How the site server writes a page's head when the route has no fixed title: the home page,
 * the `/restaurants/…` section (resolved against the restaurant list), a content page (its
 * navigation link's title) or a page that is never found.
 */
export type HeadKind = 'home' | 'restaurants' | 'content' | 'not-found';

interface RouteBase {
  /** react-router pattern, e.g. '/careers/job/:id'. */
  readonly path: string;
  /** The head's title after the site name; routes without one name a `head` kind. */
  readonly title?: string;
  readonly head?: HeadKind;
  /** Pages about one visitor or that only confirm an action stay out of search results. */
  readonly noindex?: boolean;
  /** Checks the site server runs before answering (their names; params in pattern order). */
  readonly middleware?: readonly string[];
  /**
   * 'private': a page for one person (`private, no-store`), never kept by the site server nor a
   * shared cache. Absent: the same page for every visitor, which a CDN may keep.
   */
  readonly cache?: 'private';
  /**
   * Query parameters that make any URL of the route a page for one person (mf-booking's `step`:
   * a booking journey's position, with the guest's restaurant, time and party; live availability).
   */
  readonly privateQuery?: readonly string[];
}

/** A page a remote renders: the shell mounts it with the full path. */
export interface RemoteRoute extends RouteBase {
  readonly remote: RemoteName;
  /** What the remote's slot calls the page while it loads or fails ('the restaurant page'). */
  readonly label: string;
  readonly contentPage?: undefined;
}

/** One of the shell's own content pages. */
export interface ShellRoute extends RouteBase {
  readonly remote?: undefined;
  readonly label?: undefined;
  /** The content page shown, when the path does not name it ('/book-now' shows 'home'). */
  readonly contentPage?: string;
}

export type SiteRoute = RemoteRoute | ShellRoute;

const RESTAURANT_PAGE = { remote: 'mf-finder', label: 'the restaurant page', head: 'restaurants', privateQuery: ['step'] } as const;
const MENUS = { remote: 'mf-menus', label: 'our menus' } as const;
const MENU = { remote: 'mf-menus', label: 'the menu' } as const;

/** Where the booking journey runs (the strip, the modal): its position in the query is one guest's. */
const JOURNEY = { privateQuery: ['step'] } as const;

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', contentPage: 'home', head: 'home', ...JOURNEY },
  // The booking modal (mf-booking, opened by the shell's modal watcher) sits over the home page.
  { path: '/book-now', contentPage: 'home', title: 'Book a table', ...JOURNEY },
  { path: '/find-us', remote: 'mf-finder', label: 'the restaurant finder', title: 'Find a restaurant' },
  { path: '/our-menu', ...MENUS, title: 'Menus' },
  { path: '/our-menu/:id', ...MENU, title: 'Menu' },
  { path: '/menu', ...MENUS, title: 'Menus' },
  { path: '/menu/:id', ...MENU, title: 'Menu' },
  { path: '/restaurants', remote: 'mf-finder', label: 'our restaurants', head: 'restaurants' },
  { path: '/restaurants/:city/menu', ...MENUS, head: 'restaurants' },
  { path: '/restaurants/:city/:slug', ...RESTAURANT_PAGE },
  { path: '/restaurants/:city/:slug/about', ...RESTAURANT_PAGE },
  // The booking modal sits over the restaurant page.
  { path: '/restaurants/:city/:slug/book-now', ...RESTAURANT_PAGE },
  // Booking without JavaScript: a GET search, its free times, a details form the site server answers (POST).
  { path: '/restaurants/:city/:slug/book', remote: 'mf-booking', label: 'booking', title: 'Book a table', noindex: true, cache: 'private' },
  { path: '/restaurants/:city/menu/:id', ...MENU, head: 'restaurants' },
  { path: '/restaurants/:city/:slug/menu', ...MENUS, head: 'restaurants' },
  { path: '/restaurants/:city/:slug/menu/:id', ...MENU, head: 'restaurants' },
  { path: '/restaurants/:city', remote: 'mf-finder', label: 'our restaurants', head: 'restaurants' },
  { path: '/careers/job-search', remote: 'mf-careers', label: 'job search', title: 'Job search' },
  { path: '/careers/job-search/:id', remote: 'mf-careers', label: 'job search', title: 'Job search' },
  { path: '/careers/job/:id', remote: 'mf-careers', label: 'the job', title: 'Job', middleware: ['job-exists'] },
  { path: '/offer/:id', remote: 'mf-marketing', label: 'the offer', title: 'Offer', middleware: ['offer-exists'] },
  { path: '/sign-up', remote: 'mf-marketing', label: 'newsletter sign-up', title: 'Sign up' },
  { path: '/signup-thanks', remote: 'mf-marketing', label: 'newsletter sign-up', title: 'Thank you for signing up', noindex: true },
  { path: '/preferences/:id', remote: 'mf-marketing', label: 'your preferences', title: 'Your preferences', noindex: true, cache: 'private' },
  { path: '/refer-a-friend', remote: 'mf-marketing', label: 'refer a friend', title: 'Refer a friend' },
  { path: '/referral', remote: 'mf-marketing', label: 'refer a friend', title: 'Refer a friend' },
  // A guest's own booking behind the signed link in their e-mail: view, change, cancel.
  { path: '/booking/:reference/:signature', remote: 'mf-booking', label: 'your booking', title: 'Your booking', noindex: true, middleware: ['booking-link-exists'], cache: 'private' },
  // A marketing e-mail's signed unsubscribe link: a confirm button (GET), the unsubscribe (POST, also RFC 8058 one-click).
  { path: '/unsubscribe/:recipient/:signature', remote: 'mf-marketing', label: 'unsubscribe', title: 'Unsubscribe', noindex: true, cache: 'private' },
  { path: '/page-not-found', head: 'not-found' },
  // Content pages: `/{id1}` and `/{id1}/{id2}`.
  { path: '/:id1', head: 'content' },
  { path: '/:id1/:id2', head: 'content' },
];

/** A path's segments: empty ones dropped ('//a/' → ['a']), each decoded; undefined when one cannot be. */
export function pathSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * The values of a pattern's `:params`, in order, when `segments` match it; else null. Static
 * segments match regardless of case, as in react-router.
 */
export function matchPattern(pattern: string, segments: readonly string[]): string[] | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: string[] = [];
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    if (part.startsWith(':')) params.push(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

export interface SiteRouteMatch {
  route: SiteRoute;
  /** The pattern's `:params`, decoded, in order. */
  params: string[];
  segments: string[];
}

/** The route a path belongs to (query and hash already removed), or null: the site has no such page. */
export function matchSiteRoute(pathname: string, routes: readonly SiteRoute[] = SITE_ROUTES): SiteRouteMatch | null {
  const segments = pathSegments(pathname);
  if (!segments) return null;
  for (const route of routes) {
    const params = matchPattern(route.path, segments);
    if (params) return { route, params, segments };
  }
  return null;
}

/** The remote that renders a path ('mf-menus'), or null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  return matchSiteRoute(pathname)?.route.remote ?? null;
}

/**
 * Params whose values are lower-case slugs by the data's own rules: a restaurant's city and
 * slug, a content page's id. Other params (job ids, offer slugs, a booking's reference and
 * signature) are kept as written: the data decides whether they are found.
 */
const SLUG_PARAMS: ReadonlySet<string> = new Set([':city', ':slug', ':id1', ':id2']);

/**
 * A match's segments (decoded) spelt as the site writes them: static segments as the route
 * table has them ('/FAQS' and '/Careers/Job/MR-1' match case-insensitively), slug params in
 * lower case, other params as written.
 */
export function canonicalSegments({ route, segments }: SiteRouteMatch): string[] {
  return route.path.split('/').filter(Boolean).map((part, i) => {
    const segment = segments[i] as string;
    if (!part.startsWith(':')) return part;
    return SLUG_PARAMS.has(part) ? segment.toLowerCase() : segment;
  });
}

/**
 * Where a path spelt otherwise than the site spells it belongs ('/FAQS' → '/faqs',
 * '/Careers/Job/MR-1' → '/careers/job/MR-1'), encoded; null when it is spelt so already. The
 * site server answers such a path with a 301 to it; the browser's router shows the same page
 * as the server would and puts this path in the address bar.
 */
export function canonicalPath(match: SiteRouteMatch): string | null {
  const canonical = canonicalSegments(match);
  if (canonical.every((segment, i) => segment === match.segments[i])) return null;
  return `/${canonical.map(encodeURIComponent).join('/')}`;
}

/** The content page a shell route's match shows: the one the route names, else its path ('faqs', 'group-bookings/thanks'). */
export function contentPageOf(match: SiteRouteMatch): string {
  return match.route.contentPage ?? canonicalSegments(match).join('/');
}

/** The content page a path shows ('home', 'contact', 'group-bookings/thanks'), or null for a remote's route. */
export function contentPageId(pathname: string): string | null {
  const match = matchSiteRoute(pathname);
  if (!match || match.route.remote) return null;
  return contentPageOf(match);
}

/**
 * Whether a URL is a page for one person (`private, no-store`: no shared cache, nor the site
 * server's page cache, keeps it): its route says so, or its query carries what the route names
 * as one guest's (a booking journey's step). Unknown paths are the 404 page, the same for all.
 */
export function isPrivatePage(pathname: string, search = ''): boolean {
  const route = matchSiteRoute(pathname)?.route;
  if (!route) return false;
  if (route.cache === 'private') return true;
  if (!route.privateQuery || search === '') return false;
  const query = new URLSearchParams(search);
  return route.privateQuery.some((name) => query.has(name));
}
