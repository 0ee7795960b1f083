/**
 * Every endpoint function: method, URL, body and what it returns, plus a check that the
 * registry and the client's functions name the same endpoints.
 */
import { createHarness } from '../test-support/harness';
import { json, type RecordedCall } from '../test-support/fake-fetch';
import type { ApiClient } from '../client';
import { ENDPOINTS } from './registry';

type Case = [
  name: string,
  call: (client: ApiClient) => Promise<unknown>,
  expected: { method: string; url: string; body?: unknown },
  answer: unknown,
  result: unknown,
];

const restaurant = { storeId: 7, slug: 'greenwich', city: 'london' };
const menu = { id: 'a-la-carte', name: 'À la carte' };
const offer = { id: 3, slug: '2-for-1-mains' };
const job = { jobId: 'J-1', id: 1, name: 'Head Chef' };
const geo = { query: 'Bath', lat: 51.38, lng: -2.36, label: 'Bath', restaurants: [] };
const prefs = { customerGuid: 'g-1', firstName: 'Ada' };
const contactForm = { firstName: 'Ada', lastName: 'L', email: 'a@b.co', message: 'Hi', enquiryType: 'general', reason: 'r1' };
const enquiry = { storeId: 7, venue: 'Greenwich', bookingType: 'party', covers: 20, date: '2025-12-12', time: '19:00', until: '23:00' };
const application = { email: 'a@b.co', firstName: 'Ada', secondName: 'L', telephone: '07700 900000', jobId: 'J-1', experience: [], questions: [] };
const invite = { referrerName: 'Ada', referrerEmail: 'a@b.co', friendEmail: 'f@b.co', consent: true };
const signUp = { emailAddress: 'a@b.co', favouriteRestaurant: 7, firstName: 'Ada', acceptTerms: true, acceptSMSTerms: false };

const query = { storeId: 118, occasionId: 11802, adults: 2, children: 1, dates: ['2026-12-19'] };
const occasion = { id: 11802, name: 'Dinner', minimumCovers: 1, maximumCovers: 100 };
const occasionsAnswer = { storeId: 118, date: '2026-12-19', occasions: [occasion], bookingHorizon: { days: 180, lastDate: '2027-06-17' } };
const availability = { stores: [{ storeId: 118 }], date: '2026-12-19', adultCovers: 2, childrenCovers: 0, time: '19:30' };
const availabilityResult = { date: '2026-12-19', time: '19:30', stores: [{ storeId: 118, timeSlots: [{ time: '19:30' }] }] };
const slots = { dates: [{ date: '2026-12-19', times: [{ time: '19:30', canEnquire: false }] }] };
const bookingRequest = {
  restaurantId: 118, firstName: 'Ada', lastName: 'L', emailAddress: 'a@b.co', mobilePhoneNumber: '07700900123', diningDateTime: '2026-12-19T19:30',
  adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'], shouldReceivePromotions: false, shouldReceiveSms: false, occasionId: 11802, bookingTime: '19:30',
};
const managed = { bookingReference: 'MR-ABCD2345', status: 'confirmed' };
const change = { date: '2026-12-19', time: '20:00', adultCovers: 4, childCovers: 0 };
const card = { nonce: 'fake-valid-nonce', firstName: 'Ada', lastName: 'L', email: 'a@b.co' };

