import { ENGINES, caller, createTestApp, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('rate limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { sensitiveRateLimit: 2 } });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/offer/getcode', { offerSlug: 'no-such-offer', emailAddress: 'a@example.com', acceptTerms: true }],
    ['/api/contact/sendemail', {}],
    ['/api/jobs/application', {}],
    ['/api/signup', {}],
  ])('answers %s with 429 past the limit, and says when to retry', async (url, body) => {
    const api = caller(t);
    await api.post(url, body);
    await api.post(url, body);
    const third = await api.post(url, body);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many requests, please try again in \d+ seconds/);
  });

  it('does not limit reading content', async () => {
    const api = caller(t);
    for (let i = 0; i < 5; i++) expect((await api.get('/api/v1/content/brand-settings')).statusCode).toBe(200);
  });
});
