import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../lib/describe-error';
import { errorBody } from '@riviere/server-kit';
import { classifyUpstreamError, endToEndHeaders, isBookingPath, type UpstreamPools } from './upstream';

export interface ProxyOptions {
  pools: UpstreamPools;
  bodyLimit: number;
}

const BODY_TOO_LARGE = 'BODY_TOO_LARGE';

function tooLarge(limit: number): Error {
  const mb = Math.round(limit / 1024 / 1024);
  return Object.assign(new Error(`The request body is too large (at most ${mb} MB).`), { statusCode: 413, code: BODY_TOO_LARGE });
}

/** Passes the body through untouched, failing once more than `limit` bytes went by (chunked uploads). */
function limited(body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? tooLarge(limit) : null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

/**
 * X-Forwarded-For for the brand API, whose per-client rate limits read its first address: the
 * visitor as far as this server can vouch (a client's own header is dropped unless it came
 * through a trusted proxy), then the trusted hops.
 */
export function forwardedFor(request: FastifyRequest): string {
  const chain = request.ips ? [...request.ips].reverse() : [request.socket.remoteAddress ?? request.ip];
  return chain.join(', ');
}

function requestHeaders(request: FastifyRequest, withBody: boolean) {
  return {
    ...endToEndHeaders(request.headers, ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', ...(withBody ? [] : ['content-length'])]),
    'x-forwarded-for': forwardedFor(request),
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
}

/**
 * `/api/*` and `/cdg/*` to the brand API: method, headers (minus hop-by-hop), body and query as
 * sent, over the booking or the general pool. The body streams through; nothing is buffered.
 * `/media/*` (content image variants, immutable) is read the same way, so images come from the
 * site's own origin (the CSP's img-src 'self').
 */
export async function proxyRoutes(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { pools, bodyLimit } = options;

  // Every body is passed on as a stream, whatever its type: no parsing, no decompression.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    if (Number(request.headers['content-length']) > bodyLimit) return done(tooLarge(bodyLimit));
    done(null, limited(payload, bodyLimit));
  });

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const pool = isBookingPath(request.url) ? pools.booking : pools.general;
    const withBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    try {
      const upstream = await pool.request({
        method: request.method as 'GET',
        path: `${pools.basePath}${request.url}`,
        headers: requestHeaders(request, withBody),
        body: withBody ? (request.body as Readable) : undefined,
        signal: abort.signal,
      });
      return reply.code(upstream.statusCode).headers(endToEndHeaders(upstream.headers)).send(upstream.body);
    } catch (error) {
      if (abort.signal.aborted) return reply; // the visitor went away: nobody to answer
      if ((error as { code?: string }).code === BODY_TOO_LARGE) throw error;
      const failure = classifyUpstreamError(error);
      request.log.warn(`brand API ${request.method} ${request.url.split('?')[0]} failed: ${describeError(error)}`);
      return reply.code(failure.status).send(errorBody(failure.status, failure.message));
    }
  }

  app.all('/api/*', forward);
  app.all('/cdg/*', forward);
  app.get('/media/*', forward);
}
