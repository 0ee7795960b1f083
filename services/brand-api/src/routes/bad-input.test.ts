import fc from 'fast-check';
import { ENGINES, caller, createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Whatever a client sends, the answer is a clear 4xx or a success — never a 500 and never a
 * stack trace. Random bodies are thrown at every endpoint that takes one.
 */
const POST_ENDPOINTS = [
  '/api/offer/getcode',
  '/api/contact/sendemail',
  '/api/contact/group-booking',
  '/api/jobs/application',
  '/api/signup',
  '/api/exponea/updateCustomerPreferences',
  '/api/exponea/getcustomerpreferences/00000000-0000-4000-8000-000000000000',
];

const GET_TEMPLATES = [
  (s: string) => `/api/v1/content/menu/${s}`,
  (s: string) => `/api/v1/content/restaurant/${s}`,
  (s: string) => `/api/v1/content/page/${s}`,
  (s: string) => `/api/geo/search/${s}`,
  (s: string) => `/api/geo/search/lat/${s}/lng/${s}`,
  (s: string) => `/api/offer/getofferbyslug?offerSlug=${s}`,
  (s: string) => `/api/jobs/${s}`,
  (s: string) => `/api/jobs/locations?query=${s}`,
];

/** Valid bodies; the property below breaks one field at a time to reach the deeper checks. */
const VALID_BODIES: [string, Record<string, unknown>][] = [
  ['/api/offer/getcode', { offerSlug: '2-for-1-mains', emailAddress: 'fuzz@example.com', acceptTerms: true }],
  ['/api/contact/sendemail', { firstName: 'Ann', lastName: 'Lee', email: 'fuzz@example.com', message: 'Hi', enquiryType: 'general', reason: 'my-visit', subReason: 'food', enquiryRestaurant: 101, guests: 2 }],
  ['/api/contact/group-booking', { storeId: 118, venue: 'Covent Garden', bookingType: 'Party', covers: 20, date: '2099-01-02', time: '19:00', until: '22:00', email: 'fuzz@example.com', firstName: 'Ann', lastName: 'Lee', telephoneNumber: '020 7946 0000', shouldReceivePromotions: false, shouldReceiveSms: false }],
  ['/api/jobs/application', { email: 'fuzz@example.com', firstName: 'Ann', secondName: 'Lee', telephone: '07700900123', jobId: 'MR-1003', experience: [], questions: [{ id: 'q-1003-1', answer: 'Yes' }] }],
  ['/api/signup', { emailAddress: 'fuzz@example.com', favouriteRestaurant: 101, firstName: 'Ann', acceptTerms: true, acceptSMSTerms: false, birthday: { day: 1, month: 1, year: 1990 } }],
];

describe.each(ENGINES)('bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it.each(POST_ENDPOINTS)('%s never answers 500 to a random body', async (url) => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        const response = await api.post(url, body);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(/\n\s+at /);
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 40 },
    );
  });

  it.each(VALID_BODIES)('%s never answers 500 when one field is broken', async (url, valid) => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(valid)), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }), async (key, value) => {
        const response = await api.post(url, { ...valid, [key]: value });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });

  it('no GET answers 500 to a random path segment', async () => {
    const api = caller(t);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_TEMPLATES), fc.string({ maxLength: 30 }), async (template, raw) => {
        const response = await api.get(template(encodeURIComponent(raw)));
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
