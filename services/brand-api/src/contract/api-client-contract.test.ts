/**
 * The contract between @riviere/api-client and the brand API, checked for real:
 * 1. every row of the client's ENDPOINTS registry is an operation of the served OpenAPI document;
 * 2. a real client, driven against a listening app, sends bodies that fit each operation's
 *    requestBody schema, gets answers that fit its 200 response schema, and returns what its
 *    TypeScript type promises.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS, createApiClient, type ApiClient, type BookingRequest, type ContentImage, type EndpointName, type EndpointSpec, type StorageLike } from '@riviere/api-client';
import { signAppToken, type AppToken } from '@riviere/app-token';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../booking/booking-horizon';
import { signUnsubscribe, unsubscribeKey } from '../marketing/unsubscribe-link';
import { expandBookingSeed, loadBookingSeed } from '../seed/booking-seed';
import { loadSeedContent } from '../seed/seed-content';
import { createTestApp, BRAND_KEY, TEST_SECRET, caller, type TestApp } from '../test-support/test-app';
import { minimalPdf } from '../uploads/test-support/fixtures';

/* ---------- OpenAPI document and schema validation ---------- */

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface Validator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}
type AjvInstance = { compile(schema: object): Validator };

// Fastify validates with Ajv 8 (through @fastify/ajv-compiler). A bare require('ajv') here finds
// the workspace root's Ajv 6 (an eslint dependency), which compiles the `\p{L}` name patterns
// without the u flag (so 'Jane' fails) and ignores OpenAPI's `nullable` (so null fails): load
// the very Ajv and ajv-formats Fastify uses.
const fromFastify = createRequire(require.resolve('fastify'));
const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
const Ajv = (fromCompiler('ajv') as { default: new (options: object) => AjvInstance }).default;
const addFormats = (fromCompiler('ajv-formats') as { default: (ajv: AjvInstance) => AjvInstance }).default;
// No type coercion: the client must send a JSON number where the schema says integer.
const ajv = addFormats(new Ajv({ allErrors: true }));

/** 'path/to/field message' lines; empty when the value fits the schema. */
function violations(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);
}

const jsonSchema = (content: Record<string, { schema: object }> | undefined) => content?.['application/json']?.schema;

/* ---------- Registry paths against server paths ---------- */

/** Parameter names are not part of the contract ({guid} and {customerGuid} route alike). */
const normalise = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * A slash param (getPage's {id}, e.g. 'group-bookings/thanks') spans several segments, but a
 * server route parameter cannot contain '/'. The brand API therefore serves it with one route
 * per segment count, /page/{id1} and /page/{id1}/{id2}: a registry row with a slash param must
 * find every one of these expansions in the document.
 */
const SLASH_PARAM_SEGMENTS = [1, 2];

function serverPathsFor(spec: EndpointSpec): string[] {
  let paths = [spec.path];
  for (const param of spec.slashParams ?? []) {
    paths = paths.flatMap((path) =>
      SLASH_PARAM_SEGMENTS.map((count) => path.replace(`{${param}}`, Array.from({ length: count }, (_, i) => `{${param}${i + 1}}`).join('/'))),
    );
  }
  return paths.map(normalise);
}

/* ---------- A real client with a recording fetch ---------- */

const TOKEN_URL = 'http://site.test/api/token';

interface Exchange {
  method: string;
  pathname: string;
  requestBody: unknown;
  status: number;
  responseBody: unknown;
}

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

/** A client whose token comes from a local stand-in for the site server, and which records every API exchange. */
function recordingClient(baseUrl: string, token: AppToken): { api: ApiClient; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url === TOKEN_URL) return Response.json(token);
    const response = await fetch(input, init);
    const text = await response.clone().text();
    exchanges.push({
      method: init?.method ?? 'GET',
      pathname: new URL(url).pathname,
      requestBody: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      status: response.status,
      responseBody: text === '' ? undefined : JSON.parse(text),
    });
    return response;
  };
  const api = createApiClient({ baseUrl, brandKey: BRAND_KEY, tokenUrl: TOKEN_URL, fetch: fetchFn, storage: memoryStorage() });
  return { api, exchanges };
}