const cases: Case[] = [
  ['content.getPage', (c) => c.content.getPage('home'), { method: 'GET', url: '/api/v1/content/page/home' }, { venueIds: [1] }, { venueIds: [1] }],
  ['content.getBrandSettings', (c) => c.content.getBrandSettings(), { method: 'GET', url: '/api/v1/content/brand-settings' }, { site_name: 'Rivière' }, { site_name: 'Rivière' }],
  ['content.searchRestaurants', (c) => c.content.searchRestaurants(), { method: 'GET', url: '/api/v1/content/search-restaurants/' }, { restaurants: [restaurant] }, [restaurant]],
  ['content.getRestaurantBySlugAndCity', (c) => c.content.getRestaurantBySlugAndCity('greenwich', 'london'), { method: 'GET', url: '/api/v1/content/restaurant/slug/greenwich/city/london' }, restaurant, restaurant],
  ['content.getRestaurantBySlug', (c) => c.content.getRestaurantBySlug('greenwich'), { method: 'GET', url: '/api/v1/content/getRestaurantBySlug/greenwich' }, restaurant, restaurant],
  ['content.getRestaurant', (c) => c.content.getRestaurant(7), { method: 'GET', url: '/api/v1/content/restaurant/7' }, restaurant, restaurant],
  ['content.getMenus', (c) => c.content.getMenus(), { method: 'GET', url: '/api/v1/content/menus' }, { menus: [menu] }, [menu]],
  ['content.getMenu', (c) => c.content.getMenu('a-la-carte'), { method: 'GET', url: '/api/v1/content/menu/a-la-carte' }, menu, menu],
  ['content.getChoices', (c) => c.content.getChoices(), { method: 'GET', url: '/api/v1/content/choices' }, { interests: [], genders: [] }, { interests: [], genders: [] }],
  ['contact.getContactTypes', (c) => c.contact.getContactTypes(), { method: 'GET', url: '/api/contact/contactTypes' }, { contactTypes: [{ id: '1', name: 'General' }] }, [{ id: '1', name: 'General' }]],
  ['contact.getContactContent', (c) => c.contact.getContactContent(), { method: 'GET', url: '/api/contact/content' }, { contactReasons: [], restaurants: [] }, { contactReasons: [], restaurants: [] }],
  ['contact.sendEmail', (c) => c.contact.sendEmail(contactForm), { method: 'POST', url: '/api/contact/sendemail', body: contactForm }, { statusCode: 200, message: 'Sent' }, { statusCode: 200, message: 'Sent' }],
  ['contact.sendGroupBooking', (c) => c.contact.sendGroupBooking(enquiry as never), { method: 'POST', url: '/api/contact/group-booking', body: enquiry }, { statusCode: 200, reference: 'GRP-1' }, { statusCode: 200, reference: 'GRP-1' }],
  ['preferences.getCustomerPreferences', (c) => c.preferences.getCustomerPreferences('g 1', ['gender']), { method: 'POST', url: '/api/exponea/getcustomerpreferences/g%201', body: { attributes: ['gender'] } }, prefs, prefs],
  ['preferences.updateCustomerPreferences', (c) => c.preferences.updateCustomerPreferences(prefs as never), { method: 'POST', url: '/api/exponea/updateCustomerPreferences', body: prefs }, { message: 'Success' }, { message: 'Success' }],
  [
    'preferences.updateMarketingEmails',
    (c) => c.preferences.updateMarketingEmails('g-1', false),
    { method: 'POST', url: '/api/exponea/updateMarketingEmails', body: { customerGuid: 'g-1', marketingEmails: false } },
    { message: 'Success', marketingEmails: false, interests: [] },
    { message: 'Success', marketingEmails: false, interests: [] },
  ],
  [
    'preferences.getUnsubscribeState',
    (c) => c.preferences.getUnsubscribeState({ recipient: 'YUBiLmNv', signature: 'a_b-c' }),
    { method: 'GET', url: '/api/marketing/unsubscribe/YUBiLmNv/a_b-c' },
    { email: 'a@b.co', marketingEmails: true },
    { email: 'a@b.co', marketingEmails: true },
  ],
  ['jobs.getJobs', (c) => c.jobs.getJobs('site-1'), { method: 'GET', url: '/api/jobs?siteId=site-1' }, { jobs: [job] }, [job]],
  ['jobs.getJob', (c) => c.jobs.getJob('J-1'), { method: 'GET', url: '/api/jobs/J-1' }, job, job],
  ['jobs.apply', (c) => c.jobs.apply(application), { method: 'POST', url: '/api/jobs/application', body: application }, { success: true, message: 'Thanks' }, { success: true, message: 'Thanks' }],
  ['jobs.getLocations', (c) => c.jobs.getLocations('Bath', 's-1'), { method: 'GET', url: '/api/jobs/locations?query=Bath&sessionKey=s-1' }, [{ name: 'Bath' }], [{ name: 'Bath' }]],
  ['offers.getOfferBySlug', (c) => c.offers.getOfferBySlug('2-for-1-mains'), { method: 'GET', url: '/api/offer/getofferbyslug?offerSlug=2-for-1-mains' }, offer, offer],
  ['offers.getOffer', (c) => c.offers.getOffer(3), { method: 'GET', url: '/api/offer/rest/3' }, offer, offer],
  ['offers.getRestaurantOffers', (c) => c.offers.getRestaurantOffers(7), { method: 'GET', url: '/api/offer/restaurant/7' }, { offers: [offer] }, [offer]],
  ['offers.getCode', (c) => c.offers.getCode({ offerSlug: 'x', emailAddress: 'a@b.co', acceptTerms: true }), { method: 'POST', url: '/api/offer/getcode', body: { offerSlug: 'x', emailAddress: 'a@b.co', acceptTerms: true } }, { voucherCode: 'V1' }, { voucherCode: 'V1' }],
  ['geo.search', (c) => c.geo.search('Bath'), { method: 'GET', url: '/api/geo/search/Bath' }, geo, geo],
  ['geo.searchByLocation', (c) => c.geo.searchByLocation(51.38, -2.36), { method: 'GET', url: '/api/geo/search/lat/51.38/lng/-2.36' }, geo, geo],
  ['signup.signUp', (c) => c.signup.signUp(signUp), { method: 'POST', url: '/api/signup', body: signUp }, { data: { id: 'c-1' } }, { id: 'c-1' }],
  ['referral.invite', (c) => c.referral.invite(invite), { method: 'POST', url: '/api/referral/invite', body: invite }, { statusCode: 200, message: 'Sent' }, { statusCode: 200, message: 'Sent' }],
  ['referral.getReferral', (c) => c.referral.getReferral('RF-ABCDEFGH23'), { method: 'GET', url: '/api/referral/code/RF-ABCDEFGH23' }, { code: 'RF-ABCDEFGH23', referrerName: 'Ada', offer }, { code: 'RF-ABCDEFGH23', referrerName: 'Ada', offer }],
  ['social.getInstagramMedia', (c) => c.social.getInstagramMedia(), { method: 'GET', url: '/api/social/insta/media' }, { media: [{ id: 'm1' }] }, [{ id: 'm1' }]],
  ['venues.getAllVenueIds', (c) => c.venues.getAllVenueIds('riviere'), { method: 'GET', url: '/cdg/booking/allVenueIds?brand=riviere' }, { venueIds: [1, 2] }, [1, 2]],
  ['recaptcha.verify', (c) => c.recaptcha.verify('tok'), { method: 'GET', url: '/api/recaptcha/verify?token=tok' }, { success: true, score: 0.9 }, { success: true, score: 0.9 }],
  ['booking.getOccasions', (c) => c.booking.getOccasions(118, '2026-12-19'), { method: 'GET', url: '/api/booking/occasions/118?date=2026-12-19' }, occasionsAnswer, occasionsAnswer],
  ['booking.checkAvailability', (c) => c.booking.checkAvailability(availability), { method: 'POST', url: '/api/booking/availability', body: availability }, availabilityResult, { success: true, data: availabilityResult }],
  ['booking.getAreas', (c) => c.booking.getAreas(query), { method: 'GET', url: '/api/booking/areas/118?occasionId=11802&children=1&adults=2&dates=2026-12-19' }, { areas: [{ id: 'terrace', name: 'Terrace' }] }, [{ id: 'terrace', name: 'Terrace' }]],
  ['booking.getBookingMenus', (c) => c.booking.getBookingMenus({ ...query, time: '19:30' }), { method: 'GET', url: '/api/booking/bookingmenu/118?occasionId=11802&children=1&adults=2&dates=2026-12-19&time=19%3A30' }, { data: { menus: [menu] } }, [menu]],
  ['booking.getSlots', (c) => c.booking.getSlots({ ...query, dates: ['2026-12-19', '2026-12-20'], menuIds: ['a-la-carte', 'kids'], areaId: null }), { method: 'GET', url: '/api/booking/slots/118?occasionId=11802&children=1&adults=2&dates=2026-12-19%2C2026-12-20&menuIds=a-la-carte%2Ckids&areaId=null' }, slots, slots],
  ['booking.getRequirements', (c) => c.booking.getRequirements({ storeId: 118, occasionId: 11802, adults: 7, children: 0, bookingDate: '2026-12-19', menuId: 'a-la-carte', time: '19:30', areaId: 'terrace' }), { method: 'GET', url: '/api/booking/requirements/118?occasionId=11802&children=0&adults=7&bookingDate=2026-12-19&menuId=a-la-carte&time=19%3A30&areaId=terrace' }, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }],
  ['booking.createBooking', (c) => c.booking.createBooking(118, bookingRequest), { method: 'POST', url: '/api/booking/create/118', body: bookingRequest }, { bookingReference: 'MR-ABCD2345', bookingStatus: 1 }, { bookingReference: 'MR-ABCD2345', bookingStatus: 1 }],
  ['booking.createEventBooking', (c) => c.booking.createEventBooking(118, bookingRequest), { method: 'POST', url: '/api/booking/events/118', body: bookingRequest }, { bookingReference: 'MR-ABCD2345', bookingStatus: 1 }, { bookingReference: 'MR-ABCD2345', bookingStatus: 1 }],
  ['booking.createEnquiry', (c) => c.booking.createEnquiry(118, bookingRequest), { method: 'POST', url: '/api/booking/enquiry/118', body: bookingRequest }, { bookingReference: 'EQ-ABCD2345', message: 'Thanks' }, { bookingReference: 'EQ-ABCD2345', message: 'Thanks' }],
  ['booking.getRestrictions', (c) => c.booking.getRestrictions(118, '2026-12-19'), { method: 'GET', url: '/api/booking/restrictions/118?date=2026-12-19' }, { occasions: [] }, { occasions: [] }],
  ['booking.getManagedBooking', (c) => c.booking.getManagedBooking('MR-ABCD2345.sig'), { method: 'GET', url: '/api/booking/manage/MR-ABCD2345.sig' }, managed, managed],
  ['booking.cancelManagedBooking', (c) => c.booking.cancelManagedBooking('MR-ABCD2345.sig'), { method: 'POST', url: '/api/booking/manage/MR-ABCD2345.sig/cancel' }, { ...managed, status: 'cancelled' }, { ...managed, status: 'cancelled' }],
  ['booking.changeManagedBooking', (c) => c.booking.changeManagedBooking('MR-ABCD2345.sig', change), { method: 'POST', url: '/api/booking/manage/MR-ABCD2345.sig/change', body: change }, { bookingStatus: 1, booking: managed }, { bookingStatus: 1, booking: managed }],
  ['braintree.getToken', (c) => c.braintree.getToken(), { method: 'GET', url: '/api/v1/braintree/token' }, { clientToken: 't', testMode: true }, { clientToken: 't', testMode: true }],
  ['braintree.submit', (c) => c.braintree.submit(card), { method: 'POST', url: '/api/v1/braintree/submit', body: card }, { success: true, customerId: 'c-1' }, { success: true, customerId: 'c-1' }],
];

