import ICAL from 'ical.js';
import { COVENT_GARDEN, GREENWICH, NOW, SATURDAY, TODAY, bookingBody, cardCustomer, managePath, occasion, submit } from '../../booking/test-support/booking-fixtures';
import { ENGINES, caller, createTestApp, type TestApp } from '../../test-support/test-app';

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
}

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

describe.each(ENGINES)('booking writes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
  });
  afterAll(() => t.close());

  const outboxFor = async (email: string) =>
    (await t.db.query<OutboxRow>('SELECT kind, to_address, subject, text_body, html_body, attachments FROM outbox WHERE to_address = $1 ORDER BY id', [email])).rows;

  describe('create', () => {
    it('books a table in one transaction with its confirmation e-mail, .ics and schema.org markup', async () => {
      const body = bookingBody({ adultCovers: 3, childCovers: 1, menuIds: ['a-la-carte', 'vegan'] });
      const response = await submit(t, 'create', body);
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({ bookingStatus: 1, bookingReference: expect.stringMatching(/^MR-[2-9A-HJKMNP-Z]{8}$/), manageUrl: expect.stringMatching(/^http:\/\/localhost:3000\/booking\/MR-[2-9A-HJKMNP-Z]{8}\/[A-Za-z0-9_-]{32}$/) });

      const { rows } = await t.db.query<{ status: string; area_id: string; covers: number; data: { mobilePhoneNumber: string } }>('SELECT status, area_id, covers, data FROM bookings WHERE reference = $1', [result.bookingReference]);
      expect(rows).toEqual([expect.objectContaining({ status: 'confirmed', area_id: 'restaurant', covers: 4 })]);
      expect(rows[0]!.data.mobilePhoneNumber).toBe('07700900123'); // spaces removed

      const [mail] = await outboxFor(body.emailAddress);
      expect(mail!.kind).toBe('booking-confirmation');
      expect(mail!.subject).toContain(result.bookingReference);
      for (const fact of [result.bookingReference, 'Maison Rivière Covent Garden', 'Saturday 5 December 2026', '19:30', '4 guests (3 adults, 1 child)', 'À la carte, Vegan menu', 'Dinner']) {
        expect(mail!.text_body).toContain(fact);
      }
      expect(mail!.text_body).toContain(result.manageUrl);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(mail!.html_body!)![1]!);
      expect(jsonLd).toMatchObject({
        '@type': 'FoodEstablishmentReservation', reservationNumber: result.bookingReference, reservationStatus: 'https://schema.org/ReservationConfirmed',
        partySize: 4, startTime: '2026-12-05T19:30:00+00:00', reservationFor: { '@type': 'FoodEstablishment', name: 'Maison Rivière Covent Garden' },
      });
      const [ics] = mail!.attachments;
      expect(ics).toMatchObject({ filename: `booking-${result.bookingReference}.ics`, contentType: expect.stringContaining('text/calendar') });
      const { calendar, event } = parseIcs(ics!.content);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.uid).toBe(`${result.bookingReference}@maison-riviere.example`);
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T19:30:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T21:30:00.000Z');
    });

    it('fills areas in order, honours a chosen area, and answers bookingStatus 9 when the slot is taken', async () => {
      const at = (overrides = {}) => bookingBody({ restaurantId: GREENWICH, occasionId: occasion(GREENWICH, 2), adultCovers: 5, bookingTime: '20:00', diningDateTime: `${SATURDAY}T20:00`, ...overrides });
      const areas: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { bookingReference } = (await submit(t, 'create', at())).json();
        areas.push((await t.db.query<{ area_id: string }>('SELECT area_id FROM bookings WHERE reference = $1', [bookingReference])).rows[0]!.area_id);
      }
      expect(areas).toEqual(['restaurant', 'restaurant', 'restaurant', 'restaurant', 'terrace', 'terrace']);
      const taken = await submit(t, 'create', at({ adultCovers: 1 }));
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ bookingReference: null, bookingStatus: 9, message: 'Sorry, that time slot’s just been taken. Please choose another time.' });
      const terrace = await submit(t, 'create', at({ bookingTime: '20:15', diningDateTime: `${SATURDAY}T20:15`, areaId: 'terrace', adultCovers: 5 }));
      expect(terrace.json().bookingStatus).toBe(1);
      await submit(t, 'create', at({ bookingTime: '20:15', diningDateTime: `${SATURDAY}T20:15`, areaId: 'terrace', adultCovers: 5 }));
      // The terrace is full at 20:15; the restaurant is empty, but the guest asked for the terrace.
      expect((await submit(t, 'create', at({ bookingTime: '20:15', diningDateTime: `${SATURDAY}T20:15`, areaId: 'terrace', adultCovers: 1 }))).json().bookingStatus).toBe(9);
    });

    it.each([
      ['a date before today', { diningDateTime: '2026-11-20T19:30' }, 400, 'VALIDATION', 'diningDateTime'],
      ['a dining time other than bookingTime', { diningDateTime: `${SATURDAY}T20:00` }, 400, 'VALIDATION', 'diningDateTime'],
      ['a time off the grid', { bookingTime: '19:40', diningDateTime: SATURDAY }, 400, 'VALIDATION', 'bookingTime'],
      ['a time outside the occasion', { bookingTime: '12:00', diningDateTime: `${SATURDAY}T12:00` }, 422, 'NO_FREE_SLOT', 'bookingTime'],
      ['an occasion of another restaurant', { occasionId: occasion(GREENWICH, 2) }, 422, 'NO_AVAILABLE_OCCASION', 'occasionId'],
      ['a menu the occasion does not offer', { menuIds: ['afternoon-tea'] }, 422, 'PARTNER_MENU_NOT_FOUND', 'menuIds'],
      ['an event occasion through create', { occasionId: occasion(COVENT_GARDEN, 4), diningDateTime: '2026-12-25T13:00', bookingTime: '13:00', menuIds: ['christmas-day'] }, 400, 'VALIDATION', 'occasionId'],
      ['more than the online maximum', { adultCovers: 16 }, 422, 'REJECT_MESSAGE', undefined],
      ['a same-day party of 15', { adultCovers: 15, diningDateTime: `${TODAY}T19:30` }, 422, 'REJECT_MESSAGE', undefined],
      ['101 adults', { adultCovers: 101 }, 400, 'VALIDATION', 'adultCovers'],
      ['51 children', { childCovers: 51 }, 400, 'VALIDATION', 'childCovers'],
    ])('refuses %s', async (_, overrides, status, code, field) => {
      const response = await submit(t, 'create', bookingBody(overrides as never));
      expect({ status: response.statusCode, ...response.json() }).toMatchObject({ status, code, ...(field ? { field } : {}) });
    });

    it('refuses a body naming another restaurant than the path, and unknown fields', async () => {
      const other = await caller(t).post(`/api/booking/create/${COVENT_GARDEN}`, bookingBody({ restaurantId: GREENWICH, occasionId: occasion(GREENWICH, 2) }));
      expect(other.json()).toMatchObject({ code: 'VALIDATION', field: 'restaurantId' });
      const unknown = await submit(t, 'create', { ...bookingBody(), discount: 50 } as never);
      expect(unknown.json()).toMatchObject({ code: 'VALIDATION', message: 'body has an unknown property "discount"' });
    });
  });

  describe('card guarantee', () => {
    const party = (overrides = {}) => bookingBody({ adultCovers: 7, ...overrides });

    it('a party of 6 or more needs a vaulted card customer (NEED_CREDIT_CARD otherwise)', async () => {
      expect((await submit(t, 'create', party())).json()).toMatchObject({ code: 'NEED_CREDIT_CARD', errorCode: 6, field: 'braintreeCustomerId' });
      expect((await submit(t, 'create', party({ braintreeCustomerId: 'made-up-customer' }))).json()).toMatchObject({ code: 'NEED_CREDIT_CARD' });
      const customerId = await cardCustomer(t);
      expect((await submit(t, 'create', party({ braintreeCustomerId: customerId }))).json()).toMatchObject({ bookingStatus: 1 });
    });

    it.each([
      ['fake-processor-declined-visa-nonce', 'CARD_DECLINED'],
      ['fake-gateway-rejected-fraud-nonce', 'CARD_DECLINED'],
      ['fake-luhn-invalid-nonce', 'CARD_INVALID'],
      ['fake-consumed-nonce', 'CARD_INVALID'],
      ['not-a-real-nonce', 'CARD_INVALID'],
    ])('%s is refused (%s) and vaults nothing', async (nonce, code) => {
      const response = await caller(t).post('/api/v1/braintree/submit', { nonce, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
      expect({ status: response.statusCode, ...response.json() }).toMatchObject({ status: 422, code, field: 'nonce' });
    });

    it('adds a card to a customer vaulted here, and refuses a customer id it does not know', async () => {
      const customerId = await cardCustomer(t);
      const again = await caller(t).post('/api/v1/braintree/submit', { nonce: 'fake-valid-mastercard-nonce', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', customerId });
      expect(again.json()).toEqual({ success: true, customerId });
      const unknown = await caller(t).post('/api/v1/braintree/submit', { nonce: 'fake-valid-nonce', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', customerId: 'nobody' });
      expect(unknown.json()).toMatchObject({ code: 'VALIDATION', field: 'customerId' });
    });

    it('the token says the offline test gateway is in use', async () => {
      expect((await caller(t).get('/api/v1/braintree/token')).json()).toMatchObject({ testMode: true, clientToken: expect.stringMatching(/^offline-test-gateway:/) });
    });
  });

  describe('events and enquiries', () => {
    it('Christmas Day is booked through events, with a card', async () => {
      const body = bookingBody({ occasionId: occasion(COVENT_GARDEN, 4), diningDateTime: '2026-12-25T13:00', bookingTime: '13:00', menuIds: ['christmas-day', 'kids'], childCovers: 1 });
      expect((await submit(t, 'events', body)).json()).toMatchObject({ code: 'NEED_CREDIT_CARD' });
      const booked = await submit(t, 'events', { ...body, braintreeCustomerId: await cardCustomer(t) });
      expect(booked.json()).toMatchObject({ bookingStatus: 1 });
      const { rows } = await t.db.query<{ kind: string }>('SELECT kind FROM bookings WHERE reference = $1', [booked.json().bookingReference]);
      expect(rows[0]!.kind).toBe('event');
      expect((await submit(t, 'events', bookingBody())).json()).toMatchObject({ code: 'VALIDATION', field: 'occasionId' });
    });

    it('a party of 20 is an enquiry: recorded, no capacity taken, the guest and the restaurant told', async () => {
      const body = bookingBody({ adultCovers: 20, bookingTime: '21:00', diningDateTime: `${SATURDAY}T21:00` });
      const response = await submit(t, 'enquiry', body);
      expect(response.json()).toEqual({ bookingReference: expect.stringMatching(/^EQ-/), message: expect.stringContaining('48 hours') });
      const { rows } = await t.db.query<{ status: string; kind: string }>('SELECT status, kind FROM bookings WHERE reference = $1', [response.json().bookingReference]);
      expect(rows).toEqual([{ status: 'enquiry', kind: 'enquiry' }]);
      expect((await outboxFor(body.emailAddress)).map((m) => m.kind)).toEqual(['booking-enquiry']);
      const team = await t.db.query<{ subject: string }>("SELECT subject FROM outbox WHERE kind = 'booking-enquiry-team' ORDER BY id DESC LIMIT 1");
      expect(team.rows[0]!.subject).toContain(response.json().bookingReference);
      const slots = (await caller(t).get(`/api/booking/slots/${COVENT_GARDEN}?occasionId=${occasion(COVENT_GARDEN, 2)}&adults=2&children=0&dates=${SATURDAY}&menuIds=a-la-carte&areaId=null`)).json();
      expect(slots.dates[0].times.map((s: { time: string }) => s.time)).toContain('21:00');
    });

    it('Private Dining is an enquiry by occasion; a party that can book online cannot enquire', async () => {
      const privateDining = bookingBody({ occasionId: occasion(COVENT_GARDEN, 5), adultCovers: 12, menuIds: ['set-menu'], areaId: 'private-dining' });
      expect((await submit(t, 'enquiry', privateDining)).json().bookingReference).toMatch(/^EQ-/);
      expect((await submit(t, 'enquiry', bookingBody())).json()).toMatchObject({ code: 'REJECT_MESSAGE', message: expect.stringContaining('can be booked online') });
    });
  });

  describe('the signed manage link', () => {
    it('shows the booking without an app token, serves its .ics, and cancels it: capacity freed, METHOD:CANCEL e-mailed once', async () => {
      const at = { restaurantId: GREENWICH, occasionId: occasion(GREENWICH, 2), bookingTime: '21:00', diningDateTime: `${SATURDAY}T21:00`, areaId: 'terrace', adultCovers: 5 };
      const booked: { manageUrl: string; bookingReference: string }[] = [];
      for (let i = 0; i < 3; i++) booked.push((await submit(t, 'create', bookingBody(at))).json());
      expect(booked.map((b) => b.bookingReference)).toEqual([expect.any(String), expect.any(String), null]); // the terrace seats 10 a slot
      const { manageUrl, bookingReference } = booked[0]!;
      const path = managePath(manageUrl);

      const view = await t.app.inject({ method: 'GET', url: path }); // no Authorization, brand key or session id
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ bookingReference, status: 'confirmed', canCancel: true, adultCovers: 5, restaurant: { storeId: GREENWICH }, occasionName: 'Dinner', areaName: 'Terrace', menuNames: ['À la carte'] });

      const download = await t.app.inject({ method: 'GET', url: `${path}/calendar.ics` });
      expect(download.headers['content-type']).toMatch(/^text\/calendar/);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="booking-${bookingReference}.ics"`);
      expect(parseIcs(download.body).calendar.getFirstPropertyValue('method')).toBe('PUBLISH');

      const cancel = await t.app.inject({ method: 'POST', url: `${path}/cancel` });
      expect(cancel.json()).toMatchObject({ status: 'cancelled', canCancel: false });
      expect((await t.app.inject({ method: 'POST', url: `${path}/cancel` })).json()).toMatchObject({ status: 'cancelled' });

      const guest = (await t.db.query<{ email: string }>('SELECT email FROM bookings WHERE reference = $1', [bookingReference])).rows[0]!.email;
      const [confirmation, cancellation, ...more] = await outboxFor(guest);
      expect(more).toHaveLength(0);
      expect(cancellation!.kind).toBe('booking-cancellation');
      const original = parseIcs(confirmation!.attachments[0]!.content);
      const cancelled = parseIcs(cancellation!.attachments[0]!.content);
      expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(cancelled.event.uid).toBe(original.event.uid);
      expect(cancelled.event.sequence).toBeGreaterThan(original.event.sequence);
      expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(cancellation!.html_body!)![1]!).reservationStatus).toBe('https://schema.org/ReservationCancelled');
      expect(parseIcs((await t.app.inject({ method: 'GET', url: `${path}/calendar.ics` })).body).calendar.getFirstPropertyValue('method')).toBe('CANCEL');

      // The freed table is bookable again.
      expect((await submit(t, 'create', bookingBody(at))).json().bookingStatus).toBe(1);
    });

    it('sends a browser following an older e-mail to the guest\'s page in the site; a cancelled booking then answers 410', async () => {
      const booked = (await submit(t, 'create', bookingBody({ bookingTime: '18:00', diningDateTime: `${SATURDAY}T18:00` }))).json();
      expect(booked.bookingStatus).toBe(1);
      const path = managePath(booked.manageUrl);
      const [reference, signature] = path.split('/').pop()!.split('.');
      const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe(`/booking/${reference}/${signature}`);
      expect(new URL(booked.manageUrl).pathname).toBe(`/booking/${reference}/${signature}`);

      await t.app.inject({ method: 'POST', url: `${path}/cancel` });
      const gone = await t.app.inject({ method: 'GET', url: path });
      expect({ status: gone.statusCode, code: gone.json().code }).toEqual({ status: 410, code: 'BOOKING_CANCELLED' });
    });

    it.each([
      ['a forged signature', (path: string) => `${path.slice(0, -4)}AAAA`, 404],
      ['another reference with a real signature', (path: string) => path.replace(/MR-[^.]+/, 'MR-22222222'), 404],
      ['a malformed token', () => '/api/booking/manage/not-a-token', 400],
    ])('refuses %s', async (_, tamper, status) => {
      const { manageUrl } = (await submit(t, 'create', bookingBody({ bookingTime: '17:00', diningDateTime: `${SATURDAY}T17:00` }))).json();
      const response = await t.app.inject({ method: 'GET', url: tamper(managePath(manageUrl)) });
      expect(response.statusCode).toBe(status);
      if (status === 404) expect(response.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    });
  });
});
