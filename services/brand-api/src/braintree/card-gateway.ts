/**
 * Card guarantee: a card is vaulted (stored with Braintree, verified, nothing charged) for a
 * customer whose id then travels with the booking as `braintreeCustomerId`. Two adapters behind
 * this interface: the real Braintree SDK when credentials are configured, and an offline test
 * gateway that answers Braintree's documented fake nonces the way the sandbox does.
 */
export interface VaultRequest {
  nonce: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Add the card to this existing customer instead of creating one. */
  customerId?: string | null;
}

export type VaultResult =
  | { ok: true; customerId: string; paymentMethodToken: string | null; cardSummary: string | null }
  /** declined: the issuer or Braintree's fraud checks said no; invalid: the nonce or card data is unusable. */
  | { ok: false; reason: 'declined' | 'invalid'; message: string };

export interface CardGateway {
  readonly mode: 'braintree' | 'test';
  /** A client token for the browser's drop-in (the test gateway's is a marker the UI recognises). */
  clientToken(): Promise<string>;
  /** Vaults with verification. Rejects only when the gateway cannot be reached or refuses our credentials. */
  vaultCard(request: VaultRequest): Promise<VaultResult>;
}