/* ---------- One row per client function: realistic arguments from the seed ---------- */

const seed = loadSeedContent();
const firstMenu = seed.menus[0]!;
const cvJob = seed.jobs.find((j) => j.cvRequired && j.workExperienceRequired)!;
const uniqueEmail = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pdf = () => ({ name: 'cv.pdf', contentType: 'application/pdf', content: minimalPdf().toString('base64') });

interface Row {
  call(api: ApiClient, customerGuid: string): Promise<unknown>;
  /** What the client's return type promises, checked on what it returned. */
  check(result: unknown): void;
}
const row = <T>(call: (api: ApiClient, customerGuid: string) => Promise<T>, check: (result: T) => void): Row => ({ call, check: (r) => check(r as T) });

/** What the client's `ContentImage` promises a `<picture>`: AVIF, WebP and JPEG at three widths, a size, a placeholder. */
function expectPicture(picture: ContentImage | undefined): void {
  expect(picture).toBeDefined();
  for (const format of ['avif', 'webp', 'jpeg'] as const) expect(picture!.sources[format].length).toBeGreaterThanOrEqual(3);
  expect(picture!.width / picture!.height).toBeGreaterThan(1);
  expect(picture!.placeholder).toMatch(/^data:image\//);
}

const isStoreIdList = (list: { storeId: number }[]) => list.length > 0 && list.every((r) => Number.isInteger(r.storeId));

/** A date at least `days` ahead with ordinary hours at Covent Garden (no special hours, not a festive day the occasions skip). */
function ordinaryDate(days: number): string {
  const coventGarden = seed.restaurants.find((r) => r.storeId === 118)!;
  for (let d = days; ; d++) {
    const date = inDays(d);
    const special = coventGarden.specialHours.some((s) => s.startDate <= date && date <= s.endDate);
    if (!special && !['12-24', '12-25', '12-31'].includes(date.slice(5))) return date;
  }
}
/** The next Christmas Day far enough ahead to have its whole afternoon. */
const christmasDay = () => {
  const soon = inDays(2);
  return soon.slice(5) <= '12-23' ? `${soon.slice(0, 4)}-12-25` : `${Number(soon.slice(0, 4)) + 1}-12-25`;
};
const DINNER = 11802;
/** Covent Garden's booking horizon in days, as the seed configures it. */
const coventGardenHorizonDays =
  expandBookingSeed(seed.restaurants, loadBookingSeed()).find((c) => c.storeId === 118)?.bookingHorizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS;
/** The calendar date `days` after today in London, 'YYYY-MM-DD'. */
function londonDaysAhead(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const bookingFor = (date: string, overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  restaurantId: 118, firstName: 'Amélie', lastName: 'Dubois', emailAddress: uniqueEmail('booking'), mobilePhoneNumber: '07700 900123',
  diningDateTime: `${date}T19:30`, adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'], menuName: 'À la carte',
  shouldReceivePromotions: false, shouldReceiveSms: true, specialRequest: 'A quiet table, please.', occasionId: DINNER, bookingTime: '19:30', areaId: null,
  ...overrides,
});
/** Made in beforeAll through the API: a vaulted card customer, three bookings' manage tokens and a referral code. */
const prepared = { cardCustomerId: '', viewToken: '', cancelToken: '', changeToken: '', changeDate: '', referralCode: '' };

const ROWS: Record<EndpointName, Row> = {
  'content.getPage': row(
    (api) => Promise.all([api.content.getPage('home'), api.content.getPage('group-bookings/thanks')]),
    (pages) => {
      expect(pages.map((p) => p?.currentPage.id)).toEqual(['home', 'group-bookings/thanks']);
      expectPicture(pages[0]?.currentPage.tiles[0]?.picture);
    },
  ),
  'content.getBrandSettings': row((api) => api.content.getBrandSettings(), (s) => expect(s.site_id).toBe(seed.settings.site_id)),
  'content.searchRestaurants': row((api) => api.content.searchRestaurants(), (list) => {
    expect(isStoreIdList(list)).toBe(true);
    expect(list).toHaveLength(seed.restaurants.length);
  }),
  'content.getRestaurantBySlugAndCity': row((api) => api.content.getRestaurantBySlugAndCity('greenwich', 'london'), (r) => {
    expect(r).toMatchObject({ slug: 'greenwich', city: 'london' });
    expect(typeof r.storeId).toBe('number');
  }),
  'content.getRestaurantBySlug': row((api) => api.content.getRestaurantBySlug('covent-garden'), (r) => expect(r.slug).toBe('covent-garden')),
  'content.getRestaurant': row((api) => api.content.getRestaurant(101), (r) => {
    expect(r.storeId).toBe(101);
    r.heroTiles.forEach((tile) => expectPicture(tile.picture));
  }),
  'content.getMenus': row((api) => api.content.getMenus(), (menus) => {
    expect(menus.map((m) => m.id)).toEqual(seed.menus.map((m) => m.id));
    menus.forEach((m) => expectPicture(m.picture));
  }),
  'content.getMenu': row((api) => api.content.getMenu(firstMenu.id), (m) => {
    expect(m.id).toBe(firstMenu.id);
    expect(m.sections.flatMap((s) => s.items).every((i) => Number.isInteger(i.price))).toBe(true);
  }),
  'content.getChoices': row((api) => api.content.getChoices(), (c) => expect(c).toEqual(seed.choices)),

  'contact.getContactTypes': row((api) => api.contact.getContactTypes(), (types) => expect(types).toEqual(seed.contact.contactTypes)),
  'contact.getContactContent': row((api) => api.contact.getContactContent(), (c) => {
    expect(c.contactReasons).toEqual(seed.contact.contactReasons);
    expect(isStoreIdList(c.restaurants)).toBe(true);
  }),
  'contact.sendEmail': row(
    (api) => api.contact.sendEmail({
      firstName: 'Amélie', lastName: "O'Neill", email: uniqueEmail('contact'), phone: '01632 960101',
      message: 'We left a blue umbrella at table 12 on Saturday evening.', enquiryType: seed.contact.contactTypes[1]!.id,
      enquiryRestaurant: 101, guests: 4, reason: 'my-visit', subReason: 'service', files: [pdf()],
    }),
    (r) => expect(r.statusCode).toBe(200),
  ),
  'contact.sendGroupBooking': row(
    (api) => api.contact.sendGroupBooking({
      storeId: 118, venue: seed.restaurants.find((r) => r.storeId === 118)!.title, bookingType: 'Birthday party', covers: 18,
      date: inDays(30), time: '19:00', until: '23:00', email: uniqueEmail('group'), firstName: 'Amélie', lastName: 'Dubois',
      telephoneNumber: '07700 900123', specialRequest: 'A cake at 21:00, please.', shouldReceivePromotions: false, shouldReceiveSms: false,
    }),
    (r) => {
      expect(r.statusCode).toBe(200);
      expect(r.reference).toMatch(/\S/);
    },
  ),

  'preferences.getCustomerPreferences': row(
    (api, guid) => api.preferences.getCustomerPreferences(guid, ['source']),
    (p) => {
      expect(p.interests.map((i) => i.name)).toEqual(seed.choices.interests);
      expect(typeof p.websiteSmsOptIn).toBe('boolean');
    },
  ),
  // CustomerPreferencesUpdate also admits `message`, which the server refuses (400, unknown
  // property): the body holds only what the server accepts.
  'preferences.updateCustomerPreferences': row(
    (api, guid) => api.preferences.updateCustomerPreferences({
      customerGuid: guid, firstName: 'Amélie', phoneNumber: '07700 900123', favRestaurantCode: 101,
      birthDate: Date.UTC(1990, 6, 14) / 1000, gender: seed.choices.genders[0]!, websiteSmsOptIn: true,
      interests: seed.choices.interests.map((name, i) => ({ name, checked: i < 2 })), attributes: { source: 'contract-test' },
    }),
    (r) => expect(r.message).toBe('Success'),
  ),
  'preferences.updateMarketingEmails': row(
    (api, guid) => api.preferences.updateMarketingEmails(guid, true),
    (r) => expect(r).toMatchObject({ message: 'Success', marketingEmails: true }),
  ),
  'preferences.getUnsubscribeState': row(
    (api) => api.preferences.getUnsubscribeState(signUnsubscribe(unsubscribeKey(TEST_SECRET), 'contract.unsubscribe@example.com')),
    (r) => expect(r).toEqual({ email: 'contract.unsubscribe@example.com', marketingEmails: true }),
  ),

  'jobs.getJobs': row((api) => api.jobs.getJobs(seed.settings.site_id), (jobs) => {
    expect(jobs.map((j) => j.jobId)).toEqual(seed.jobs.map((j) => j.jobId));
    jobs.forEach((j) => expectPicture(j.picture));
  }),
  'jobs.getJob': row((api) => api.jobs.getJob(cvJob.jobId), (job) => expect(job).toMatchObject({ jobId: cvJob.jobId, cvRequired: true })),
  'jobs.apply': row(
    (api) => api.jobs.apply({
      email: uniqueEmail('applicant'), firstName: 'Amélie', secondName: 'Dubois', telephone: '+44 7700 900123', jobId: cvJob.jobId,
      resume: pdf(),
      experience: [{ employer: 'Le Petit Bistro', jobTitle: 'Sous Chef', fromMonth: 3, fromYear: 2019, toMonth: 8, toYear: 2023, isCurrentRole: false }],
      questions: cvJob.questions.filter((q) => q.is_mandatory).map((q) => ({
        id: q.id,
        answer: q.type === 'TEXT' ? 'Yes, happily.' : q.type === 'MULTIPLE_CHOICE' ? [q.answer.options![0]!] : q.answer.options![0]!,
      })),
    }),
    (r) => expect(r.success).toBe(true),
  ),
  'jobs.getLocations': row((api) => api.jobs.getLocations('Bath', crypto.randomUUID()), (locations) => {
    expect(locations.length).toBeGreaterThan(0);
    expect(typeof locations[0]!.geometry.location.lat).toBe('number');
  }),

  'offers.getOfferBySlug': row((api) => api.offers.getOfferBySlug('2-for-1-mains'), (o) => {
    expect(o.slug).toBe('2-for-1-mains');
    expectPicture(o.picture);
    expect(o.imageUrl).toBe(o.picture!.sources.jpeg.at(-1)!.url);
  }),
  'offers.getOffer': row((api) => api.offers.getOffer(2), (o) => expect(o).toMatchObject({ id: 2, restaurantIds: seed.offers[1]!.restaurantIds })),
  'offers.getRestaurantOffers': row((api) => api.offers.getRestaurantOffers(101), (offers) => {
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.restaurantIds.length === 0 || o.restaurantIds.includes(101))).toBe(true);
  }),
  'offers.getCode': row(
    (api) => api.offers.getCode({ offerSlug: '2-for-1-mains', emailAddress: uniqueEmail('voucher'), acceptTerms: true }),
    (v) => expect(v.voucherCode).toMatch(/\S/),
  ),

  'geo.search': row((api) => api.geo.search('SW1A 1AA'), (g) => {
    expect(typeof g.lat).toBe('number');
    expect(isStoreIdList(g.restaurants)).toBe(true);
  }),
  'geo.searchByLocation': row((api) => api.geo.searchByLocation(51.48162, -0.00089), (g) => {
    expect(g.restaurants[0]?.slug).toBe('greenwich');
    expect(typeof g.restaurants[0]?.miles).toBe('number');
  }),

  'signup.signUp': row(
    (api) => api.signup.signUp({
      emailAddress: uniqueEmail('signup'), favouriteRestaurant: seed.settings.default_restaurant_id, firstName: 'Amélie',
      phoneNumber: '07700 900123', acceptTerms: true, acceptSMSTerms: false, birthday: { day: 14, month: 7, year: 1990 }, sourcePage: '/sign-up',
    }),
    (data) => expect(data !== false && typeof data.id === 'string').toBe(true),
  ),

  'referral.invite': row(
    (api) => api.referral.invite({ referrerName: 'Amélie', referrerEmail: uniqueEmail('referrer'), friendEmail: uniqueEmail('friend'), consent: true }),
    (r) => expect(r.statusCode).toBe(200),
  ),
  'referral.getReferral': row((api) => api.referral.getReferral(prepared.referralCode), (r) => {
    expect(r).toMatchObject({ code: prepared.referralCode, referrerName: 'Amélie' });
    expect(r.offer.slug).toMatch(/\S/);
  }),

  // The client swallows failures into []: the seed's length proves the list came from the server.
  'social.getInstagramMedia': row((api) => api.social.getInstagramMedia(), (media) => expect(media.map((m) => m.id)).toEqual(seed.social.map((m) => m.id))),

  'venues.getAllVenueIds': row((api) => api.venues.getAllVenueIds(seed.settings.site_id), (ids) => expect(ids).toEqual(seed.restaurants.map((r) => r.storeId))),

  // Tests run without a reCAPTCHA key, so the server answers that it skipped the check.
  'recaptcha.verify': row((api) => api.recaptcha.verify('contract-test-token'), (v) => expect(v).toEqual({ success: true, score: null, skipped: true })),

  // For a date, and without one (every occasion, for a restaurant with none left today).
  'booking.getOccasions': row((api) => Promise.all([api.booking.getOccasions(118, ordinaryDate(20)), api.booking.getOccasions(118)]), (answers) => {
    for (const { occasions, bookingHorizon } of answers) {
      expect(occasions.map((o) => o.name)).toEqual(expect.arrayContaining(['Lunch', 'Dinner']));
      expect(occasions.every((o) => o.menuLinkGroup === null || ['inclusive', 'exclusive'].includes(o.menuLinkGroup.type))).toBe(true);
      // The brand's horizon from today in London, as the server counts it: the client must not drop it.
      expect(bookingHorizon).toEqual({ days: coventGardenHorizonDays, lastDate: londonDaysAhead(coventGardenHorizonDays) });
    }
    expect(answers.map((a) => a.date)).toEqual([ordinaryDate(20), null]);
  }),
  'booking.checkAvailability': row(
    (api) => api.booking.checkAvailability({ stores: [{ storeId: 118, miles: 0.4 }], date: ordinaryDate(21), adultCovers: 2, childrenCovers: 0, time: '19:30' }),
    (outcome) => {
      expect(outcome.success).toBe(true);
      if (!outcome.success) return;
      expect(outcome.data.stores.map((s) => s.isFirstChoice)).toEqual([true, false]);
      expect(outcome.data.stores[0]).toMatchObject({ storeId: 118, exactMatch: true, miles: 0.4 });
      expect(outcome.data.stores[0]!.timeSlots).toHaveLength(7);
    },
  ),
  'booking.getAreas': row((api) => api.booking.getAreas({ storeId: 118, occasionId: DINNER, adults: 2, children: 0, dates: [ordinaryDate(22)] }), (areas) => {
    expect(areas.map((a) => a.id)).toEqual(['restaurant', 'terrace']);
  }),
  'booking.getBookingMenus': row((api) => api.booking.getBookingMenus({ storeId: 118, occasionId: DINNER, adults: 2, children: 0, dates: [ordinaryDate(22)], time: '19:30' }), (menus) => {
    expect(menus.map((m) => m.id)).toEqual(['a-la-carte', 'set-menu', 'vegan']);
  }),
  'booking.getSlots': row(
    (api) => api.booking.getSlots({ storeId: 118, occasionId: DINNER, adults: 2, children: 0, dates: [ordinaryDate(22), ordinaryDate(23)], menuIds: ['a-la-carte'], areaId: null }),
    (slots) => {
      expect(slots.dates).toHaveLength(2);
      expect(slots.dates[0]!.times.map((t) => t.time)).toContain('19:30');
    },
  ),
  'booking.getRequirements': row(
    (api) => api.booking.getRequirements({ storeId: 118, occasionId: DINNER, adults: 7, children: 0, bookingDate: ordinaryDate(22), menuId: 'a-la-carte', time: '19:30', areaId: null }),
    (r) => expect(r).toEqual({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }),
  ),
  'booking.createBooking': row((api) => api.booking.createBooking(118, bookingFor(ordinaryDate(24))), (r) => {
    expect(r).toMatchObject({ bookingStatus: 1, bookingReference: expect.stringMatching(/^MR-/) });
  }),
  'booking.createEventBooking': row(
    (api) => api.booking.createEventBooking(118, bookingFor(christmasDay(), {
      diningDateTime: christmasDay(), bookingTime: '13:00', occasionId: 11804, menuIds: ['christmas-day'], braintreeCustomerId: prepared.cardCustomerId,
    })),
    (r) => expect(r).toMatchObject({ bookingStatus: 1, bookingReference: expect.stringMatching(/^MR-/) }),
  ),
  'booking.createEnquiry': row((api) => api.booking.createEnquiry(118, bookingFor(ordinaryDate(25), { adultCovers: 20 })), (r) => {
    expect(r.bookingReference).toMatch(/^EQ-/);
  }),
  'booking.getRestrictions': row((api) => api.booking.getRestrictions(118, ordinaryDate(20)), (r) => {
    expect(r.occasions.find((o) => o.occasionId === DINNER)).toMatchObject({ minCovers: 1, maxCovers: 100 });
  }),
  'booking.getManagedBooking': row((api) => api.booking.getManagedBooking(prepared.viewToken), (b) => expect(b).toMatchObject({ status: 'confirmed', canCancel: true })),
  'booking.cancelManagedBooking': row((api) => api.booking.cancelManagedBooking(prepared.cancelToken), (b) => expect(b).toMatchObject({ status: 'cancelled', canCancel: false })),
  'booking.changeManagedBooking': row(
    (api) => api.booking.changeManagedBooking(prepared.changeToken, { date: prepared.changeDate, time: '20:00', adultCovers: 3, childCovers: 0 }),
    (r) => expect(r).toMatchObject({ bookingStatus: 1, booking: { time: '20:00', adultCovers: 3, changedAt: expect.any(String) } }),
  ),

  'braintree.getToken': row((api) => api.braintree.getToken(), (t) => expect(t).toMatchObject({ testMode: true, clientToken: expect.any(String) })),
  'braintree.submit': row(
    (api) => api.braintree.submit({ nonce: 'fake-valid-visa-nonce', firstName: 'Amélie', lastName: 'Dubois', email: uniqueEmail('card') }),
    (r) => expect(r).toMatchObject({ success: true, customerId: expect.any(String) }),
  ),
};

