import type * as Braintree from 'braintree';
import type { CardGateway, VaultResult } from './card-gateway';

/** The calls we make on the SDK's BraintreeGateway: structural, so a test can hand in a stub. */
interface SdkResult {
  success: boolean;
  message?: string;
  customer?: { id: string; paymentMethods?: SdkPaymentMethod[] };
  paymentMethod?: SdkPaymentMethod;
  verification?: { status?: string; processorResponseText?: string; gatewayRejectionReason?: string } | null;
}
interface SdkPaymentMethod {
  token?: string;
  cardType?: string;
  last4?: string;
}
export interface BraintreeSdkGateway {
  clientToken: { generate(request: object): Promise<{ success: boolean; clientToken: string; message?: string }> };
  customer: { create(request: object): Promise<SdkResult> };
  paymentMethod: { create(request: object): Promise<SdkResult> };
}

export interface BraintreeCredentials {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
}

/** The real SDK gateway for the configured credentials. */
export function sdkGateway(credentials: BraintreeCredentials): BraintreeSdkGateway {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when Braintree is configured
  const braintree = require('braintree') as typeof Braintree;
  return new braintree.BraintreeGateway({
    environment: credentials.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
  }) as unknown as BraintreeSdkGateway; // the SDK's own types are wider than the three calls we make
}

const summary = (method: SdkPaymentMethod | undefined) => (method?.cardType && method.last4 ? `${method.cardType} ending ${method.last4}` : null);

function failure(result: SdkResult): VaultResult {
  const status = result.verification?.status;
  const declined = status === 'processor_declined' || status === 'gateway_rejected' || status === 'failed';
  return { ok: false, reason: declined ? 'declined' : 'invalid', message: result.verification?.processorResponseText || result.message || 'The card was not accepted.' };
}

/** Card guarantee through Braintree: the card is vaulted with `verifyCard`, so a declined card never reaches a booking. */
export function createBraintreeGateway(sdk: BraintreeSdkGateway): CardGateway {
  return {
    mode: 'braintree',
    async clientToken() {
      const response = await sdk.clientToken.generate({});
      if (!response.success) throw new Error(`Braintree refused a client token: ${response.message ?? 'no reason given'}`);
      return response.clientToken;
    },
    async vaultCard({ nonce, firstName, lastName, email, customerId }) {
      if (customerId) {
        const result = await sdk.paymentMethod.create({ customerId, paymentMethodNonce: nonce, options: { verifyCard: true, makeDefault: true } });
        if (!result.success) return failure(result);
        return { ok: true, customerId, paymentMethodToken: result.paymentMethod?.token ?? null, cardSummary: summary(result.paymentMethod) };
      }
      const result = await sdk.customer.create({ firstName, lastName, email, paymentMethodNonce: nonce, creditCard: { options: { verifyCard: true } } });
      if (!result.success || !result.customer) return failure(result);
      const method = result.customer.paymentMethods?.[0];
      return { ok: true, customerId: result.customer.id, paymentMethodToken: method?.token ?? null, cardSummary: summary(method) };
    },
  };
}
