import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Offer } from '@riviere/api-client';
import type { ContentRepository } from '../../content/content-repository';
import { badRequest, notFound } from '../../lib/domain-error';
import { emailBrand, restaurantCard } from '../../mail/compose-email';
import type { OffersRepository } from '../../offers/offers-repository';
import { offer } from '../../schemas/common';
import { campaignOffer, campaignParams, offerBySlugQuery, offerIdParams, offerList, restaurantOffersParams, voucher, voucherRequest } from '../../schemas/offers';
import type { RateLimit } from '../rate-limit';

export interface OfferRoutesOptions {
  offers: OffersRepository;
  content: ContentRepository;
  sensitive: RateLimit;
  /** The public site: the e-mail's links and logo. */
  siteUrl: string;
}

/** Offers and their voucher codes (one code per offer and e-mail; asking again gives the same one). */
export const offerRoutes: FastifyPluginAsyncTypebox<OfferRoutesOptions> = async (app, deps) => {
  const { offers, content, sensitive } = deps;
  const tags = ['offers'];

  app.get('/api/offer/getofferbyslug', {
    schema: { tags, summary: 'One offer by slug (404 "Could not find offer …" when unknown)', querystring: offerBySlugQuery, response: { 200: offer } },
  }, (request) => offers.bySlug(request.query.offerSlug));

  app.get('/api/offer/rest/:id', {
    schema: { tags, summary: 'One offer by numeric id', params: offerIdParams, response: { 200: offer } },
  }, (request) => offers.byId(request.params.id));

  app.get('/api/offer/restaurant/:storeId', {
    schema: {
      tags,
      summary: 'Offers available at one restaurant (those for every restaurant included)',
      params: restaurantOffersParams,
      response: { 200: offerList },
    },
  }, async (request) => {
    const { storeId } = request.params;
    await content.restaurantByStoreId(storeId);
    return { offers: await offers.forRestaurant(storeId) };
  });

  app.get('/api/offer/campaign/:campaignId', {
    schema: {
      tags,
      summary: 'The offer an old campaign link points to (used by the site server redirects)',
      params: campaignParams,
      response: { 200: campaignOffer },
    },
  }, async (request) => {
    const offerSlug = await offers.slugForCampaign(request.params.campaignId);
    if (!offerSlug) throw notFound('OFFER_NOT_FOUND', 'Could not find offer for that campaign.');
    return { offerSlug };
  });

  app.post('/api/offer/getcode', {
    config: { rateLimit: sensitive },
    schema: { tags, summary: 'Claim a voucher code; it is e-mailed too. The same e-mail gets the same code.', body: voucherRequest, response: { 200: voucher } },
  }, async (request) => {
    const { offerSlug, emailAddress, acceptTerms } = request.body;
    if (!acceptTerms) throw badRequest('acceptTerms must be true: please accept the terms and conditions', 'acceptTerms', { rule: 'accept' });
    const settings = await content.settings();
    const brand = emailBrand(settings.site_name, deps.siteUrl);
    const restaurantFor = async (offer: Offer) => {
      const only = offer.restaurantIds.length === 1 ? offer.restaurantIds[0]! : null;
      return only === null ? null : restaurantCard(await content.restaurantByStoreId(only), brand.siteUrl);
    };
    return { voucherCode: await offers.claimCode(offerSlug, emailAddress, { brand, restaurantFor }) };
  });
};
