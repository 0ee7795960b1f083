import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { minimalPdf } from '../../uploads/test-support/fixtures';
import type { Realistic } from './schema-arbitrary';

const seedDir = path.resolve(__dirname, '../../../seed');
const readSeed = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(seedDir, `${name}.json`), 'utf8')) as T;

/** What the suite made before fuzzing, so the calls that need one have a real one. */
export interface Made {
  manageTokens: string[];
  customerGuids: string[];
  referralCodes: string[];
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Values of the seed (restaurants, menus, offers, jobs, booking occasions and menus), dates from
 * `today` on, and what `made` holds, by the field names the schemas use. Names shared by different
 * fields (`id`: a menu, an offer) get the values of all of them: a wrong one is a 404, not a 500.
 */
export function realisticValues(today: string, made: Made): Realistic {
  const restaurants = readSeed<{ storeId: number; slug: string; city: string; lat: number; lng: number; postcode: string; title: string }[]>('restaurants');
  const menus = readSeed<{ id: string }[]>('menus');
  const offers = readSeed<{ id: number; slug: string }[]>('offers');
  const campaigns = readSeed<{ campaignId: string }[]>('campaigns');
  const jobs = readSeed<{ jobId: string; questions: { id: string }[] }[]>('jobs');
  const pages = readSeed<{ id: string }[]>('pages');
  const contact = readSeed<{ contactTypes: { id: string }[]; contactReasons: { id: string; subReasons?: { id: string }[] }[] }>('contact');
  const booking = readSeed<{ areas: { id: string }[]; menus: { id: string }[]; occasions: { code: number }[] }>('booking');
  const settings = readSeed<{ site_id: string }>('settings');

  const storeIds = restaurants.map((r) => r.storeId);
  const dates = Array.from({ length: 21 }, (_, i) => addDays(today, i));
  const times = ['12:00', '12:30', '13:15', '18:00', '19:00', '19:30', '20:15'];
  const date = fc.constantFrom(...dates);
  const time = fc.constantFrom(...times);
  const store = fc.constantFrom(...storeIds);
  const email = fc.nat({ max: 100_000 }).map((n) => `fuzz-${n}@example.com`);
  const personName = fc.constantFrom('Ann', 'Amélie', "O'Neill", 'Zoë', 'Jean-Luc');
  const phone = fc.constantFrom('07700 900123', '020 7946 0000', '+44 7700 900123');
  const pdf = { name: 'cv.pdf', contentType: 'application/pdf', content: minimalPdf().toString('base64') };
  const someOf = <T>(values: T[]) => (values.length > 0 ? fc.constantFrom(...values) : undefined);

  const values: Record<string, fc.Arbitrary<unknown> | undefined> = {
    storeId: store, restaurantId: store, favouriteRestaurant: store, favRestaurantCode: store, enquiryRestaurant: store,
    slug: fc.constantFrom(...restaurants.map((r) => r.slug), ...offers.map((o) => o.slug)),
    city: fc.constantFrom(...restaurants.map((r) => r.city)),
    id: fc.constantFrom(...menus.map((m) => m.id), ...offers.map((o) => o.id), ...jobs.flatMap((j) => j.questions.map((q) => q.id))),
    id1: fc.constantFrom(...pages.map((p) => p.id.split('/')[0]!)),
    id2: fc.constantFrom(...pages.filter((p) => p.id.includes('/')).map((p) => p.id.split('/')[1]!), 'thanks'),
    offerSlug: fc.constantFrom(...offers.map((o) => o.slug)),
    campaignId: fc.constantFrom(...campaigns.map((c) => c.campaignId)),
    jobId: fc.constantFrom(...jobs.map((j) => j.jobId)),
    siteId: fc.constant(settings.site_id),
    query: fc.constantFrom('London', 'Bath', 'SW1A 1AA', 'BA1', 'Covent Garden', ...restaurants.slice(0, 5).map((r) => r.postcode)),
    lat: fc.constantFrom(...restaurants.map((r) => r.lat)),
    lng: fc.constantFrom(...restaurants.map((r) => r.lng)),
    occasionId: fc.tuple(store, fc.constantFrom(...booking.occasions.map((o) => o.code))).map(([s, code]) => s * 100 + code),
    date, bookingDate: date,
    dates: fc.uniqueArray(date, { minLength: 1, maxLength: 3 }).map((list) => list.sort().join(',')),
    diningDateTime: fc.tuple(date, time).map(([d, t]) => `${d}T${t}`),
    time, bookingTime: time, until: fc.constantFrom('22:00', '23:00'),
    adults: fc.integer({ min: 1, max: 8 }), adultCovers: fc.integer({ min: 1, max: 8 }),
    children: fc.integer({ min: 0, max: 2 }), childCovers: fc.integer({ min: 0, max: 2 }), childrenCovers: fc.integer({ min: 0, max: 2 }),
    covers: fc.integer({ min: 10, max: 40 }), guests: fc.integer({ min: 1, max: 12 }),
    'menuIds[]': fc.constantFrom(...booking.menus.map((m) => m.id)), menuId: fc.constantFrom(...booking.menus.map((m) => m.id)),
    areaId: fc.constantFrom('null', ...booking.areas.map((a) => a.id)),
    enquiryType: fc.constantFrom(...contact.contactTypes.map((t) => t.id)),
    reason: fc.constantFrom(...contact.contactReasons.map((r) => r.id)),
    subReason: fc.constantFrom(...contact.contactReasons.flatMap((r) => (r.subReasons ?? []).map((s) => s.id))),
    email, emailAddress: email, referrerEmail: email, friendEmail: email,
    firstName: personName, lastName: personName, secondName: personName, referrerName: personName,
    telephone: phone, telephoneNumber: phone, mobilePhoneNumber: phone, phone, phoneNumber: phone,
    nonce: fc.constantFrom('fake-valid-nonce', 'fake-valid-visa-nonce', 'fake-processor-declined-visa-nonce', 'fake-luhn-invalid-nonce', 'fake-gateway-rejected-fraud-nonce', 'no-such-nonce'),
    resume: fc.constant(pdf), 'files[]': fc.constant(pdf),
    sourcePage: fc.constantFrom('/sign-up', '/offers/2-for-1-mains'),
    acceptTerms: fc.constant(true), consent: fc.constant(true),
    token: someOf(made.manageTokens), customerGuid: someOf(made.customerGuids), code: someOf(made.referralCodes),
    'idempotency-key': fc.uuid(),
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, fc.Arbitrary<unknown>] => entry[1] !== undefined));
}
