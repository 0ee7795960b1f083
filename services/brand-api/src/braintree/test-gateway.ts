import crypto from 'node:crypto';
import type { CardGateway, VaultResult } from './card-gateway';

/**
 * The offline gateway: what Braintree's sandbox does with its documented fake nonces
 * (https://developer.paypal.com/braintree/docs/reference/general/testing/node#nonces; the
 * `braintree` SDK lists them as `braintree.Test.Nonces`), so the whole card-guarantee flow runs
 * without an account. Any other nonce is unknown, as it would be to the sandbox.
 */
export const TEST_CLIENT_TOKEN_PREFIX = 'offline-test-gateway:';

const DECLINED: Record<string, string> = {
  'fake-processor-declined-visa-nonce': 'Do Not Honor',
  'fake-processor-declined-mastercard-nonce': 'Do Not Honor',
  'fake-processor-declined-amex-nonce': 'Do Not Honor',
  'fake-processor-declined-discover-nonce': 'Do Not Honor',
  'fake-processor-failure-jcb-nonce': 'Processor Network Unavailable - Try Again',
  'fake-gateway-rejected-fraud-nonce': 'Gateway Rejected: fraud',
  'fake-gateway-rejected-risk-thresholds-nonce': 'Gateway Rejected: risk_threshold',
  'fake-three-d-secure-visa-failed-signature-nonce': 'Gateway Rejected: three_d_secure',
  'fake-three-d-secure-visa-failed-authentication-nonce': 'Gateway Rejected: three_d_secure',
};

const INVALID: Record<string, string> = {
  'fake-luhn-invalid-nonce': 'Credit card number is invalid.',
  'fake-consumed-nonce': 'Cannot use a payment_method_nonce more than once.',
  'fake-paypal-one-time-nonce': 'Cannot vault a PayPal one-time payment; use a billing agreement.',
  'fake-token-issuance-error-venmo-account-nonce': 'Venmo account token issuance failed.',
};

/** Card type and last four digits of the sandbox's test card behind a valid nonce. */
const CARDS: [RegExp, string | null][] = [
  [/amex/, 'American Express ending 0005'],
  [/mastercard/, 'MasterCard ending 4444'],
  [/discover/, 'Discover ending 1117'],
  [/jcb/, 'JCB ending 0000'],
  [/maestro/, 'Maestro ending 0004'],
  [/dinersclub/, 'Diners Club ending 0004'],
  [/paypal|venmo|europe|us-bank|sepa|local-payment/, null], // not cards
];

function cardSummary(nonce: string): string | null {
  const hit = CARDS.find(([pattern]) => pattern.test(nonce));
  return hit ? hit[1] : 'Visa ending 1881';
}

/** Valid test nonces vault; declined and invalid ones fail with the sandbox's messages; anything else is unknown. */
export function vaultTestNonce(nonce: string): { ok: true; cardSummary: string | null } | { ok: false; reason: 'declined' | 'invalid'; message: string } {
  const declined = DECLINED[nonce];
  if (declined) return { ok: false, reason: 'declined', message: declined };
  const invalid = INVALID[nonce];
  if (invalid) return { ok: false, reason: 'invalid', message: invalid };
  if (/^fake-[a-z0-9-]+-nonce$/.test(nonce) || /^tokensam_fake_[a-z_]+$/.test(nonce)) return { ok: true, cardSummary: cardSummary(nonce) };
  return { ok: false, reason: 'invalid', message: 'Unknown or expired payment_method_nonce.' };
}

export function createTestGateway(): CardGateway {
  return {
    mode: 'test',
    clientToken: async () => `${TEST_CLIENT_TOKEN_PREFIX}${crypto.randomBytes(12).toString('base64url')}`,
    async vaultCard({ nonce, customerId }): Promise<VaultResult> {
      const outcome = vaultTestNonce(nonce);
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        customerId: customerId ?? `test-${crypto.randomBytes(8).toString('hex')}`,
        paymentMethodToken: `test-pm-${crypto.randomBytes(6).toString('hex')}`,
        cardSummary: outcome.cardSummary,
      };
    },
  };
}
