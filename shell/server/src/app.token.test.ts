import crypto from 'node:crypto';
import { TOKEN_LIFETIME_MS, verifyAppToken } from '@riviere/app-token';
import { startFakeBrandApi, TEST_BRAND_KEY, TEST_SECRET, type FakeBrandApi } from './test-support/fake-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

describe('site server: POST /api/token', () => {
  let api: FakeBrandApi;
  let site: Site;
  beforeAll(async () => {
    api = await startFakeBrandApi();
    site = await startSite({ brandApiUrl: api.url, config: { tokenRateLimit: 1000 } });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  const token = (payload?: string | object, headers: Record<string, string> = {}) =>
    site.app.inject({ method: 'POST', url: '/api/token', ...(payload === undefined ? {} : { payload }), headers });

  it('signs a 23-hour anonymous token the brand API accepts', async () => {
    const before = Date.now();
    const response = await token({ clearCache: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + TOKEN_LIFETIME_MS);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + TOKEN_LIFETIME_MS);
    expect(TOKEN_LIFETIME_MS).toBe(82_800_000);
    await expect(verifyAppToken(TEST_SECRET, body.accessToken)).resolves.toBeUndefined();

    const through = await site.app.inject({
      url: '/api/protected',
      headers: { authorization: `Bearer ${body.accessToken}`, 'x-brand-key': TEST_BRAND_KEY, 'x-session-id': crypto.randomUUID() },
    });
    expect(through.statusCode).toBe(200);
    expect(through.json()).toEqual({ ok: true });
  });

  it('signs a new token on every request', async () => {
    const [a, b] = await Promise.all([token({ clearCache: true }), token({})]);
    expect(a.json().accessToken).not.toBe(b.json().accessToken);
  });

  it.each([
    ['no body', undefined, {}],
    ['an empty object', {}, {}],
    ['clearCache true', { clearCache: true }, {}],
  ])('answers a request with %s', async (_case, payload, headers) => {
    expect((await token(payload, headers)).statusCode).toBe(200);
  });

  it.each([
    ['clearCache of the wrong type', { clearCache: 'yes' }, {}, /^clearCache must be a boolean$/],
    ['an unknown field', { clearCache: true, admin: true }, {}, /^body has an unknown property "admin"$/],
    ['broken JSON', '{"clearCache":', { 'content-type': 'application/json' }, /not valid JSON/],
    ['a JSON array', '[]', { 'content-type': 'application/json' }, /^body must be an object$/],
    ['a text body', 'clearCache', { 'content-type': 'text/plain' }, /^body must be an object$/],
  ])('answers %s with a 4xx and a clear message, never a 500', async (_case, payload, headers, message) => {
    const response = await token(payload, headers);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(message);
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('answers %s /api/token itself with a 405, never proxied', async (method) => {
    const response = await site.app.inject({ method, url: '/api/token' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.headers['x-upstream']).toBeUndefined();
  });
});

describe('site server: token rate limit', () => {
  it('answers the request over the limit with a 429 and a clear message', async () => {
    const api = await startFakeBrandApi();
    const site = await startSite({ brandApiUrl: api.url, config: { tokenRateLimit: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await site.app.inject({ method: 'POST', url: '/api/token', payload: {} })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await site.app.inject({ method: 'POST', url: '/api/token', payload: {} });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
      expect(limited.json().message).toMatch(/^Too many token requests, please try again in \d+ seconds\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own allowance.
      const other = await site.app.inject({ method: 'POST', url: '/api/token', payload: {}, remoteAddress: '10.0.0.9' });
      expect(other.statusCode).toBe(200);
    } finally {
      await site.close();
      await api.close();
    }
  });
});
