import type { BraintreeSubmitRequest, BraintreeSubmitResult, BraintreeToken } from '@riviere/api-client';
import type { Db } from '../db/db';
import { DomainError, badRequest } from '../lib/domain-error';
import type { CardGateway } from './card-gateway';

/** Token and submit (spec §7 Braintree): vault a verified card and remember its customer for bookings. */
export function createCardService(db: Db, gateway: CardGateway, log?: { error: (obj: object, msg: string) => void }) {
  const unavailable = (error: unknown) => {
    log?.error({ err: error }, 'card gateway failed');
    return new DomainError(502, 'CARD_FAILED', 'Something went wrong submitting card, please try again.');
  };

  return {
    async token(): Promise<BraintreeToken> {
      try {
        return { clientToken: await gateway.clientToken(), testMode: gateway.mode === 'test' };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async submit(request: BraintreeSubmitRequest): Promise<BraintreeSubmitResult> {
      if (request.customerId) {
        const { rows } = await db.query('SELECT 1 FROM braintree_customers WHERE customer_id = $1', [request.customerId]);
        if (rows.length === 0) throw badRequest('customerId is not a customer whose card was taken here', 'customerId');
      }
      let result;
      try {
        result = await gateway.vaultCard(request);
      } catch (error) {
        throw unavailable(error);
      }
      if (!result.ok) {
        throw new DomainError(422, result.reason === 'declined' ? 'CARD_DECLINED' : 'CARD_INVALID', `The card was not accepted: ${result.message}`, 'nonce');
      }
      await db.query(
        `INSERT INTO braintree_customers (customer_id, email, gateway, payment_method_token, card_summary) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (customer_id) DO UPDATE SET payment_method_token = EXCLUDED.payment_method_token, card_summary = EXCLUDED.card_summary`,
        [result.customerId, request.email, gateway.mode, result.paymentMethodToken, result.cardSummary],
      );
      return { success: true, customerId: result.customerId };
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
