import braintree from 'braintree';
import { TEST_CLIENT_TOKEN_PREFIX, createTestGateway, vaultTestNonce } from './test-gateway';

const Nonces = (braintree as unknown as { Test: { Nonces: Record<string, string> } }).Test.Nonces;

describe('the offline test gateway answers Braintree’s documented fake nonces', () => {
  it.each([
    ['Transactable', 'fake-valid-nonce', 'Visa ending 1881'],
    ['TransactableVisa', 'fake-valid-visa-nonce', 'Visa ending 1881'],
    ['TransactableAmEx', 'fake-valid-amex-nonce', 'American Express ending 0005'],
    ['TransactableMasterCard', 'fake-valid-mastercard-nonce', 'MasterCard ending 4444'],
    ['TransactableDiscover', 'fake-valid-discover-nonce', 'Discover ending 1117'],
    ['TransactableDebit', 'fake-valid-debit-nonce', 'Visa ending 1881'],
    ['ApplePayVisa', 'fake-apple-pay-visa-nonce', 'Visa ending 1881'],
    ['PayPalBillingAgreement', 'fake-paypal-billing-agreement-nonce', null],
  ])('%s (%s) vaults', (constant, nonce, summary) => {
    expect(Nonces[constant]).toBe(nonce); // the SDK's own list names it so
    expect(vaultTestNonce(nonce)).toEqual({ ok: true, cardSummary: summary });
  });

  it.each([
    ['ProcessorDeclinedVisa', 'declined', 'Do Not Honor'],
    ['ProcessorDeclinedMasterCard', 'declined', 'Do Not Honor'],
    ['ProcessorDeclinedAmEx', 'declined', 'Do Not Honor'],
    ['ProcessorDeclinedDiscover', 'declined', 'Do Not Honor'],
    ['ProcessorFailureJCB', 'declined', 'Processor Network Unavailable - Try Again'],
    ['GatewayRejectedFraud', 'declined', 'Gateway Rejected: fraud'],
    ['GatewayRejectedRiskThresholds', 'declined', 'Gateway Rejected: risk_threshold'],
    ['LuhnInvalid', 'invalid', 'Credit card number is invalid.'],
    ['Consumed', 'invalid', 'Cannot use a payment_method_nonce more than once.'],
    ['PayPalOneTimePayment', 'invalid', 'Cannot vault a PayPal one-time payment; use a billing agreement.'],
  ])('%s is refused (%s)', (constant, reason, message) => {
    expect(vaultTestNonce(Nonces[constant]!)).toEqual({ ok: false, reason, message });
  });

  it.each(['', 'tokencc_bc_abc123', 'fake-valid-nonce ', 'FAKE-VALID-NONCE'])('an unknown nonce %j is refused as the sandbox would', (nonce) => {
    expect(vaultTestNonce(nonce)).toEqual({ ok: false, reason: 'invalid', message: 'Unknown or expired payment_method_nonce.' });
  });

  it('gives a marked client token, new customers, and keeps an existing customer', async () => {
    const gateway = createTestGateway();
    expect(gateway.mode).toBe('test');
    expect(await gateway.clientToken()).toMatch(new RegExp(`^${TEST_CLIENT_TOKEN_PREFIX}`));
    const first = await gateway.vaultCard({ nonce: 'fake-valid-nonce', firstName: 'A', lastName: 'B', email: 'a@example.com' });
    const second = await gateway.vaultCard({ nonce: 'fake-valid-nonce', firstName: 'A', lastName: 'B', email: 'a@example.com' });
    expect(first).toMatchObject({ ok: true, customerId: expect.stringMatching(/^test-/) });
    expect(first.ok && second.ok && first.customerId !== second.customerId).toBe(true);
    expect(await gateway.vaultCard({ nonce: 'fake-valid-nonce', firstName: 'A', lastName: 'B', email: 'a@example.com', customerId: 'test-kept' })).toMatchObject({ customerId: 'test-kept' });
  });
});
