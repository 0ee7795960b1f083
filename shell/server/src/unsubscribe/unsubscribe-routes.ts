import type { FastifyInstance } from 'fastify';
import { describeError } from '../lib/describe-error';
import type { HtmlPage } from '../pages/html-pages';
import type { UpstreamPools } from '../proxy/upstream';
import { sendPage } from '../static/static-routes';
import { toUrlEncoded } from './one-click-body';

export interface UnsubscribeRoutesOptions {
  pools: UpstreamPools;
  renderPage(rawPath: string, search?: string): Promise<HtmlPage>;
}

/** RFC 8058's body is `List-Unsubscribe=One-Click`; a few hundred bytes is already not one. */
const BODY_LIMIT = 1024;

/**
 * POST `/unsubscribe/{recipient}/{signature}`: a marketing e-mail's signed link, posted by the
 * page's confirm button or by a mail provider's one-click button (RFC 8058, no cookies, no
 * token). The link is its own credential: the brand API checks it and unsubscribes. The answer is
 * the page at the same address, rendered after the change, so it says "You're unsubscribed" (200),
 * or why not (the API's 4xx: a link that is not ours is the page's 404). GET is the page alone
 * (the route table's), which changes nothing: mail scanners follow links.
 */
export async function unsubscribeRoutes(app: FastifyInstance, { pools, renderPage }: UnsubscribeRoutesOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  // Every body as text, at most BODY_LIMIT bytes; what is not a form reaches the API empty and is refused there.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => done(null, toUrlEncoded(request.headers['content-type'], String(body)) ?? ''));

  app.post<{ Params: { recipient: string; signature: string } }>('/unsubscribe/:recipient/:signature', async (request, reply) => {
    const { recipient, signature } = request.params;
    const path = `/unsubscribe/${encodeURIComponent(recipient)}/${encodeURIComponent(signature)}`;
    let status: number;
    try {
      const upstream = await pools.general.request({
        method: 'POST',
        path: `${pools.basePath}/api/marketing${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: typeof request.body === 'string' ? request.body : '',
      });
      await upstream.body.dump();
      status = upstream.statusCode;
    } catch (error) {
      request.log.warn(`brand API unsubscribe failed: ${describeError(error)}`);
      status = 502;
    }
    const page = await renderPage(path, '');
    // The page decides what it says; the API's refusal decides the status when it refused.
    return sendPage(reply, status === 200 ? page : { ...page, status: status >= 500 ? 502 : status }, path);
  });
}
