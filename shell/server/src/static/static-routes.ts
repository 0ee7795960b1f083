import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bodyOf, type HtmlPage } from '../pages/html-pages';
import { isPrivatePage } from '../routes/route-table';
import { IMMUTABLE, matchesEtag, SHARED_PAGE, shellCacheControl } from './cache-policy';

export interface StaticRoutesOptions {
  shellDist: string;
  remotesStore: string;
  /** `search` is the query string with its '?' ('' when none). */
  renderPage(rawPath: string, search?: string): Promise<HtmlPage>;
}

/** Paths the client-side router never owns: a miss there is a 404, not the shell. */
const RESERVED = /^\/(?:api|cdg|remotes|media)(?:\/|$)|^\/release\.json$/i;
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/** A client-side route: no file extension and not reserved for the server. */
export function isClientRoute(rawPath: string): boolean {
  const last = rawPath.slice(rawPath.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(last) && !RESERVED.test(rawPath);
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function searchOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const end = url.indexOf('#', start);
  const search = end === -1 ? url.slice(start) : url.slice(start, end);
  return search === '?' ? '' : search;
}

function decoded(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/** A page for one person (preferences, a guest's booking, an unsubscribe link, a booking journey's URL) is never stored by anyone. */
export const PERSONAL = 'private, no-store';

/** Cache-Control of a page: what the route table says, for a GET that did not fail. */
export function pageCacheControl(method: string, status: number, rawPath: string, search: string): string {
  if (method !== 'GET' && method !== 'HEAD') return PERSONAL;
  if (isPrivatePage(rawPath, search)) return PERSONAL;
  return status >= 500 ? 'no-store' : SHARED_PAGE;
}

export async function sendPage(reply: FastifyReply, page: HtmlPage, rawPath: string, search = ''): Promise<FastifyReply> {
  const { method, headers } = reply.request;
  const cacheControl = pageCacheControl(method, page.status, rawPath, search);
  reply.header('cache-control', cacheControl).header('content-type', 'text/html; charset=utf-8');
  if (cacheControl !== SHARED_PAGE) return reply.code(page.status).send(bodyOf(page));
  if (page.keys && page.keys.length > 0) {
    const keys = page.keys.join(' ');
    // Fastly reads Surrogate-Key, Varnish's vmod_xkey xkey, Cloudflare Cache-Tag (comma-separated).
    reply.header('surrogate-key', keys).header('xkey', keys).header('cache-tag', page.keys.join(','));
  }
  if (page.etag) {
    reply.header('etag', page.etag);
    if (page.status === 200 && matchesEtag(headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  return reply.code(page.status).send(bodyOf(page));
}

/**
 * The shell build at `/` (hashed files cached for a year, the rest revalidated), index.html with
 * the page's SEO for every client-side route, and the remote builds at `/remotes/<name>/<ver>/…`
 * (immutable, readable from any origin, never listed).
 */
export async function staticRoutes(app: FastifyInstance, options: StaticRoutesOptions): Promise<void> {
  const remotesRoot = path.resolve(options.remotesStore) + path.sep;
  await app.register(fastifyStatic, {
    root: options.shellDist,
    serve: false,
    index: false,
    list: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(remotesRoot) ? IMMUTABLE : shellCacheControl(filePath));
    },
  });

  app.get('/remotes/*', (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const file = decoded(pathOf(request.url).slice('/remotes'.length));
    if (!file || file.endsWith('/')) return reply.callNotFound();
    return reply.sendFile(file, options.remotesStore);
  });

  app.get('/*', async (request, reply) => {
    const rawPath = pathOf(request.url);
    if (rawPath === '/index.html') return sendPage(reply, await options.renderPage('/', ''), '/');
    if (isClientRoute(rawPath)) {
      const search = searchOf(request.url);
      return sendPage(reply, await options.renderPage(rawPath, search), rawPath, search);
    }
    const file = decoded(rawPath);
    if (!file || RESERVED.test(rawPath)) return reply.callNotFound();
    return reply.sendFile(file, options.shellDist);
  });
}
