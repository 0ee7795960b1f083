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
const signUp = { emailAddress: 'a@b.co', favouriteRestaurant: 7, firstName: 'Ada', acceptTerms: true, acceptSMSTerms: false };

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
  ['social.getInstagramMedia', (c) => c.social.getInstagramMedia(), { method: 'GET', url: '/api/social/insta/media' }, { media: [{ id: 'm1' }] }, [{ id: 'm1' }]],
  ['venues.getAllVenueIds', (c) => c.venues.getAllVenueIds('riviere'), { method: 'GET', url: '/cdg/booking/allVenueIds?brand=riviere' }, { venueIds: [1, 2] }, [1, 2]],
  ['recaptcha.verify', (c) => c.recaptcha.verify('tok'), { method: 'GET', url: '/api/recaptcha/verify?token=tok' }, { success: true, score: 0.9 }, { success: true, score: 0.9 }],
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
      .filter(([group]) => group !== 'activity$')
      .flatMap(([group, api]) => Object.keys(api as object).map((fn) => `${group}.${fn}`))
      .sort();
    const registered = ENDPOINTS.map((e) => e.name).sort();
    expect(functions).toEqual(registered);
    expect(cases.map(([name]) => name).sort()).toEqual(registered);
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
