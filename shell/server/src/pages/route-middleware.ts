/**
 * Routes may name middleware (spec §2): checks the site server runs before answering a page,
 * so a URL naming something that does not exist gets a real 404. A route naming middleware that
 * is not registered is a configuration error: 500 'Unknown middleware'.
 */
import { matchPattern, pathSegments, SITE_ROUTES } from '../routes/route-table';

export type MiddlewareResult = 'ok' | 'not-found';
export type Middleware = (params: string[]) => Promise<MiddlewareResult>;

export interface RouteMiddleware {
  /** A route pattern ('/careers/job/:id'); the middleware gets its params, decoded. */
  path: string;
  middleware: readonly string[];
}

/** Which routes run which middleware: the site route table's. */
export const ROUTE_MIDDLEWARE: readonly RouteMiddleware[] = SITE_ROUTES.flatMap((route) =>
  route.middleware ? [{ path: route.path, middleware: route.middleware }] : [],
);

export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

export type MiddlewareOutcome = { status: 200 } | { status: 404 } | { status: 500; message: string };

export async function runRouteMiddleware(
  path: string,
  registry: Readonly<Record<string, Middleware>>,
  routes: readonly RouteMiddleware[] = ROUTE_MIDDLEWARE,
): Promise<MiddlewareOutcome> {
  const segments = pathSegments(path);
  if (!segments) return { status: 404 };
  for (const route of routes) {
    const params = matchPattern(route.path, segments);
    if (!params) continue;
    for (const name of route.middleware) {
      const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!middleware) return { status: 500, message: UNKNOWN_MIDDLEWARE };
      if ((await middleware(params)) === 'not-found') return { status: 404 };
    }
  }
  return { status: 200 };
}
