import { bookingBody, manageToken, NOW, submit, TODAY } from '../booking/test-support/booking-fixtures';
import { MAX_JSON_DEPTH } from '../lib/json-depth';
import { tooDeepMessage } from '../lib/json-body';
import { ENGINES, caller, createTestApp, type TestApp } from '../test-support/test-app';
import { fuzzCases, unauthorisedCases, validCases, type Coherence, type FuzzCase } from '../test-support/fuzz/fuzz-cases';
import { arraysDeep, DEEP, objectsDeep } from '../test-support/fuzz/hostile-values';
import { operationsOf, schemaDepth, type OpenApiDocument, type Operation } from '../test-support/fuzz/operations';
import { realisticValues } from '../test-support/fuzz/realistic-values';
import { fuzzSettings, runFuzz } from '../test-support/fuzz/run-fuzz';
import type { Realistic } from '../test-support/fuzz/schema-arbitrary';

/**
 * Hostile input never reaches a 500. Every operation of the OpenAPI document gets requests
 * generated from its own schemas (path, query, headers, body), valid ones and ones with one
 * thing made hostile: nesting 10,000 deep, 100,000 items, 1 MB of text, NUL bytes and lone
 * surrogates, numbers past 2^53 and `1e309`, `__proto__` keys, wrong types, missing and extra
 * fields, other content types, empty and cut-off bodies, and no or bad credentials. Every answer
 * is a success or a documented 4xx with a JSON error naming the field at fault, never a 5xx or a
 * stack trace (test-support/fuzz/answer-check.ts). Seeded and bounded: FUZZ_SEED, FUZZ_RUNS and
 * FUZZ_PATH (README, "Fuzzing"); a failure prints the seed and path that replay it.
 */

/** A booking's restaurant is the one in its path, its occasion one of that restaurant's, its date and time one instant. */
const sameRestaurantAndTime: Coherence = ({ params, body }) => {
  const booking = body as Record<string, unknown>;
  const storeId = Number(params.storeId);
  booking.restaurantId = storeId;
  booking.occasionId = storeId * 100 + (Number(booking.occasionId) % 5) + 1;
  booking.diningDateTime = `${String(booking.diningDateTime).slice(0, 10)}T${String(booking.bookingTime)}`;
};

/** An occasion of the restaurant in the path. */
const occasionOfRestaurant: Coherence = ({ params, query }) => {
  query.occasionId = Number(params.storeId) * 100 + (Number(query.occasionId) % 5) + 1;
};

/** What lets a caller in: the app token, or the request itself (a signed link is its own credential; a content image is public). */
type Coverage = { credential: 'app token' | 'manage link' | 'unsubscribe link' | 'public'; coherent?: Coherence };
const TOKEN: Coverage = { credential: 'app token' };
const LINK: Coverage = { credential: 'manage link' };

/**
 * Every operation the suite covers, what a caller needs for it, and how its generated values
 * must agree. The suite fails when the document lists an operation this table does not (or the
 * other way round): a new route is fuzzed from its schemas once it has its line here.
 */
