import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MarketingService } from '../../marketing/marketing-service';
import { oneClickBody, unsubscribeParams, unsubscribeResult, unsubscribeState } from '../../schemas/marketing';

export interface MarketingRoutesOptions {
  marketing: MarketingService;
}

/** A one-click body is a few bytes; anything much bigger is not one. */
const FORM_BODY_LIMIT = 1024;

/**
 * The signed unsubscribe link of every marketing e-mail. The link is its own credential (like a
 * booking's manage link), so these need no app token: a mail provider's one-click POST (RFC 8058)
 * comes with none. The site's `/unsubscribe/{recipient}/{signature}` page reads the state and
 * its confirm button POSTs here through the site server.
 */
export const marketingRoutes: FastifyPluginAsyncTypebox<MarketingRoutesOptions> = async (app, { marketing }) => {
  // RFC 8058's body is a form; in this plugin only (the rest of the API takes JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const schema = { tags: ['marketing'], security: [], params: unsubscribeParams };

  app.get('/api/marketing/unsubscribe/:recipient/:signature', {
    schema: {
      ...schema,
      summary: 'Who a signed unsubscribe link names and whether they still get marketing e-mails. Changes nothing (mail scanners open links); 404 for a link that is not ours',
      response: { 200: unsubscribeState },
    },
  }, (request) => marketing.state(request.params));

  app.post('/api/marketing/unsubscribe/:recipient/:signature', {
    schema: {
      ...schema,
      summary: 'Unsubscribe the address a signed link names from every marketing e-mail: the RFC 8058 one-click POST (body List-Unsubscribe=One-Click), no session needed',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: oneClickBody,
      response: { 200: unsubscribeResult },
    },
  }, (request) => marketing.unsubscribe(request.params));
};
