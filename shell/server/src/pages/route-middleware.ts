/**
 * Routes may name middleware (spec §2): checks the site server runs before answering a page,
 * so a URL naming something that does not exist gets a real 404. A route naming middleware that
 * is not registered is a configuration error: 500 'Unknown middleware'.
 */
export type MiddlewareResult = 'ok' | 'not-found';
export type Middleware = (params: string[]) => Promise<MiddlewareResult>;

export interface RouteMiddleware {
  pattern: RegExp;
  middleware: readonly string[];
}

/** Which routes run which middleware (the params are the pattern's groups, decoded). */
export const ROUTE_MIDDLEWARE: readonly RouteMiddleware[] = [
  { pattern: /^\/careers\/job\/([^/]+)$/, middleware: ['job-exists'] },
  { pattern: /^\/offer\/([^/]+)$/, middleware: ['offer-exists'] },
];

export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

export type MiddlewareOutcome = { status: 200 } | { status: 404 } | { status: 500; message: string };

export async function runRouteMiddleware(
  path: string,
  registry: Readonly<Record<string, Middleware>>,
  routes: readonly RouteMiddleware[] = ROUTE_MIDDLEWARE,
): Promise<MiddlewareOutcome> {
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    let params: string[];
    try {
      params = match.slice(1).map((p) => decodeURIComponent(p));
    } catch {
      return { status: 404 };
    }
    for (const name of route.middleware) {
      const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!middleware) return { status: 500, message: UNKNOWN_MIDDLEWARE };
      if ((await middleware(params)) === 'not-found') return { status: 404 };
    }
  }
  return { status: 200 };
}