describe.each(cases)('%s', (name, call, expected, answer, result) => {
  it(`${expected.method} ${expected.url} → the typed answer`, async () => {
    const h = createHarness({ api: () => json(200, answer) });
    await expect(call(h.client)).resolves.toEqual(result);
    const [sent] = h.apiCalls() as [RecordedCall];
    expect({ method: sent.method, url: sent.url, body: sent.body }).toEqual({ body: undefined, ...expected });
    expect(ENDPOINTS.find((e) => e.name === name)?.method).toBe(expected.method);
  });
});

describe('registry ↔ client', () => {
  it('every client function has a registry entry, every entry a function and a case above', () => {
    const { client } = createHarness();
    const functions = Object.entries(client)
      .flatMap(([group, api]) => Object.keys(api as object).map((fn) => `${group}.${fn}`))
      .sort();
    const registered = ENDPOINTS.map((e) => e.name).sort();
    expect(functions).toEqual(registered);
    expect(cases.map(([name]) => name).sort()).toEqual(registered);
  });
});

describe('booking.getOccasions and the booking horizon', () => {
  it('an answer without a horizon gives bookingHorizon null: no limit known', async () => {
    const h = createHarness({ api: () => json(200, { storeId: 118, date: '2026-12-19', occasions: [occasion] }) });
    await expect(h.client.booking.getOccasions(118, '2026-12-19')).resolves.toEqual({ storeId: 118, date: '2026-12-19', occasions: [occasion], bookingHorizon: null });
  });

  it('without a date it asks for every occasion of the restaurant, and still gives the horizon', async () => {
    const answer = { storeId: 118, date: null, occasions: [occasion], bookingHorizon: { days: 7, lastDate: '2026-11-28' } };
    const h = createHarness({ api: () => json(200, answer) });
    await expect(h.client.booking.getOccasions(118)).resolves.toEqual(answer);
    expect(h.apiCalls()[0]!.url).toBe('/api/booking/occasions/118');
  });

  it('an answer without an occasions list is refused as INVALID_RESPONSE', async () => {
    const h = createHarness({ api: () => json(200, { storeId: 118, bookingHorizon: { days: 180, lastDate: '2027-06-17' } }) });
    await expect(h.client.booking.getOccasions(118, '2026-12-19')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});

describe('booking submissions and idempotency keys', () => {
  const submissions = [
    ['createBooking', (c: ApiClient, key?: string) => c.booking.createBooking(118, bookingRequest as never, key ? { idempotencyKey: key } : undefined)],
    ['createEventBooking', (c: ApiClient, key?: string) => c.booking.createEventBooking(118, bookingRequest as never, key ? { idempotencyKey: key } : undefined)],
    ['createEnquiry', (c: ApiClient, key?: string) => c.booking.createEnquiry(118, bookingRequest as never, key ? { idempotencyKey: key } : undefined)],
    ['changeManagedBooking', (c: ApiClient, key?: string) => c.booking.changeManagedBooking('MR-ABCD2345.sig', change, key ? { idempotencyKey: key } : undefined)],
  ] as const;

  it.each(submissions)('%s sends a fresh Idempotency-Key per submission and the same one on its 401 retry', async (_, submit) => {
    let uuid = 0;
    const h = createHarness({ randomUUID: () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}` });
    let calls = 0;
    h.answer(() => (++calls === 1 ? json(401, { statusCode: 401, message: 'expired' }) : json(200, { bookingReference: 'R', bookingStatus: 1 })));
    await submit(h.client);
    await submit(h.client);
    const keys = h.apiCalls().map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^00000000-/);
    expect(keys[1]).toBe(keys[0]); // the 401 retry reuses it
    expect(keys[2]).not.toBe(keys[0]); // a new submission gets a new one
  });

  it.each(submissions)('%s uses a key the caller gives (its own retry after a network failure)', async (_, submit) => {
    const h = createHarness({ api: () => json(200, { bookingReference: 'R', bookingStatus: 1 }) });
    await submit(h.client, 'my-key-0001');
    await submit(h.client, 'my-key-0001');
    expect(h.apiCalls().map((call) => call.headers['Idempotency-Key'])).toEqual(['my-key-0001', 'my-key-0001']);
  });

  it('reads never send an Idempotency-Key', async () => {
    const h = createHarness({ api: () => json(200, { occasions: [] }) });
    await h.client.booking.getOccasions(118, '2026-12-19');
    expect(h.apiCalls()[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('checkAvailability resolves with success false and the spec wording on any failure', async () => {
    const h = createHarness({ api: () => json(403, { statusCode: 403, code: 'CENTER_PARCS', message: 'no' }) });
    await expect(h.client.booking.checkAvailability(availability)).resolves.toMatchObject({
      success: false, message: 'Error checking availability', error: { code: 'CENTER_PARCS', status: 403 },
    });
  });

  it('a no-slots answer rejects with errorCode 4', async () => {
    const h = createHarness({ api: () => json(422, { statusCode: 422, code: 'NO_FREE_SLOT', errorCode: 4, message: 'Sorry' }) });
    await expect(h.client.booking.getSlots({ ...query, menuIds: ['a-la-carte'], areaId: null })).rejects.toMatchObject({ code: 'NO_FREE_SLOT', errorCode: 4 });
  });

  it('braintree.getToken is null on failure', async () => {
    const h = createHarness({ api: () => json(500, {}) });
    await expect(h.client.braintree.getToken()).resolves.toBeNull();
  });
});

describe('list answers without their list field', () => {
  it.each([
    ['content.searchRestaurants', (c: ApiClient) => c.content.searchRestaurants()],
    ['jobs.getJobs', (c: ApiClient) => c.jobs.getJobs('s')],
    ['offers.getRestaurantOffers', (c: ApiClient) => c.offers.getRestaurantOffers(1)],
  ])('%s rejects with INVALID_RESPONSE', async (_, call) => {
    const h = createHarness({ api: () => json(200, { unexpected: true }) });
    await expect(call(h.client)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
