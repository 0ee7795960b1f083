import crypto from 'node:crypto';
import ICAL from 'ical.js';
import type { BookingRequest } from '@riviere/api-client';
import { GREENWICH, NOW, SATURDAY, bookingBody, cardCustomer, managePath, occasion, submit } from '../../booking/test-support/booking-fixtures';
import { ENGINES, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A guest changes or cancels their own booking through its signed link: the rules, lock and
 * idempotency of a new booking; the calendar follows (same UID, higher SEQUENCE); the
 * restaurant's cut-off; the history. On each engine (PostgreSQL runs the races in parallel).
 */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

const key = () => `test-${crypto.randomUUID()}`;
/** Two Saturdays on from SATURDAY: races get days of their own. */
const RACE_DAY = '2026-12-12';
const RACE_DAY_2 = '2026-12-19';
const at = (date: string, time: string, overrides: Partial<BookingRequest> = {}) =>
  bookingBody({ restaurantId: GREENWICH, occasionId: occasion(GREENWICH, 2), bookingTime: time, diningDateTime: `${date}T${time}`, ...overrides });

describe.each(ENGINES)('a guest changes or cancels their booking on %s', (engine) => {
  let t: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = NOW;
  });

  const book = async (body: BookingRequest) => {
    const result = (await submit(t, 'create', body)).json();
    expect(result.bookingStatus).toBe(1);
    return { reference: result.bookingReference as string, path: managePath(result.manageUrl), email: body.emailAddress };
  };
  const change = (path: string, body: object, idempotencyKey?: string) =>
    t.app.inject({ method: 'POST', url: `${path}/change`, payload: body, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} });
  const stored = async (reference: string) =>
    (await t.db.query<{ booking_time: string; covers: number; status: string; sequence: number }>('SELECT booking_time, covers, status, sequence FROM bookings WHERE reference = $1', [reference])).rows[0]!;
  const mails = async (email: string) =>
    (await t.db.query<{ kind: string; html_body: string | null; attachments: { contentType: string; content: string }[] }>(
      'SELECT kind, html_body, attachments FROM outbox WHERE to_address = $1 ORDER BY id', [email])).rows;
  const coversAt = async (date: string, time: string) =>
    (await t.db.query<{ area_id: string; covers: number }>(
      "SELECT area_id, sum(covers)::int AS covers FROM bookings WHERE store_id = $1 AND booking_date = $2 AND booking_time = $3 AND status = 'confirmed' GROUP BY area_id ORDER BY area_id",
      [GREENWICH, date, time])).rows;

  it('moves a booking to another time: the old table is freed, the e-mail moves the calendar event, the page says when it changed', async () => {
    const { reference, path, email } = await book(at(SATURDAY, '19:15', { areaId: 'terrace', adultCovers: 5 }));
    const view = (await t.app.inject({ method: 'GET', url: path })).json();
    expect(view).toMatchObject({ canChange: true, canCancel: true, changeUntil: { date: SATURDAY, time: '17:15' }, changedAt: null, cancelledAt: null, restaurantPath: expect.stringMatching(/^\/restaurants\//) });

    const moved = await change(path, { date: SATURDAY, time: '20:15', adultCovers: 4, childCovers: 0 }, key());
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ bookingStatus: 1, booking: { bookingReference: reference, time: '20:15', adultCovers: 4, changedAt: expect.any(String) } });
    expect(await coversAt(SATURDAY, '19:15')).toEqual([]);
    expect((await coversAt(SATURDAY, '20:15')).reduce((n, r) => n + r.covers, 0)).toBe(4);

    const [confirmation, changed, ...more] = await mails(email);
    expect(more).toHaveLength(0);
    expect(changed!.kind).toBe('booking-change');
    const first = parseIcs(confirmation!.attachments[0]!.content);
    const update = parseIcs(changed!.attachments[0]!.content);
    expect(update.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(update.event.startDate.toString()).toBe('2026-12-05T20:15:00');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(changed!.html_body!)![1]!);
    expect(jsonLd).toMatchObject({ reservationStatus: 'https://schema.org/ReservationConfirmed', partySize: 4, modifyReservationUrl: expect.stringContaining('/booking/'), cancelReservationUrl: expect.stringContaining('action=cancel') });

    const { rows } = await t.db.query<{ action: string; previous: { time: string }; current: { time: string } }>(
      'SELECT action, previous, current FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1', [reference]);
    expect(rows).toEqual([{ action: 'changed', previous: expect.objectContaining({ time: '19:15', adultCovers: 5 }), current: expect.objectContaining({ time: '20:15', adultCovers: 4 }) }]);
  });

  it('30 concurrent changes into a slot with room for K parties: exactly K move, the rest are told it is taken and keep their bookings', async () => {
    const K = Math.floor(20 / 3) + Math.floor(10 / 3); // Greenwich seats 20 + 10 arriving per slot; parties of 3 never split
    const times = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15'];
    const bookings = [];
    for (const time of times) for (let i = 0; i < 3; i++) bookings.push({ time, ...(await book(at(RACE_DAY, time, { adultCovers: 3 }))) });
    const responses = await Promise.all(bookings.map((b) => change(b.path, { date: RACE_DAY, time: '21:00', adultCovers: 3, childCovers: 0 }, key())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const bodies = responses.map((r) => r.json());
    expect(bodies.filter((b) => b.bookingStatus === 1)).toHaveLength(K);
    expect(bodies.filter((b) => b.bookingStatus === 9 && b.message.includes('just been taken'))).toHaveLength(30 - K);
    expect(await coversAt(RACE_DAY, '21:00')).toEqual([{ area_id: 'restaurant', covers: 18 }, { area_id: 'terrace', covers: 9 }]);
    for (const [i, b] of bookings.entries()) {
      const row = await stored(b.reference);
      expect(row).toMatchObject(bodies[i].bookingStatus === 1 ? { booking_time: '21:00', sequence: 1 } : { booking_time: b.time, sequence: 0, status: 'confirmed', covers: 3 });
    }
  });

  it('a change racing new bookings for the last tables never overbooks', async () => {
    const mover = await book(at(RACE_DAY_2, '17:00', { adultCovers: 3 }));
    const responses = await Promise.all([
      change(mover.path, { date: RACE_DAY_2, time: '20:00', adultCovers: 3, childCovers: 0 }, key()),
      ...Array.from({ length: 12 }, () => submit(t, 'create', at(RACE_DAY_2, '20:00', { adultCovers: 3 }), key())),
    ]);
    const won = responses.filter((r) => r.json().bookingStatus === 1).length;
    expect(won).toBe(9);
    const covers = await coversAt(RACE_DAY_2, '20:00');
    expect(covers).toEqual([{ area_id: 'restaurant', covers: 18 }, { area_id: 'terrace', covers: 9 }]);
    const moverRow = await stored(mover.reference);
    expect(moverRow.booking_time).toBe(responses[0]!.json().bookingStatus === 1 ? '20:00' : '17:00');
  });

  it('a replayed change with the same key changes nothing twice; the key with another change is refused', async () => {
    const { reference, path, email } = await book(at(SATURDAY, '17:45'));
    const k = key();
    const body = { date: SATURDAY, time: '18:45', adultCovers: 2, childCovers: 0 };
    const first = await change(path, body, k);
    const again = await change(path, body, k);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await stored(reference)).sequence).toBe(1);
    expect((await mails(email)).map((m) => m.kind)).toEqual(['booking-confirmation', 'booking-change']);
    expect((await change(path, { ...body, time: '19:45' }, k)).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a bigger party needs the card guarantee the booking did not have; into enquiry territory it is told to enquire', async () => {
    const { path } = await book(at(SATURDAY, '18:30'));
    const bigger = { date: SATURDAY, time: '18:30', adultCovers: 8, childCovers: 0 };
    expect((await change(path, bigger)).json()).toMatchObject({ code: 'NEED_CREDIT_CARD' });
    const customer = await cardCustomer(t);
    expect((await change(path, { ...bigger, braintreeCustomerId: customer })).json()).toMatchObject({ bookingStatus: 1, booking: { adultCovers: 8, hasCardGuarantee: true } });
    const enquiry = await change(path, { ...bigger, adultCovers: 30 });
    expect({ status: enquiry.statusCode, code: enquiry.json().code }).toEqual({ status: 422, code: 'CHANGE_NEEDS_ENQUIRY' });
    expect(enquiry.json().message).toContain('enquiry');
  });

  it('past the restaurant\'s cut-off neither change nor cancel is taken online, and the page says so', async () => {
    const { path, reference } = await book(at(SATURDAY, '20:30'));
    clock = Date.UTC(2026, 11, 5, 18, 45); // 18:45 in London on the day: within 2 hours of 20:30
    const view = (await t.app.inject({ method: 'GET', url: path })).json();
    expect(view).toMatchObject({ canChange: false, canCancel: false, changeUntil: { date: SATURDAY, time: '18:30' } });
    const changed = await change(path, { date: SATURDAY, time: '21:00', adultCovers: 2, childCovers: 0 });
    expect({ status: changed.statusCode, code: changed.json().code }).toEqual({ status: 409, code: 'CHANGE_CLOSED' });
    expect(changed.json().message).toMatch(/18:30 on Saturday 5 December/);
    const cancelled = await t.app.inject({ method: 'POST', url: `${path}/cancel` });
    expect(cancelled.json().code).toBe('CHANGE_CLOSED');
    expect((await stored(reference)).status).toBe('confirmed');
  });

  it('cancelling records it in the history and frees the table at once', async () => {
    const { path, reference } = await book(at(SATURDAY, '21:00', { areaId: 'terrace', adultCovers: 5 }));
    await book(at(SATURDAY, '21:00', { areaId: 'terrace', adultCovers: 5 })); // the terrace seats 10 a slot
    expect((await submit(t, 'create', at(SATURDAY, '21:00', { areaId: 'terrace', adultCovers: 5 }))).json().bookingStatus).toBe(9);
    expect((await t.app.inject({ method: 'POST', url: `${path}/cancel` })).json()).toMatchObject({ status: 'cancelled', canChange: false, cancelledAt: new Date(NOW).toISOString().replace(/\.\d{3}Z$/, 'Z') });
    expect((await submit(t, 'create', at(SATURDAY, '21:00', { areaId: 'terrace', adultCovers: 5 }))).json().bookingStatus).toBe(1);
    const { rows } = await t.db.query<{ action: string }>('SELECT action FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1', [reference]);
    expect(rows).toEqual([{ action: 'cancelled' }]);
    expect((await change(path, { date: SATURDAY, time: '20:00', adultCovers: 2, childCovers: 0 })).json().code).toBe('BOOKING_CANCELLED');
  });

  it.each([
    ['a forged signature', (path: string) => `${path.slice(0, -4)}AAAA`, 404],
    ['another reference with a real signature', (path: string) => path.replace(/MR-[^.]+/, 'MR-22222222'), 404],
    ['a malformed token', () => '/api/booking/manage/not-a-token', 400],
  ])('refuses a change through %s', async (_, tamper, status) => {
    const { path, reference } = await book(at(SATURDAY, '17:15'));
    const response = await change(tamper(path), { date: SATURDAY, time: '18:00', adultCovers: 2, childCovers: 0 });
    expect(response.statusCode).toBe(status);
    expect((await stored(reference)).sequence).toBe(0);
  });
});
