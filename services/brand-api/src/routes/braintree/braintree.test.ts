import { createBraintreeGateway, type BraintreeSdkGateway } from '../../braintree/braintree-gateway';
import { NOW, bookingBody, submit } from '../../booking/test-support/booking-fixtures';
import { loadConfig } from '../../config';
import { caller, createTestApp, type TestApp } from '../../test-support/test-app';

const sdk = {
  clientToken: { generate: jest.fn().mockResolvedValue({ success: true, clientToken: 'real-client-token' }) },
  customer: { create: jest.fn() },
  paymentMethod: { create: jest.fn() },
};

describe('the card routes with the real Braintree adapter (stubbed SDK)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { now: () => NOW, cardGateway: createBraintreeGateway(sdk as unknown as BraintreeSdkGateway) });
  });
  afterAll(() => t.close());

  it('hands out Braintree’s client token, not test mode', async () => {
    expect((await caller(t).get('/api/v1/braintree/token')).json()).toEqual({ clientToken: 'real-client-token', testMode: false });
    expect((await caller(t).get('/health')).json().cards).toBe('braintree');
  });

  it('vaults the customer Braintree creates, and a 7-person booking goes through with it', async () => {
    sdk.customer.create.mockResolvedValueOnce({ success: true, customer: { id: 'bt-customer-1', paymentMethods: [{ token: 'pm', cardType: 'Visa', last4: '1111' }] } });
    const submitted = await caller(t).post('/api/v1/braintree/submit', { nonce: 'tokencc_xyz', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    expect(submitted.json()).toEqual({ success: true, customerId: 'bt-customer-1' });
    const { rows } = await t.db.query<{ gateway: string; card_summary: string }>("SELECT gateway, card_summary FROM braintree_customers WHERE customer_id = 'bt-customer-1'");
    expect(rows).toEqual([{ gateway: 'braintree', card_summary: 'Visa ending 1111' }]);
    expect((await submit(t, 'create', bookingBody({ adultCovers: 7, braintreeCustomerId: 'bt-customer-1' }))).json()).toMatchObject({ bookingStatus: 1 });
  });

  it('a decline is a 422 CARD_DECLINED; Braintree unreachable is a 502 CARD_FAILED with nothing leaked', async () => {
    sdk.customer.create.mockResolvedValueOnce({ success: false, message: 'Do Not Honor', verification: { status: 'processor_declined', processorResponseText: 'Do Not Honor' } });
    const declined = await caller(t).post('/api/v1/braintree/submit', { nonce: 'tokencc_1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    expect({ status: declined.statusCode, ...declined.json() }).toMatchObject({ status: 422, code: 'CARD_DECLINED' });
    sdk.customer.create.mockRejectedValueOnce(new Error('getaddrinfo ENOTFOUND api.sandbox.braintreegateway.com'));
    const down = await caller(t).post('/api/v1/braintree/submit', { nonce: 'tokencc_2', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    expect({ status: down.statusCode, ...down.json() }).toMatchObject({ status: 502, code: 'CARD_FAILED', message: 'Something went wrong submitting card, please try again.' });
    expect(down.body).not.toContain('ENOTFOUND');
  });
});

describe('Braintree configuration', () => {
  const credentials = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };
  it.each([
    ['none: the offline test gateway', {}, null],
    ['all three: sandbox by default', credentials, { merchantId: 'm', publicKey: 'pub', privateKey: 'priv', environment: 'sandbox' }],
    ['production', { ...credentials, BRAINTREE_ENVIRONMENT: 'Production' }, { merchantId: 'm', publicKey: 'pub', privateKey: 'priv', environment: 'production' }],
  ])('%s', (_, env, expected) => expect(loadConfig(env).braintree).toEqual(expected));

  it.each([
    ['half a configuration', { BRAINTREE_MERCHANT_ID: 'm' }, /go together/],
    ['an unknown environment', { ...credentials, BRAINTREE_ENVIRONMENT: 'staging' }, /sandbox or production/],
    ['a switch that is not a boolean', { BOOKINGS_ENABLED: 'maybe' }, /BOOKINGS_ENABLED/],
  ])('refuses %s', (_, env, message) => expect(() => loadConfig(env)).toThrow(message));

  it('bookings are on unless switched off', () => {
    expect(loadConfig({}).bookingsEnabled).toBe(true);
    expect(loadConfig({ BOOKINGS_ENABLED: 'false', BOOKINGS_DISABLED_MESSAGE: 'Back soon' })).toMatchObject({ bookingsEnabled: false, bookingsDisabledMessage: 'Back soon' });
  });
});
