import { bookingBody, COVENT_GARDEN } from '../booking/test-support/booking-fixtures';
import { ENGINES, createTestApp, suiteApp, type TestApp } from '../test-support/test-app';
import { minimalPdf } from '../uploads/test-support/fixtures';

const pdf = { name: 'menu.pdf', contentType: 'application/pdf', content: minimalPdf().toString('base64') };
const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'Hi', enquiryType: 'general', reason: 'my-visit', subReason: 'food', files: [pdf] };
const group = { storeId: 118, venue: 'Covent Garden', bookingType: 'Party', covers: 20, date: '2099-01-02', time: '19:00', until: '22:00', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', telephoneNumber: '020 7946 0000', shouldReceivePromotions: false, shouldReceiveSms: false, specialRequest: 'Cake' };
const experience = { employer: 'Bistro', jobTitle: 'Chef', fromMonth: 1, fromYear: 2020, isCurrentRole: true };
const application = { email: 'ann@example.com', firstName: 'Ann', secondName: 'Lee', telephone: '07700900123', jobId: 'MR-1003', experience: [experience], questions: [{ id: 'q-1003-1', answer: 'Yes' }], resume: pdf };
const preferences = { customerGuid: '00000000-0000-4000-8000-000000000000', firstName: 'Ann', phoneNumber: '', favRestaurantCode: null, birthDate: null, gender: 'female', websiteSmsOptIn: false, interests: [] };

type Case = [field: string, url: string, body: Record<string, unknown>];

/** Each free-text field the issue names, with a NUL byte, a lone high and a lone low surrogate. */
const TEXT_FIELDS: Case[] = [
  ['specialRequest', `/api/booking/create/${COVENT_GARDEN}`, { ...bookingBody(), specialRequest: 'a\u0000b' }],
  ['message', '/api/contact/sendemail', { ...contact, message: 'a\u0000b' }],
  ['enquiryType', '/api/contact/sendemail', { ...contact, enquiryType: 'a\uD800b' }],
  ['files[0].contentType', '/api/contact/sendemail', { ...contact, files: [{ ...pdf, contentType: 'application/pdf\u0000' }] }],
  ['venue', '/api/contact/group-booking', { ...group, venue: 'Covent\u0000Garden' }],
  ['bookingType', '/api/contact/group-booking', { ...group, bookingType: '\uDC00Party' }],
  ['specialRequest', '/api/contact/group-booking', { ...group, specialRequest: 'Cake\uD83D' }],
  ['experience[0].employer', '/api/jobs/application', { ...application, experience: [{ ...experience, employer: 'Bis\u0000tro' }] }],
  ['experience[0].jobTitle', '/api/jobs/application', { ...application, experience: [{ ...experience, jobTitle: 'Chef\uDFFF' }] }],
  ['resume.contentType', '/api/jobs/application', { ...application, resume: { ...pdf, contentType: '\u0000' } }],
  ['gender', '/api/exponea/updateCustomerPreferences', { ...preferences, gender: 'fe\u0000male' }],
];

const OUT_OF_RANGE = ['2147483648', '9007199254740991', 'Infinity', '1e309', '-1'];

describe.each(ENGINES)('hostile input on %s', (engine) => {
  const suite = suiteApp(engine);

  it.each(TEXT_FIELDS)('refuses a NUL byte or lone surrogate in %s (%s) with a 400 naming it', async (field, url, body) => {
    const response = await suite.api.post(url, body, { 'idempotency-key': crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field, message: `${field} must not contain NUL characters or unpaired surrogates` });
  });

  it('keeps a well-formed surrogate pair (an emoji) and line breaks', async () => {
    const response = await suite.api.post('/api/contact/group-booking', { ...group, specialRequest: 'Cake 🎂\nand candles' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a path parameter', (bad: string) => `/api/v1/content/menu/a${bad}b`, 'id'],
    ['a query parameter', (bad: string) => `/api/offer/getofferbyslug?offerSlug=a${bad}b`, 'offerSlug'],
  ])('refuses a NUL byte in %s', async (_name, url, field) => {
    const response = await suite.api.get(url('%00'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it.each(OUT_OF_RANGE.flatMap((value) => [
    [`/api/offer/rest/${value}`, 'id'],
    [`/api/offer/restaurant/${value}`, 'storeId'],
    [`/api/v1/content/restaurant/${value}`, 'storeId'],
    [`/api/booking/occasions/${value}`, 'storeId'],
  ]))('answers GET %s with a 400 naming %s', async (url, field) => {
    const response = await suite.api.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
  });

  it.each([
    ['enquiryRestaurant', '/api/contact/sendemail', { ...contact, files: [], enquiryRestaurant: 2147483648 }],
    ['storeId', '/api/contact/group-booking', { ...group, storeId: 2147483648 }],
    ['favouriteRestaurant', '/api/signup', { emailAddress: 'ann@example.com', favouriteRestaurant: 2147483648, firstName: 'Ann', acceptTerms: true, acceptSMSTerms: false }],
    ['favRestaurantCode', '/api/exponea/updateCustomerPreferences', { ...preferences, favRestaurantCode: 2147483648 }],
    ['occasionId', `/api/booking/create/${COVENT_GARDEN}`, { ...bookingBody(), occasionId: 2147483648 }],
    ['offerId', `/api/booking/create/${COVENT_GARDEN}`, { ...bookingBody(), offerId: 2147483648 }],
  ])('refuses %s beyond a PostgreSQL integer in POST %s', async (field, url, body) => {
    const response = await suite.api.post(url, body, { 'idempotency-key': crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message: `${field} must be at most 2147483647` });
  });

  it('takes the largest integer a column holds and answers 404, not 500', async () => {
    expect((await suite.api.get('/api/offer/rest/2147483647')).statusCode).toBe(404);
  });
});

/** Per-client rate limits key on the client's address: a forwarded one counts only from a trusted proxy. */
describe.each(ENGINES)('forwarded addresses on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());
  const offer = { offerSlug: 'no-such-offer', emailAddress: 'a@example.com', acceptTerms: true };
  const post = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: '/api/offer/getcode', remoteAddress, headers: { ...t.headers, 'x-forwarded-for': forwardedFor }, payload: offer });

  it.each([
    // [TRUST_PROXY, the peer, whether a new X-Forwarded-For buys a new budget]
    ['unset (the site server on loopback)', undefined, '203.0.113.9', false],
    ['unset (the site server on loopback)', undefined, '127.0.0.1', true],
    ['a configured proxy address', '10.0.0.5', '10.0.0.5', true],
    ['a configured proxy address', '10.0.0.5', '203.0.113.9', false],
    ['a configured proxy range', '10.0.0.0/8, loopback', '10.1.2.3', true],
    ['none', 'none', '127.0.0.1', false],
  ])('with TRUST_PROXY %s (%s), a peer at %s gets a fresh budget from a new X-Forwarded-For: %s', async (_name, setting, peer, freshBudget) => {
    const { loadConfig } = await import('../config');
    t = await createTestApp(engine, { config: { sensitiveRateLimit: 2, trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy } });
    await post(peer, '198.51.100.1');
    await post(peer, '198.51.100.2');
    const third = await post(peer, '198.51.100.3');
    expect(third.statusCode === 429).toBe(!freshBudget);
  });
});
