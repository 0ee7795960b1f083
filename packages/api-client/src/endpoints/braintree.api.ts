import type { BraintreeSubmitRequest, BraintreeSubmitResult, BraintreeToken } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface BraintreeApi {
  /** The card drop-in's client token; null on any failure (spec §8: card token failures are silent). */
  getToken(): Promise<BraintreeToken | null>;
  /** Vaults the card (verified); rejects with ApiError (code CARD_DECLINED, CARD_INVALID …) when refused. */
  submit(request: BraintreeSubmitRequest): Promise<BraintreeSubmitResult>;
}

export function createBraintreeApi({ request }: EndpointContext): BraintreeApi {
  return {
    async getToken() {
      try {
        return await request<BraintreeToken>(route('braintree.getToken'));
      } catch {
        return null;
      }
    },
    submit: (body) => request<BraintreeSubmitResult>(route('braintree.submit'), { body }),
  };
}
