import type { FastifyInstance } from 'fastify';
import type { BraintreeSubmitRequest } from '@riviere/api-client';
import type { CardService } from '../braintree/card-service';
import { braintreeSubmitBody, braintreeSubmitResult, braintreeToken } from '../schemas/booking';
import type { RateLimit } from './rate-limit';

/** Card guarantee (spec §7): a client token for the drop-in, and the nonce it gives back. */
export function braintreeRoutes(app: FastifyInstance, deps: { cards: CardService; sensitive: RateLimit }): void {
  const tags = ['braintree'];

  app.get('/api/v1/braintree/token', {
    schema: { tags, summary: 'A client token for the card drop-in (testMode: the offline test gateway, fake nonces)', response: { 200: braintreeToken } },
  }, () => deps.cards.token());

  app.post('/api/v1/braintree/submit', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags,
      summary: 'Vault and verify the card behind a nonce; the customer id goes with the booking as braintreeCustomerId (422 CARD_DECLINED / CARD_INVALID)',
      body: braintreeSubmitBody, response: { 200: braintreeSubmitResult },
    },
  }, (request) => deps.cards.submit(request.body as BraintreeSubmitRequest));
}
