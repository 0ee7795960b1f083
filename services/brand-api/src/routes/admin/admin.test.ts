import type { RestaurantLocation } from '@riviere/api-client';
import type { SeedContent } from '../../seed/seed-content';
import { ENGINES, caller, createTestApp, type TestApp } from '../../test-support/test-app';
import { testSeedContent } from '../../test-support/test-images';

const SECRET = 'content-admin-secret-for-tests';
const BATH = '/api/v1/content/restaurant/slug/bath/city/bath';

describe.each(ENGINES)('publishing content (%s)', (engine) => {
  let t: TestApp;
  /** What the next publish reads: the seed, as edited by the test. */
  let next: SeedContent;
  const publish = (headers: Record<string, string> = { 'x-admin-secret': SECRET }) => t.app.inject({ method: 'POST', url: '/admin/content/publish', headers });
  const bathOf = (content: SeedContent) => content.restaurants.find((r) => r.slug === 'bath')!;

  beforeAll(async () => {
    next = structuredClone(await testSeedContent());
    t = await createTestApp(engine, { config: { contentAdminSecret: SECRET }, loadContent: async () => structuredClone(next) });
  });
  afterAll(() => t.close());

  it('refuses a call without the admin secret, or with another, and changes nothing', async () => {
    bathOf(next).phoneNumber = '01632 960999';
    for (const headers of [{}, { 'x-admin-secret': '' }, { 'x-admin-secret': 'wrong' }] as Record<string, string>[]) {
      const answer = await publish(headers);
      expect([answer.statusCode, answer.json().message]).toEqual([401, 'This call needs the content admin secret in the X-Admin-Secret header.']);
    }
    expect(((await caller(t).get(BATH)).json() as RestaurantLocation).phoneNumber).not.toBe('01632 960999');
    bathOf(next).phoneNumber = bathOf(await testSeedContent()).phoneNumber;
  });

  it('with nothing edited, changes nothing and names no key', async () => {
    const answer = await publish();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ changed: [], added: [], kept: [], keys: [] });
  });

  it('writes an edited restaurant, names its keys, and the next read shows it (no copy kept)', async () => {
    expect((await caller(t).get(BATH)).statusCode).toBe(200); // the brand API now holds a copy
    bathOf(next).phoneNumber = '01632 960999';
    const answer = await publish();
    expect(answer.json()).toEqual({ changed: [`restaurant ${bathOf(next).storeId}`], added: [], kept: [], keys: ['restaurant:bath/bath', 'restaurants'] });
    expect(((await caller(t).get(BATH)).json() as RestaurantLocation).phoneNumber).toBe('01632 960999');
    expect((await publish()).json().keys).toEqual([]);
  });

  it('adds a new job, and keeps (and reports) one left out of the folder', async () => {
    const [first] = next.jobs;
    next.jobs = [...next.jobs.slice(1), { ...first!, jobId: 'MR-9001', id: 9001 }];
    const answer = await publish();
    expect(answer.json()).toEqual({ changed: [], added: ['job MR-9001'], kept: [`job ${first!.jobId}`], keys: ['job:MR-9001', 'jobs'] });
    expect((await caller(t).get('/api/jobs/MR-9001')).statusCode).toBe(200);
    expect((await caller(t).get(`/api/jobs/${first!.jobId}`)).statusCode).toBe(200);
  });

  it('refuses to move a published offer to another address, saying why, and writes nothing of that publish', async () => {
    const offer = next.offers[0]!;
    const before = offer.slug;
    offer.slug = `${before}-moved`;
    bathOf(next).phoneNumber = '01632 960000';
    const answer = await publish();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(`Offer ${offer.id} cannot change its address from ${before} to ${before}-moved: vouchers and campaign links use it. Publish it as a new offer instead.`);
    expect(((await caller(t).get(BATH)).json() as RestaurantLocation).phoneNumber).toBe('01632 960999');
    offer.slug = before;
  });
});

describe('publishing content without CONTENT_ADMIN_SECRET', () => {
  it('is not a route at all', async () => {
    const t = await createTestApp(ENGINES[0]!);
    try {
      const answer = await t.app.inject({ method: 'POST', url: '/admin/content/publish', headers: { 'x-admin-secret': '' } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
