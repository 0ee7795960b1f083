import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP caching of the API's answers. Content reads (the same for every caller: settings,
 * restaurants, menus, pages, jobs, offers) may be kept by a shared cache for the content cache's
 * long time, with a strong ETag and surrogate keys naming what they hold, so a content change
 * purges exactly those; everything else — booking, a guest's or customer's data, every write —
 * is `private, no-store`, never kept by anyone.
 */
export const PUBLIC_CONTENT = 'public, max-age=60, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400';
export const PRIVATE = 'private, no-store';

type Keys = (params: Readonly<Record<string, string>>, query: Readonly<Record<string, string>>) => string[];

/** Content reads by route pattern (GET only), and the surrogate keys of their answers. */
const PUBLIC_READS: Readonly<Record<string, Keys>> = {
  '/api/v1/content/brand-settings': () => ['settings'],
  '/api/v1/content/search-restaurants/': () => ['restaurants'],
  '/api/v1/content/restaurant/slug/:slug/city/:city': (p) => [`restaurant:${p.city}/${p.slug}`],
  '/api/v1/content/getRestaurantBySlug/:slug': () => ['restaurants'],
  '/api/v1/content/restaurant/:storeId': () => ['restaurants'],
  '/cdg/booking/allVenueIds': () => ['restaurants'],
  '/api/v1/content/menus': () => ['menus'],
  '/api/v1/content/menu/:id': (p) => [`menu:${p.id}`],
  '/api/v1/content/page/:id1': (p) => [`page:${p.id1}`],
  '/api/v1/content/page/:id1/:id2': (p) => [`page:${p.id1}/${p.id2}`],
  '/api/v1/content/choices': () => ['choices'],
  '/api/social/insta/media': () => ['social'],
  '/api/jobs': () => ['jobs'],
  '/api/jobs/:jobId': (p) => [`job:${p.jobId}`],
  '/api/offer/getofferbyslug': (_p, q) => [`offer:${q.offerSlug ?? ''}`],
  '/api/offer/rest/:id': () => ['offers'],
  '/api/offer/restaurant/:storeId': () => ['offers'],
};

/** Header-safe keys: `all` and `api` first, then what the answer holds. */
function surrogateKeys(keys: readonly string[]): string {
  const safe = keys.map((k) => k.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c))).filter((k) => k.length > 0 && k.length <= 128);
  return [...new Set(['all', 'api', ...safe])].join(' ');
}

/** Whether the request's If-None-Match names `etag` (or `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Content answers built once are the same Buffer until their cache entry expires: hashed once each. */
const hashed = new WeakMap<Buffer, string>();
function etagOf(body: string | Buffer): string {
  const known = Buffer.isBuffer(body) ? hashed.get(body) : undefined;
  if (known) return known;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (Buffer.isBuffer(body)) hashed.set(body, etag);
  return etag;
}

/** The text fields of a route's params or query (what the keys are named by), whatever else it holds. */
function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const keys = PUBLIC_READS[request.routeOptions.url ?? ''];
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (!keys || (request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200 || body === null) {
      reply.header('cache-control', PRIVATE);
      return payload;
    }
    const etag = etagOf(body);
    const surrogate = surrogateKeys(keys(stringFields(request.params), stringFields(request.query)));
    reply.header('cache-control', PUBLIC_CONTENT).header('etag', etag).header('surrogate-key', surrogate).header('xkey', surrogate);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
