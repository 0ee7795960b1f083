import type { BraintreeSubmitRequest, BraintreeSubmitResult, BraintreeToken } from '@riviere/api-client';
import type { Db } from '../db/db';
import { DomainError, badRequest } from '@riviere/server-kit';
import type { CardGateway } from './card-gateway';
import { createCardRepository } from './card-repository';

/** Token and submit (spec §7 Braintree): vault a verified card and remember its customer for bookings. */
export function createCardService(db: Db, gateway: CardGateway, log?: { error: (obj: object, msg: string) => void }) {
  const customers = createCardRepository(db);
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
        if (!(await customers.hasCustomer(request.customerId))) throw badRequest('customerId is not a customer whose card was taken here', 'customerId');
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
      await customers.saveCustomer({
        customerId: result.customerId, email: request.email, gateway: gateway.mode,
        paymentMethodToken: result.paymentMethodToken, cardSummary: result.cardSummary,
      });
      return { success: true, customerId: result.customerId };
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
