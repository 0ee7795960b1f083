import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import nodemailer from 'nodemailer';
import { createApiClient, type ApiClient } from '@riviere/api-client';
import { signAppToken } from '@riviere/app-token';
import { COVENT_GARDEN, NOW, SATURDAY } from '../../booking/test-support/booking-fixtures';
import { createRelay } from '../../mail/relay';
import { startMailCatcher, type MailCatcher } from '../../test-support/mail-catcher';
import { BRAND_KEY, ENGINES, TEST_SECRET, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The booking journey of spec §4 through the real api-client against a listening API, as the
 * site does it: token, availability, slot, menu, requirements, card (a fake nonce), create. The
 * booking lands in the database, the relay delivers its e-mail to the mail catcher, and the
 * .ics that arrives there parses with a third-party parser (ical.js).
 */
describe.each(ENGINES)('a guest books a table through the api-client on %s', (engine) => {
  let t: TestApp;
  let catcher: MailCatcher;
  let api: ApiClient;
  let relay: ReturnType<typeof createRelay>;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    catcher = await startMailCatcher();
    relay = createRelay({ db: t.db, transport: nodemailer.createTransport(catcher.smtpUrl), from: 'Maison Rivière <hello@maison-riviere.example>' });
    const token = await signAppToken(TEST_SECRET);
    const fetchFn = async (input: string | URL | Request, init?: RequestInit) =>
      String(input) === 'http://site.test/api/token' ? Response.json(token) : fetch(input, init);
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    api = createApiClient({ baseUrl, brandKey: BRAND_KEY, tokenUrl: 'http://site.test/api/token', fetch: fetchFn });
  });
  afterAll(async () => {
    await catcher.close();
    await t.close();
  });

  async function journey(adults: number, nonce: string | null) {
    const date = SATURDAY;
    const [dinner] = (await api.booking.getOccasions(COVENT_GARDEN, date)).occasions.filter((o) => o.name === 'Dinner');
    const outcome = await api.booking.checkAvailability({ stores: [{ storeId: COVENT_GARDEN }], date, adultCovers: adults, childrenCovers: 0, time: '19:30', occasionId: dinner!.id });
    if (!outcome.success) throw new Error('availability failed');
    const chosen = outcome.data.stores[0]!;
    expect(chosen).toMatchObject({ isFirstChoice: true, exactMatch: true, isPlaceAsEnquiryEnabled: false });
    const time = chosen.timeSlots.find((s) => s.time === '19:30')!.time;
    const query = { storeId: COVENT_GARDEN, occasionId: chosen.occasionId!, adults, children: 0, dates: [date] };
    const [menu] = await api.booking.getBookingMenus({ ...query, time });
    const slots = await api.booking.getSlots({ ...query, menuIds: [menu!.id], areaId: null });
    expect(slots.dates[0]!.times.map((s) => s.time)).toContain(time);
    const requirements = await api.booking.getRequirements({ ...query, bookingDate: date, menuId: menu!.id, time, areaId: null });
    expect(requirements).toEqual({ isCardGuaranteeRequired: nonce !== null, isPlaceAsEnquiryEnabled: false });
    let braintreeCustomerId: string | null = null;
    if (requirements.isCardGuaranteeRequired) {
      expect(await api.braintree.getToken()).toMatchObject({ testMode: true });
      braintreeCustomerId = (await api.braintree.submit({ nonce: nonce!, firstName: 'Amélie', lastName: 'Dubois', email: `journey-${adults}@example.com` })).customerId;
    }
    return api.booking.createBooking(COVENT_GARDEN, {
      restaurantId: COVENT_GARDEN, firstName: 'Amélie', lastName: 'Dubois', emailAddress: `journey-${adults}@example.com`, mobilePhoneNumber: '07700 900123',
      diningDateTime: `${date}T${time}`, adultCovers: adults, childCovers: 0, menuIds: [menu!.id], menuName: menu!.name, shouldReceivePromotions: true,
      shouldReceiveSms: false, specialRequest: 'Birthday: a candle on the dessert, please.', occasionId: chosen.occasionId!, bookingTime: time, braintreeCustomerId,
    });
  }

  it('a table for 2, then one for 7 with a card guarantee (fake-valid-nonce): both in the database, both e-mails in the catcher with a parsable .ics', async () => {
    const two = await journey(2, null);
    const seven = await journey(7, 'fake-valid-nonce');
    for (const result of [two, seven]) expect(result).toMatchObject({ bookingStatus: 1, bookingReference: expect.stringMatching(/^MR-/) });

    const { rows } = await t.db.query<{ reference: string; covers: number; braintree_customer_id: string | null }>(
      'SELECT reference, covers, braintree_customer_id FROM bookings WHERE reference = ANY($1::text[]) ORDER BY covers', [[two.bookingReference, seven.bookingReference]],
    );
    expect(rows).toEqual([
      { reference: two.bookingReference, covers: 2, braintree_customer_id: null },
      { reference: seven.bookingReference, covers: 7, braintree_customer_id: expect.stringMatching(/^test-/) },
    ]);

    expect(await relay.runOnce()).toBe(2);
    const emails = await catcher.waitFor(2);
    for (const result of [two, seven]) {
      const email = emails.find((e) => e.subject.includes(result.bookingReference!))!;
      expect(email.text).toContain('Maison Rivière Covent Garden');
      expect(email.html).toContain('FoodEstablishmentReservation');
      const ics = await catcher.attachment(email, `booking-${result.bookingReference}.ics`);
      expect(ics).toMatch(/\r\n/);
      const calendar = new ICAL.Component(ICAL.parse(ics));
      ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.uid).toBe(`${result.bookingReference}@maison-riviere.example`);
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T19:30:00.000Z');
      expect(event.duration.toSeconds()).toBe(2 * 3600);
    }
  });

  it('a declined card (fake-processor-declined-visa-nonce) stops the booking before it is made', async () => {
    await expect(journey(8, 'fake-processor-declined-visa-nonce')).rejects.toMatchObject({ status: 422, code: 'CARD_DECLINED' });
    expect((await t.db.query("SELECT 1 FROM bookings WHERE email = 'journey-8@example.com'")).rows).toHaveLength(0);
  });
});
