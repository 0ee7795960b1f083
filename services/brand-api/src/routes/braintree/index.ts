import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CardService } from '../../braintree/card-service';
import { braintreeSubmitBody, braintreeSubmitResult, braintreeToken } from '../../schemas/braintree';
import type { RateLimit } from '../rate-limit';

export interface BraintreeRoutesOptions {
  cards: CardService;
  sensitive: RateLimit;
}

/** Card guarantee (spec §7): a client token for the drop-in, and the nonce it gives back. */
export const braintreeRoutes: FastifyPluginAsyncTypebox<BraintreeRoutesOptions> = async (app, { cards, sensitive }) => {
  const tags = ['braintree'];

  app.get('/api/v1/braintree/token', {
    schema: { tags, summary: 'A client token for the card drop-in (testMode: the offline test gateway, fake nonces)', response: { 200: braintreeToken } },
  }, () => cards.token());

  app.post('/api/v1/braintree/submit', {
    config: { rateLimit: sensitive },
    schema: {
      tags,
      summary: 'Vault and verify the card behind a nonce; the customer id goes with the booking as braintreeCustomerId (422 CARD_DECLINED / CARD_INVALID)',
      body: braintreeSubmitBody,
      response: { 200: braintreeSubmitResult },
    },
  }, (request) => cards.submit(request.body));
};