const OPERATIONS: Record<string, Coverage> = {
  'GET /api/v1/content/brand-settings': TOKEN,
  'GET /api/v1/content/search-restaurants/': TOKEN,
  'GET /api/v1/content/restaurant/slug/{slug}/city/{city}': TOKEN,
  'GET /api/v1/content/getRestaurantBySlug/{slug}': TOKEN,
  'GET /api/v1/content/restaurant/{storeId}': TOKEN,
  'GET /api/v1/content/menus': TOKEN,
  'GET /api/v1/content/menu/{id}': TOKEN,
  'GET /api/v1/content/page/{id1}': TOKEN,
  'GET /api/v1/content/page/{id1}/{id2}': TOKEN,
  'GET /api/v1/content/choices': TOKEN,
  'GET /api/social/insta/media': TOKEN,
  'GET /cdg/booking/allVenueIds': TOKEN,
  'GET /api/offer/getofferbyslug': TOKEN,
  'GET /api/offer/rest/{id}': TOKEN,
  'GET /api/offer/restaurant/{storeId}': TOKEN,
  'GET /api/offer/campaign/{campaignId}': TOKEN,
  'POST /api/offer/getcode': TOKEN,
  'GET /api/contact/contactTypes': TOKEN,
  'GET /api/contact/content': TOKEN,
  'POST /api/contact/sendemail': TOKEN,
  'POST /api/contact/group-booking': TOKEN,
  'GET /api/geo/search/{query}': TOKEN,
  'GET /api/geo/search/lat/{lat}/lng/{lng}': TOKEN,
  'GET /api/jobs': TOKEN,
  'GET /api/jobs/locations': TOKEN,
  'GET /api/jobs/{jobId}': TOKEN,
  'POST /api/jobs/application': TOKEN,
  'POST /api/signup': TOKEN,
  'POST /api/exponea/getcustomerpreferences/{customerGuid}': TOKEN,
  'POST /api/exponea/updateCustomerPreferences': TOKEN,
  'POST /api/exponea/updateMarketingEmails': TOKEN,
  'GET /api/marketing/unsubscribe/{recipient}/{signature}': { credential: 'unsubscribe link' },
  'POST /api/marketing/unsubscribe/{recipient}/{signature}': { credential: 'unsubscribe link' },
  'GET /api/recaptcha/verify': TOKEN,
  'POST /api/referral/invite': TOKEN,
  'GET /api/referral/code/{code}': TOKEN,
  'GET /api/booking/occasions/{storeId}': TOKEN,
  'GET /api/booking/restrictions/{storeId}': TOKEN,
  'POST /api/booking/availability': TOKEN,
  'GET /api/booking/areas/{storeId}': { ...TOKEN, coherent: occasionOfRestaurant },
  'GET /api/booking/bookingmenu/{storeId}': { ...TOKEN, coherent: occasionOfRestaurant },
  'GET /api/booking/slots/{storeId}': { ...TOKEN, coherent: occasionOfRestaurant },
  'GET /api/booking/requirements/{storeId}': { ...TOKEN, coherent: occasionOfRestaurant },
  'POST /api/booking/create/{storeId}': { ...TOKEN, coherent: sameRestaurantAndTime },
  'POST /api/booking/events/{storeId}': { ...TOKEN, coherent: sameRestaurantAndTime },
  'POST /api/booking/enquiry/{storeId}': { ...TOKEN, coherent: sameRestaurantAndTime },
  'GET /api/booking/manage/{token}': LINK,
  'GET /api/booking/manage/{token}/calendar.ics': LINK,
  'POST /api/booking/manage/{token}/change': LINK,
  'POST /api/booking/manage/{token}/cancel': LINK,
  'GET /api/v1/braintree/token': TOKEN,
  'POST /api/v1/braintree/submit': TOKEN,
  'GET /media/{file}': { credential: 'public' },
};

/** Valid requests without valid credentials, and valid requests alone: a smaller sample per operation, never cut short. */
const SAMPLE_RUNS = 10;
/** Set by a test-only hook on every request that gets past parsing, validation and the input guard. */
const REACHED_HANDLER = 'x-fuzz-reached-handler';

