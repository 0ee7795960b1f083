import fc from 'fast-check';
import { COVENT_GARDEN, NOW, SATURDAY, bookingBody, occasion } from '../../booking/test-support/booking-fixtures';
import { FORBIDDEN_KEY_MESSAGE } from '../../lib/json-body';
import { ENGINES, caller, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Whatever a client sends to the booking endpoints, the answer is a success or a 4xx with a
 * message (400s name the field) — never a 500. Property-based, over the create body above all.
 */
const POSTS = [
  `/api/booking/create/${COVENT_GARDEN}`,
  `/api/booking/events/${COVENT_GARDEN}`,
  `/api/booking/enquiry/${COVENT_GARDEN}`,
  '/api/booking/availability',
  '/api/v1/braintree/submit',
];

const GETS = [
  (s: string) => `/api/booking/occasions/${s}?date=${s}`,
  (s: string) => `/api/booking/restrictions/${COVENT_GARDEN}?date=${s}`,
  (s: string) => `/api/booking/areas/${COVENT_GARDEN}?occasionId=${s}&adults=2&children=0&dates=${s}`,
  (s: string) => `/api/booking/bookingmenu/${COVENT_GARDEN}?occasionId=11802&adults=${s}&children=0&dates=${SATURDAY}&time=${s}`,
  (s: string) => `/api/booking/slots/${COVENT_GARDEN}?occasionId=11802&adults=2&children=0&dates=${SATURDAY}&menuIds=${s}&areaId=${s}`,
  (s: string) => `/api/booking/requirements/${COVENT_GARDEN}?occasionId=11802&adults=2&children=${s}&bookingDate=${SATURDAY}&menuId=a-la-carte&time=19:30&areaId=${s}`,
  (s: string) => `/api/booking/manage/${s}`,
  (s: string) => `/api/booking/manage/${s}/calendar.ics`,
];

/** Values that are nearly right: the edges the schema and the engine must both hold. */
const tricky = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '2026-02-30', '2026-12-05T25:00', '2026-12-05T19:30', '19:30', '24:00', 'null', 'NaN', '-1', '1e400', '__proto__', 'constructor', 'a'.repeat(5000)),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.double(),
  fc.array(fc.string({ maxLength: 50 }), { maxLength: 8 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

function expectCleanAnswer(response: { statusCode: number; body: string; json(): { message?: string; field?: string } }) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.body).not.toMatch(/\n\s+at /);
  if (response.statusCode >= 400) {
    expect(response.json().message).toEqual(expect.any(String));
    if (response.statusCode === 400) expect(response.json().field).toEqual(expect.any(String));
  }
}

describe.each(ENGINES)('booking bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
  });
  afterAll(() => t.close());

  it.each(POSTS)('%s never answers 500 to a random body', async (url) => {
    const api = caller(t);
    await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => expectCleanAnswer(await api.post(url, body))), { numRuns: 40 });
  });

  it('create: any one field broken (or missing) gives a clean answer', async () => {
    const api = caller(t);
    const valid = bookingBody({ adultCovers: 2, bookingTime: '18:00', diningDateTime: `${SATURDAY}T18:00` });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(valid), 'areaId', 'offerId', 'braintreeCustomerId', 'unknownField'), fc.option(tricky, { nil: undefined }), async (field, value) => {
        expectCleanAnswer(await api.post(`/api/booking/create/${COVENT_GARDEN}`, { ...valid, [field]: value }));
      }),
      { numRuns: 250 },
    );
  });

  it('create: whole bodies of plausible fields in any combination give a clean answer', async () => {
    const api = caller(t);
    const body = fc.record({
      restaurantId: fc.oneof(fc.constant(COVENT_GARDEN), fc.integer({ min: -5, max: 200 })),
      firstName: fc.oneof(fc.constant('Amélie'), fc.string({ maxLength: 90 })),
      lastName: fc.oneof(fc.constant("O'Neill"), fc.string({ maxLength: 90 })),
      emailAddress: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 60 })),
      mobilePhoneNumber: fc.oneof(fc.constant('07700 900123'), fc.string({ maxLength: 30 })),
      diningDateTime: fc.oneof(fc.constantFrom(SATURDAY, `${SATURDAY}T19:30`, '2026-11-21', '2027-12-25T13:00'), fc.string({ maxLength: 20 })),
      adultCovers: fc.integer({ min: -2, max: 120 }),
      childCovers: fc.integer({ min: -2, max: 60 }),
      menuIds: fc.oneof(fc.constant(['a-la-carte']), fc.array(fc.constantFrom('a-la-carte', 'kids', 'christmas-day', 'afternoon-tea', 'x'), { maxLength: 6 })),
      shouldReceivePromotions: fc.boolean(),
      shouldReceiveSms: fc.oneof(fc.boolean(), tricky),
      occasionId: fc.oneof(fc.constantFrom(occasion(COVENT_GARDEN, 1), occasion(COVENT_GARDEN, 2), occasion(COVENT_GARDEN, 4), occasion(COVENT_GARDEN, 5)), fc.integer()),
      bookingTime: fc.oneof(fc.constantFrom('12:00', '19:30', '23:45', '08:00'), fc.string({ maxLength: 6 })),
      areaId: fc.option(fc.constantFrom('restaurant', 'terrace', 'private-dining', 'nowhere'), { nil: undefined }),
      braintreeCustomerId: fc.option(fc.string({ maxLength: 70 }), { nil: undefined }),
    }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(body, fc.constantFrom('create', 'events', 'enquiry'), async (b, kind) => {
      expectCleanAnswer(await api.post(`/api/booking/${kind}/${COVENT_GARDEN}`, b));
    }), { numRuns: 250 });
  });

  it('availability: any one field broken gives a clean answer', async () => {
    const api = caller(t);
    const valid = { stores: [{ storeId: COVENT_GARDEN, miles: 1 }], date: SATURDAY, adultCovers: 2, childrenCovers: 0, time: '19:30', occasionId: occasion(COVENT_GARDEN, 2) };
    await fc.assert(fc.asyncProperty(fc.constantFrom(...Object.keys(valid)), fc.option(tricky, { nil: undefined }), async (field, value) => {
      expectCleanAnswer(await api.post('/api/booking/availability', { ...valid, [field]: value }));
    }), { numRuns: 120 });
  });

  it.each([
    ['a forbidden __proto__ key', '{"__proto__":{"admin":true}}', FORBIDDEN_KEY_MESSAGE],
    ['a constructor.prototype key', '{"constructor":{"prototype":{}}}', FORBIDDEN_KEY_MESSAGE],
    ['an empty body', '', 'The request body is not valid JSON.'],
    ['half a JSON object', '{"restaurantId": 118,', 'The request body is not valid JSON.'],
  ])('a body that cannot be read (%s) is a 400 naming the body', async (_, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/booking/create/${COVENT_GARDEN}`, headers: { ...t.headers, 'content-type': 'application/json' }, payload });
    expect({ status: response.statusCode, ...response.json() }).toMatchObject({ status: 400, field: 'body', message });
  });

  it('no booking GET answers 500 to a random value', async () => {
    const api = caller(t);
    await fc.assert(fc.asyncProperty(fc.constantFrom(...GETS), fc.string({ maxLength: 40 }), async (template, raw) => {
      const response = await api.get(template(encodeURIComponent(raw)));
      expect(response.statusCode).toBeLessThan(500);
    }), { numRuns: 200 });
  });
});