/* ---------- The tests ---------- */

const SPECS: readonly EndpointSpec[] = ENDPOINTS;
const NAMES = SPECS.map((spec) => spec.name as EndpointName);

describe('api-client against the brand API OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  let baseUrl: string;
  let token: AppToken;
  let customerGuid: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    token = await signAppToken(TEST_SECRET);
    const signUp = await caller(t).post('/api/signup', {
      emailAddress: uniqueEmail('preferences'), favouriteRestaurant: 101, firstName: 'Amélie', acceptTerms: true, acceptSMSTerms: false,
    });
    customerGuid = signUp.json().data.customerGuid;
    const card = await caller(t).post('/api/v1/braintree/submit', { nonce: 'fake-valid-nonce', firstName: 'Amélie', lastName: 'Dubois', email: uniqueEmail('card') });
    prepared.cardCustomerId = card.json().customerId;
    const tokenOf = async (date: string) => new URL((await caller(t).post('/api/booking/create/118', bookingFor(date))).json().manageUrl).pathname.split('/').slice(-2).join('.');
    prepared.viewToken = await tokenOf(ordinaryDate(26));
    prepared.cancelToken = await tokenOf(ordinaryDate(27));
    prepared.changeDate = ordinaryDate(29);
    prepared.changeToken = await tokenOf(prepared.changeDate);
    await caller(t).post('/api/referral/invite', { referrerName: 'Amélie Dubois', referrerEmail: uniqueEmail('referrer'), friendEmail: uniqueEmail('friend'), consent: true });
    const { rows } = await t.db.query<{ code: string }>('SELECT code FROM referrals ORDER BY id LIMIT 1');
    prepared.referralCode = rows[0]!.code;
  });
  afterAll(() => t.close());

  const operation = (method: string, path: string) =>
    Object.entries(doc.paths).find(([served]) => normalise(served) === path)?.[1][method.toLowerCase()];

  /** The normalised document path a request reaches: like Fastify's router, fewer parameters win. */
  const routedTo = (method: string, pathname: string) =>
    Object.keys(doc.paths)
      .filter((path) => doc.paths[path]![method.toLowerCase()] && new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname))
      .map(normalise)
      .sort((a, b) => a.split('{}').length - b.split('{}').length)[0];

  it('has one row per ENDPOINTS entry, no more and no less', () => {
    expect(Object.keys(ROWS).sort()).toEqual([...NAMES].sort());
  });

  it.each(SPECS.map((spec) => [spec.name, spec] as const))('%s is an operation of the document', (_name, spec) => {
    for (const path of serverPathsFor(spec)) {
      const served = operation(spec.method, path);
      expect({ path, served: served !== undefined }).toEqual({ path, served: true });
      const query = (served?.parameters ?? []).filter((p) => p.in === 'query');
      // Every query value the client writes is one the server reads, every one it requires is always
      // written, and one the client may leave out is one the server does not require.
      expect(query.map((p) => p.name)).toEqual(expect.arrayContaining([...(spec.query ?? []), ...(spec.optionalQuery ?? [])]));
      expect(spec.query ?? []).toEqual(expect.arrayContaining(query.filter((p) => p.required).map((p) => p.name)));
    }
  });

  it.each(NAMES)('%s: sends and receives what the document says, and returns its typed result', async (name) => {
    const spec = SPECS.find((s) => s.name === name)!;
    const { api, exchanges } = recordingClient(baseUrl, token);

    const result = await ROWS[name].call(api, customerGuid);

    expect(exchanges.length).toBeGreaterThan(0);
    for (const exchange of exchanges) {
      const served = routedTo(exchange.method, exchange.pathname);
      expect(serverPathsFor(spec)).toContain(served);
      expect({ method: exchange.method, status: exchange.status }).toEqual({ method: spec.method, status: 200 });
      const op = operation(spec.method, served!)!;
      const requestSchema = jsonSchema(op.requestBody?.content);
      expect(exchange.requestBody !== undefined).toBe(requestSchema !== undefined);
      if (requestSchema) expect(violations(requestSchema, exchange.requestBody)).toEqual([]);
      const responseSchema = jsonSchema(op.responses['200']?.content);
      expect(responseSchema).toBeDefined();
      expect(violations(responseSchema!, exchange.responseBody)).toEqual([]);
    }
    ROWS[name].check(result);
  });
});
