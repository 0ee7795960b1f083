import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router-dom';

type Matches = ReturnType<typeof matchRoutes>;

/** How many paths' matches one table keeps: a bounded memo of a pure function, not a page cache. */
export const KEPT_MATCHES = 500;

/**
 * A remote's routes, rendered as react-router's `<Routes>` renders them (params, `*`, ranking —
 * the same `matchRoutes`), with each path matched once: `<Routes>` builds, flattens, ranks and
 * compiles the whole table on every render, which on the server is every request. The table is
 * fixed, so the match for a path never changes.
 */
export function createRouteTable(routes: RouteObject[]) {
  const kept = new Map<string, Matches>();
  const matchesFor = (pathname: string): Matches => {
    if (kept.has(pathname)) return kept.get(pathname) ?? null;
    const matches = matchRoutes(routes, pathname);
    if (kept.size >= KEPT_MATCHES) kept.delete(kept.keys().next().value as string);
    kept.set(pathname, matches);
    return matches;
  };
  return function RouteTable() {
    const { pathname } = useLocation();
    return renderMatches(matchesFor(pathname));
  };
}
