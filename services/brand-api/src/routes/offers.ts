import type { FastifyInstance } from 'fastify';
import type { ContentRepository } from '../content/content-repository';
import type { OffersRepository } from '../offers/offers-repository';
import { email, looseObject, offer } from '../schemas/common';
import { badRequest, notFound } from '../lib/domain-error';
import type { RateLimit } from './rate-limit';

const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' } as const;

export function offerRoutes(
  app: FastifyInstance,
  deps: { offers: OffersRepository; content: ContentRepository; sensitive: RateLimit },
): void {
  const tags = ['offers'];

  app.get('/api/offer/getofferbyslug', {
    schema: {
      tags,
      summary: 'One offer by slug (404 "Could not find offer …" when unknown)',
      querystring: { type: 'object', required: ['offerSlug'], properties: { offerSlug: slug } },
      response: { 200: offer },
    },
  }, (request) => deps.offers.bySlug((request.query as { offerSlug: string }).offerSlug));

  app.get('/api/offer/rest/:id', {
    schema: {
      tags,
      summary: 'One offer by numeric id',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      response: { 200: offer },
    },
  }, (request) => deps.offers.byId((request.params as { id: number }).id));

  app.get('/api/offer/restaurant/:storeId', {
    schema: {
      tags,
      summary: 'Offers available at one restaurant (those for every restaurant included)',
      params: { type: 'object', required: ['storeId'], properties: { storeId: { type: 'integer', minimum: 1 } } },
      response: { 200: looseObject(['offers'], { offers: { type: 'array', items: offer } }) },
    },
  }, async (request) => {
    const { storeId } = request.params as { storeId: number };
    await deps.content.restaurantByStoreId(storeId);
    return { offers: await deps.offers.forRestaurant(storeId) };
  });

  app.get('/api/offer/campaign/:campaignId', {
    schema: {
      tags,
      summary: 'The offer an old campaign link points to (used by the site server redirects)',
      params: { type: 'object', required: ['campaignId'], properties: { campaignId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } } },
      response: { 200: looseObject(['offerSlug'], { offerSlug: { type: 'string' } }) },
    },
  }, async (request) => {
    const offerSlug = await deps.offers.slugForCampaign((request.params as { campaignId: string }).campaignId);
    if (!offerSlug) throw notFound('OFFER_NOT_FOUND', 'Could not find offer for that campaign.');
    return { offerSlug };
  });

  app.post('/api/offer/getcode', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags,
      summary: 'Claim a voucher code; it is e-mailed too. The same e-mail gets the same code.',
      body: {
        type: 'object',
        required: ['offerSlug', 'emailAddress', 'acceptTerms'],
        additionalProperties: false,
        properties: { offerSlug: slug, emailAddress: email, acceptTerms: { type: 'boolean' } },
      },
      response: { 200: looseObject(['voucherCode'], { voucherCode: { type: 'string' } }) },
    },
  }, async (request) => {
    const body = request.body as { offerSlug: string; emailAddress: string; acceptTerms: boolean };
    if (!body.acceptTerms) throw badRequest('acceptTerms must be true: please accept the terms and conditions', 'acceptTerms');
    const settings = await deps.content.settings();
    return { voucherCode: await deps.offers.claimCode(body.offerSlug, body.emailAddress, settings.site_name) };
  });
}
