import { createBraintreeGateway, sdkGateway, type BraintreeSdkGateway } from './braintree-gateway';

/** The real adapter over a stubbed SDK gateway: what it asks Braintree, and how it reads the answers. */
function stub(overrides: Partial<{ [K in keyof BraintreeSdkGateway]: Partial<BraintreeSdkGateway[K]> }> = {}) {
  const sdk = {
    clientToken: { generate: jest.fn().mockResolvedValue({ success: true, clientToken: 'eyJ2ZXJzaW9uIjoy' }), ...overrides.clientToken },
    customer: {
      create: jest.fn().mockResolvedValue({ success: true, customer: { id: '123456789', paymentMethods: [{ token: 'pm-1', cardType: 'Visa', last4: '1111' }] } }),
      ...overrides.customer,
    },
    paymentMethod: { create: jest.fn().mockResolvedValue({ success: true, paymentMethod: { token: 'pm-2', cardType: 'MasterCard', last4: '4444' } }), ...overrides.paymentMethod },
  };
  return { sdk, gateway: createBraintreeGateway(sdk as BraintreeSdkGateway) };
}

const card = { nonce: 'tokencc_abc', firstName: 'Amélie', lastName: 'Dubois', email: 'amelie@example.com' };

describe('the Braintree adapter', () => {
  it('asks for a client token', async () => {
    const { sdk, gateway } = stub();
    expect(gateway.mode).toBe('braintree');
    expect(await gateway.clientToken()).toBe('eyJ2ZXJzaW9uIjoy');
    expect(sdk.clientToken.generate).toHaveBeenCalledWith({});
  });

  it('fails loudly when Braintree refuses a client token', async () => {
    const { gateway } = stub({ clientToken: { generate: jest.fn().mockResolvedValue({ success: false, message: 'Authentication failed' }) } });
    await expect(gateway.clientToken()).rejects.toThrow('Authentication failed');
  });

  it('vaults a new customer with card verification', async () => {
    const { sdk, gateway } = stub();
    expect(await gateway.vaultCard(card)).toEqual({ ok: true, customerId: '123456789', paymentMethodToken: 'pm-1', cardSummary: 'Visa ending 1111' });
    expect(sdk.customer.create).toHaveBeenCalledWith({
      firstName: 'Amélie', lastName: 'Dubois', email: 'amelie@example.com', paymentMethodNonce: 'tokencc_abc', creditCard: { options: { verifyCard: true } },
    });
  });

  it('adds a verified card to an existing customer', async () => {
    const { sdk, gateway } = stub();
    expect(await gateway.vaultCard({ ...card, customerId: '987' })).toEqual({ ok: true, customerId: '987', paymentMethodToken: 'pm-2', cardSummary: 'MasterCard ending 4444' });
    expect(sdk.paymentMethod.create).toHaveBeenCalledWith({ customerId: '987', paymentMethodNonce: 'tokencc_abc', options: { verifyCard: true, makeDefault: true } });
    expect(sdk.customer.create).not.toHaveBeenCalled();
  });

  it.each([
    ['a processor decline', { success: false, message: 'Do Not Honor', verification: { status: 'processor_declined', processorResponseText: 'Do Not Honor' } }, 'declined', 'Do Not Honor'],
    ['a gateway rejection', { success: false, message: 'Gateway Rejected: fraud', verification: { status: 'gateway_rejected', gatewayRejectionReason: 'fraud' } }, 'declined', 'Gateway Rejected: fraud'],
    ['a validation error', { success: false, message: 'Credit card number is invalid.' }, 'invalid', 'Credit card number is invalid.'],
  ])('reads %s', async (_, answer, reason, message) => {
    const { gateway } = stub({ customer: { create: jest.fn().mockResolvedValue(answer) } });
    expect(await gateway.vaultCard(card)).toEqual({ ok: false, reason, message });
  });

  it('lets a network or credentials failure reject (the route answers 502 CARD_FAILED)', async () => {
    const { gateway } = stub({ customer: { create: jest.fn().mockRejectedValue(new Error('ECONNRESET')) } });
    await expect(gateway.vaultCard(card)).rejects.toThrow('ECONNRESET');
  });

  it('builds the SDK gateway for the configured environment', () => {
    const real = sdkGateway({ merchantId: 'm', publicKey: 'pub', privateKey: 'priv', environment: 'sandbox' }) as unknown as { config: { environment: { server: string } } };
    expect(real.config.environment.server).toBe('api.sandbox.braintreegateway.com');
    const live = sdkGateway({ merchantId: 'm', publicKey: 'pub', privateKey: 'priv', environment: 'production' }) as unknown as { config: { environment: { server: string } } };
    expect(live.config.environment.server).toBe('api.braintreegateway.com');
  });
});
