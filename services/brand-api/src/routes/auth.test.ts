import crypto from 'node:crypto';
import { signAppToken } from '@riviere/app-token';
import { ENGINES, createTestApp, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('auth and error handling on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const url = '/api/v1/content/brand-settings';

  it.each([
    ['no token', (h: Record<string, string>) => ({ ...h, authorization: '' }), 401, /bearer token is required/i],
    ['a garbage token', (h: Record<string, string>) => ({ ...h, authorization: 'Bearer nope' }), 401, /invalid or has expired/],
    ['no brand key', (h: Record<string, string>) => ({ ...h, 'x-brand-key': '' }), 401, /X-Brand-Key/],
    ['a wrong brand key', (h: Record<string, string>) => ({ ...h, 'x-brand-key': 'other-brand' }), 403, /does not name this brand/],
    ['no session id', (h: Record<string, string>) => ({ ...h, 'x-session-id': '' }), 401, /X-Session-Id/],
  ])('refuses a call with %s', async (_case, change, status, message) => {
    const response = await t.app.inject({ method: 'GET', url, headers: change(t.headers) });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a token signed with another secret', async () => {
    const { accessToken } = await signAppToken('someone-elses-secret-0123456789abc');
    const response = await t.app.inject({ method: 'GET', url, headers: { ...t.headers, authorization: `Bearer ${accessToken}` } });
    expect(response.statusCode).toBe(401);
  });

  it('serves the OpenAPI document and health without a token', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/api/v1/content/brand-settings', '/api/offer/getcode', '/api/jobs/application']));
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toMatchObject({ status: 'ok', engine });
  });

  it('sends security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: t.headers });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it.each([
    ['a body that is not JSON', '{"emailAddress": ', 'The request body is not valid JSON.'],
    ['an empty body', '', /not valid JSON|body must be object/],
  ])('answers 400, not 500, for %s', async (_case, payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/offer/getcode',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/nothing/${crypto.randomUUID()}`, headers: t.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route for GET/);
  });
});