describe.each(ENGINES)('hostile input to every operation on %s', (engine) => {
  let t: TestApp;
  let operations: Map<string, Operation>;
  let realistic: Realistic;
  const settings = fuzzSettings();
  const totals = { cases: 0, started: 0, reached: 0, statuses: '' };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      now: () => NOW,
      // Raised so that thousands of valid sign-ups and bookings reach their handlers; the limits have their own tests.
      config: { sensitiveRateLimit: 1_000_000, bookingRateLimit: 1_000_000 },
      beforeReady: (app) => app.addHook('preHandler', async (_request, reply) => {
        reply.header(REACHED_HANDLER, '1');
      }),
    });
    operations = new Map(operationsOf(t.app.swagger() as OpenApiDocument).map((operation) => [operation.key, operation]));
    // A booking, a sign-up and an invitation, so the calls that need one have a real one.
    const booking = (await submit(t, 'create', bookingBody())).json<{ manageUrl: string }>();
    const signUp = await caller(t).post('/api/signup', { emailAddress: 'fuzz-setup@example.com', favouriteRestaurant: 101, firstName: 'Ann', acceptTerms: true, acceptSMSTerms: false });
    await caller(t).post('/api/referral/invite', { referrerName: 'Ann Lee', referrerEmail: 'fuzz-ann@example.com', friendEmail: 'fuzz-friend@example.com', consent: true });
    const { rows } = await t.db.query<{ code: string }>('SELECT code FROM referrals');
    realistic = realisticValues(TODAY, {
      manageTokens: [manageToken(booking.manageUrl)],
      customerGuids: [signUp.json<{ data: { customerGuid: string } }>().data.customerGuid],
      referralCodes: rows.map((row) => row.code),
    });
    totals.started = Date.now();
  }, 120_000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      const seconds = ((Date.now() - totals.started) / 1000).toFixed(1);
      console.info(`fuzz on ${engine}: ${totals.cases} cases over ${operations.size} operations in ${seconds} s (seed ${settings.seed}); ${totals.reached} reached their handler\n${totals.statuses}`);
    }
    await t.close();
  });

  it('covers every operation the OpenAPI document lists, and only those', () => {
    expect([...operations.keys()].sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it(`leaves room for every body the schemas allow under the ${MAX_JSON_DEPTH}-level limit`, () => {
    const depths = [...operations.values()].filter((operation) => operation.body).map((operation) => [operation.key, schemaDepth(operation.body!)] as const);
    expect(depths.length).toBeGreaterThan(10);
    expect(depths.filter(([, depth]) => depth > MAX_JSON_DEPTH / 4)).toEqual([]);
  });

  it.each(Object.keys(OPERATIONS))('%s: every answer is a success or a documented 4xx naming what is wrong', async (key) => {
    const operation = operations.get(key);
    if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
    const tally = { reached: 0, rateLimited: 0, statuses: {} as Record<number, number> };
    const send = async (fuzzCase: FuzzCase) => {
      const response = await t.app.inject({ method: fuzzCase.method, url: fuzzCase.url, headers: fuzzCase.headers, ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }) });
      if (response.headers[REACHED_HANDLER]) tally.reached += 1;
      if (response.statusCode === 429) tally.rateLimited += 1;
      tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
      return { statusCode: response.statusCode, body: response.body };
    };
    const name = `${engine} ${key}`;
    const uncapped = { ...settings, timeLimitMs: Number.MAX_SAFE_INTEGER };
    const { credential, coherent } = OPERATIONS[key]!;
    const context = { realistic, auth: t.headers, ...(coherent ? { coherent } : {}) };
    const replay = { file: 'src/routes/fuzz.test.ts', testName: name };
    const hostile = await runFuzz(name, fuzzCases(operation, context), send, settings, replay);
    const unauthorised = await runFuzz(`${name} (credentials)`, unauthorisedCases(operation, context, credential !== 'app token'), send, { ...uncapped, runs: Math.min(settings.runs, SAMPLE_RUNS) }, replay);
    const reachedBefore = tally.reached;
    const valid = await runFuzz(`${name} (valid)`, validCases(operation, context), send, { ...uncapped, runs: Math.min(settings.runs, SAMPLE_RUNS) }, replay);
    totals.cases += hostile.runs + unauthorised.runs + valid.runs;
    for (const failure of [hostile.failure, unauthorised.failure, valid.failure]) if (failure) throw new Error(failure);
    expect(hostile.runs).toBeGreaterThan(0);
    // The suite means something only if generated requests get through to the handlers, and no rate limit stands in the way.
    expect(tally.reached - reachedBefore).toBeGreaterThan(0);
    expect(tally.rateLimited).toBe(0);
    totals.reached += tally.reached;
    totals.statuses += `${key}: ${JSON.stringify(tally.statuses)} (${tally.reached} reached the handler)\n`;
  });

  it(`answers a body ${DEEP} levels deep with a 400 naming the nesting on every operation that reads a body, and ignores it on the others`, async () => {
    const wrong: string[] = [];
    for (const operation of operations.values()) {
      const url = operation.path.replace('{storeId}', '118').replace(/\{\w+\}/g, 'x');
      for (const deep of [arraysDeep(DEEP), objectsDeep(DEEP)]) {
        const response = await t.app.inject({ method: operation.method, url, headers: { ...t.headers, 'content-type': 'application/json' }, payload: deep.text });
        if (operation.body) {
          const error = response.json<{ message: string; field: string }>();
          if (response.statusCode !== 400 || error.message !== tooDeepMessage(MAX_JSON_DEPTH) || error.field !== 'body') wrong.push(`${operation.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else {
          // A GET's body is never read: the answer is the one without it.
          const without = await t.app.inject({ method: operation.method, url, headers: t.headers });
          if (response.statusCode !== without.statusCode || response.statusCode >= 500) wrong.push(`${operation.key}: ${response.statusCode} with the body, ${without.statusCode} without`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
