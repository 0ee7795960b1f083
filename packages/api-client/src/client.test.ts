import { ApiError } from './errors';
import { createApiClient } from './client';
import { createMemoryStorage } from './storage';
import { byPath, createFakeFetch, deferred, json } from './test-support/fake-fetch';
import { createHarness, NOW, SESSION_ID, TOKEN_LIFETIME_MS } from './test-support/harness';
import { watchInFlight } from './test-support/in-flight';
import { TOKEN_STORAGE_KEY } from './token';
import type { Choices } from './types';

const choices: Choices = { interests: ['wine'], genders: ['female'] };

describe('createApiClient', () => {
  it('requires a brand key', () => {
    expect(() => createApiClient({ brandKey: '' })).toThrow(TypeError);
  });

  it('sends the token, brand key, session id and Accept on every API call', async () => {
    const h = createHarness({ api: () => json(200, choices) });
    await expect(h.client.content.getChoices()).resolves.toEqual(choices);
    const [call] = h.apiCalls();
    expect(call).toEqual({
      url: '/api/v1/content/choices',
      method: 'GET',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer token-1',
        'X-Brand-Key': 'riviere',
        'X-Session-Id': SESSION_ID,
      },
      body: undefined,
    });
    expect(h.storage.getItem('riviere.session')).toBe(SESSION_ID);
  });

  it('sends JSON bodies with Content-Type', async () => {
    const h = createHarness({ api: () => json(200, { voucherCode: 'RIV-1' }) });
    await h.client.offers.getCode({ offerSlug: '2-for-1-mains', emailAddress: 'a@b.co', acceptTerms: true });
    const [call] = h.apiCalls();
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.body).toEqual({ offerSlug: '2-for-1-mains', emailAddress: 'a@b.co', acceptTerms: true });
  });

  it('asks the token URL as given (site host) and prefixes only API paths with baseUrl', async () => {
    const h = createHarness({ baseUrl: 'https://api.example.test/', tokenUrl: '/site/token', api: () => json(200, choices) });
    await h.client.content.getChoices();
    expect(h.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /site/token',
      'GET https://api.example.test/api/v1/content/choices',
    ]);
    expect(h.tokenCalls()[0]).toMatchObject({
      body: { clearCache: false },
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  describe('a token the page arrived with', () => {
    it('is used for the first call, so no token request is made', async () => {
      const h = createHarness({ initialToken: { accessToken: 'from-page', expiresAt: NOW + TOKEN_LIFETIME_MS }, api: () => json(200, choices) });
      await h.client.content.getChoices();
      expect(h.tokenCalls()).toHaveLength(0);
      expect(h.apiCalls()[0]?.headers.Authorization).toBe('Bearer from-page');
    });

    it.each([
      ['expired', { accessToken: 'old', expiresAt: NOW - 1 }, 'Bearer token-1'],
      ['not a token', { accessToken: 42, expiresAt: 'soon' }, 'Bearer token-1'],
    ])('is ignored when %s', async (_case, initialToken, expected) => {
      const h = createHarness({ initialToken: initialToken as never, api: () => json(200, choices) });
      await h.client.content.getChoices();
      expect(h.apiCalls()[0]?.headers.Authorization).toBe(expected);
    });

    it('never replaces a stored token that is still good', async () => {
      const storage = createMemoryStorage();
      storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'stored', expiresAt: NOW + TOKEN_LIFETIME_MS }));
      const h = createHarness({ storage, initialToken: { accessToken: 'from-page', expiresAt: NOW + TOKEN_LIFETIME_MS }, api: () => json(200, choices) });
      await h.client.content.getChoices();
      expect(h.apiCalls()[0]?.headers.Authorization).toBe('Bearer stored');
    });
  });

  describe('token reuse at the 300,000 ms boundary', () => {
    it.each([
      ['none stored', null, 1],
      ['23 h left', TOKEN_LIFETIME_MS, 0],
      ['300,001 ms left', 300_001, 0],
      ['300,000 ms left', 300_000, 1],
      ['299,999 ms left', 299_999, 1],
      ['expired', -1, 1],
    ])('%s → %i token request(s)', async (_, remaining, expectedTokenCalls) => {
      const storage = createMemoryStorage();
      if (remaining !== null) {
        storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'stored', expiresAt: NOW + remaining }));
      }
      const h = createHarness({ storage, api: () => json(200, choices) });
      await h.client.content.getChoices();
      expect(h.tokenCalls()).toHaveLength(expectedTokenCalls);
      expect(h.apiCalls()[0]?.headers.Authorization).toBe(expectedTokenCalls ? 'Bearer token-1' : 'Bearer stored');
    });

    it('reuses the fetched token until 300,000 ms before its expiry, then fetches another', async () => {
      const h = createHarness({ api: () => json(200, choices) });
      const call = () => h.client.preferences.updateCustomerPreferences({} as never);
      await call();
      h.advance(TOKEN_LIFETIME_MS - 300_001);
      await call();
      expect(h.tokenCalls()).toHaveLength(1);
      h.advance(1);
      await call();
      expect(h.tokenCalls()).toHaveLength(2);
      expect(h.apiCalls().map((c) => c.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-2']);
    });
  });

  it('on a 401 clears the token, fetches one with clearCache true and retries once', async () => {
    const h = createHarness();
    h.answer((call) => (call.headers.Authorization === 'Bearer token-1' ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' }) : json(200, { message: 'Success' })));
    await expect(h.client.preferences.updateCustomerPreferences({} as never)).resolves.toEqual({ message: 'Success' });
    expect(h.tokenCalls().map((c) => c.body)).toEqual([{ clearCache: false }, { clearCache: true }]);
    expect(h.apiCalls().map((c) => c.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(JSON.parse(h.storage.getItem(TOKEN_STORAGE_KEY) ?? '')).toMatchObject({ accessToken: 'token-2' });
  });

  it('a second 401 becomes an ApiError, with no further refresh or retry', async () => {
    const h = createHarness({ api: () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'bad brand key' }) });
    const error = await h.client.contact.getContactContent().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'bad brand key' });
    expect(h.tokenCalls()).toHaveLength(2);
    expect(h.apiCalls()).toHaveLength(2);
  });

  it('concurrent calls share one token request', async () => {
    const h = createHarness({ api: () => json(200, choices) });
    const token = deferred<Response>();
    h.answerTokens(() => token.promise);
    const calls = Promise.all([h.client.content.getChoices(), h.client.contact.getContactContent(), h.client.geo.search('Bath')]);
    token.resolve(json(200, { accessToken: 'shared', expiresAt: NOW + TOKEN_LIFETIME_MS }));
    await calls;
    expect(h.tokenCalls()).toHaveLength(1);
    expect(h.apiCalls().map((c) => c.headers.Authorization)).toEqual(['Bearer shared', 'Bearer shared', 'Bearer shared']);
  });

  it('concurrent 401s share one refresh', async () => {
    const storage = createMemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'revoked', expiresAt: NOW + TOKEN_LIFETIME_MS }));
    const h = createHarness({ storage });
    h.answer((call) => (call.headers.Authorization === 'Bearer revoked' ? json(401, {}) : json(200, {})));
    await Promise.all([h.client.content.getChoices(), h.client.geo.search('Bath'), h.client.geo.search('Leeds')]);
    expect(h.tokenCalls().map((c) => c.body)).toEqual([{ clearCache: true }]);
    expect(h.apiCalls().map((c) => c.headers.Authorization)).toEqual([
      'Bearer revoked', 'Bearer revoked', 'Bearer revoked', 'Bearer token-1', 'Bearer token-1', 'Bearer token-1',
    ]);
  });

  describe('requests in flight (the page-wide activity event)', () => {
    let watch: ReturnType<typeof watchInFlight>;
    beforeEach(() => {
      watch = watchInFlight();
    });
    afterEach(() => watch.stop());

    it('counts the call and its token request, back to 0', async () => {
      const h = createHarness({ api: () => json(200, choices) });
      const { seen } = watch;
      await h.client.content.getChoices();
      expect(seen).toEqual([0, 1, 2, 1, 0]);
      await h.client.contact.getContactContent();
      expect(seen).toEqual([0, 1, 2, 1, 0, 1, 0]);
    });

    it('counts down after a network failure and after an error status', async () => {
      const h = createHarness({ api: () => Promise.reject(new TypeError('fetch failed')) });
      const { seen } = watch;
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
      h.answer(() => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ status: 500 });
      expect(seen).toEqual([0, 1, 2, 1, 0, 1, 0]);
    });

    it('counts down when the token request itself fails', async () => {
      const h = createHarness();
      h.answerTokens(() => Promise.reject(new TypeError('offline')));
      const { seen } = watch;
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
      expect(seen).toEqual([0, 1, 2, 1, 0]);
      expect(h.apiCalls()).toHaveLength(0);
    });
  });

  describe('errors', () => {
    it('builds ApiError fields from a 400 body', async () => {
      const body = { statusCode: 400, error: 'Bad Request', message: 'body/email must match format "email"', code: 'VALIDATION', field: 'email' };
      const h = createHarness({ api: () => json(400, body) });
      const error = await h.client.contact.sendEmail({} as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION', field: 'email', message: body.message, body });
    });

    it('keeps a non-JSON error body as text', async () => {
      const h = createHarness({ api: () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ status: 502, body: '<h1>Bad gateway</h1>' });
    });

    it('rejects a 2xx answer that is not JSON', async () => {
      const h = createHarness({ api: () => new Response('<html>', { status: 200 }) });
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    });

    it('rejects a token answer without accessToken and expiresAt', async () => {
      const h = createHarness();
      h.answerTokens(() => json(200, { token: 'x' }));
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
      expect(h.storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });

    it('reports a failing token endpoint as an ApiError with its status', async () => {
      const h = createHarness();
      h.answerTokens(() => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'signing key missing' }));
      await expect(h.client.geo.search('Bath')).rejects.toMatchObject({ status: 503, message: 'signing key missing' });
    });
  });

  it('calls fetch as a plain function, never as a method (browsers throw Illegal invocation)', async () => {
    const fake = createFakeFetch(byPath({ '/api/token': () => json(200, { accessToken: 't', expiresAt: NOW + TOKEN_LIFETIME_MS }), '/api/v1/content/choices': () => json(200, choices) }));
    const thisValues: unknown[] = [];
    const strictFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      thisValues.push(this);
      return fake.fetch(input, init);
    } as typeof fetch;
    const client = createApiClient({ brandKey: 'riviere', fetch: strictFetch, storage: createMemoryStorage(), now: () => NOW });
    await client.content.getChoices();
    expect(thisValues).toEqual([undefined, undefined]);
  });

  it('uses the global fetch when none is given', async () => {
    const fake = createFakeFetch(byPath({ '/api/token': () => json(200, { accessToken: 't', expiresAt: NOW + TOKEN_LIFETIME_MS }), '/api/v1/content/choices': () => json(200, choices) }));
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(fake.fetch);
    try {
      const client = createApiClient({ brandKey: 'riviere', storage: createMemoryStorage() });
      await expect(client.content.getChoices()).resolves.toEqual(choices);
      expect(fake.calls).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});
