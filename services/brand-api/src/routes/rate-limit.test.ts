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

/** With REDIS_URL the limit is shared by every API instance: two apps, one budget. Runs when TEST_REDIS_URL names a server. */
const redisUrl = process.env.TEST_REDIS_URL;

if (redisUrl) describe(`rate limits shared through Redis at ${redisUrl}`, () => {
  it('counts requests to two instances against one limit', async () => {
    const { default: Redis } = await import('ioredis');
    const clients = [new Redis(redisUrl), new Redis(redisUrl)];
    const apps = await Promise.all(clients.map((redis) => createTestApp('pglite', { redis, config: { sensitiveRateLimit: 3 } })));
    try {
      const body = { offerSlug: 'no-such-offer', emailAddress: 'a@example.com', acceptTerms: true };
      // Same client address and a fresh key space: the test's own session keeps runs apart.
      await clients[0]!.flushdb();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await caller(apps[i % 2]!).post('/api/offer/getcode', body)).statusCode);
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      for (const c of clients) c.disconnect();
    }
  });
});
