import crypto from 'node:crypto';
import { GREENWICH, NOW, SATURDAY, bookingBody, occasion, submit } from '../../booking/test-support/booking-fixtures';
import { ENGINES, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Never overbook, never book twice: concurrent creates for one slot, and retries with one
 * Idempotency-Key, on each engine (PGlite runs one transaction at a time; PostgreSQL runs them
 * in parallel over a pool, so the slot's row lock is what keeps them apart).
 */
const slot = (overrides = {}) => bookingBody({ restaurantId: GREENWICH, occasionId: occasion(GREENWICH, 2), bookingTime: '19:00', diningDateTime: `${SATURDAY}T19:00`, ...overrides });
const key = () => `test-${crypto.randomUUID()}`;

describe.each(ENGINES)('booking under load on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;

  it('50 concurrent creates for a slot with room for K parties: exactly K bookings, the rest bookingStatus 9', async () => {
    // Greenwich seats 20 (restaurant) + 10 (terrace) arriving per slot; parties of 3 never split: K = 6 + 3.
    const K = Math.floor(20 / 3) + Math.floor(10 / 3);
    const responses = await Promise.all(Array.from({ length: 50 }, () => submit(t, 'create', slot({ adultCovers: 3 }), key())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const bodies = responses.map((r) => r.json());
    expect(bodies.filter((b) => b.bookingStatus === 1)).toHaveLength(K);
    expect(bodies.filter((b) => b.bookingStatus === 9 && b.bookingReference === null)).toHaveLength(50 - K);
    const references = bodies.filter((b) => b.bookingStatus === 1).map((b) => b.bookingReference);
    expect(new Set(references).size).toBe(K);

    const { rows } = await t.db.query<{ area_id: string; covers: number; n: number }>(
      "SELECT area_id, sum(covers)::int AS covers, count(*)::int AS n FROM bookings WHERE store_id = $1 AND booking_date = $2 AND booking_time = '19:00' AND status = 'confirmed' GROUP BY area_id ORDER BY area_id",
      [GREENWICH, SATURDAY],
    );
    expect(rows).toEqual([{ area_id: 'restaurant', covers: 18, n: 6 }, { area_id: 'terrace', covers: 9, n: 3 }]);
    expect(await count("SELECT count(*)::int AS n FROM outbox WHERE kind = 'booking-confirmation' AND subject LIKE '%' || $1 || '%'", ['19:00'])).toBe(K);
  });

  it('a retry with the same key and body returns the first answer and makes nothing new', async () => {
    const body = slot({ bookingTime: '17:30', diningDateTime: `${SATURDAY}T17:30` });
    const k = key();
    const first = await submit(t, 'create', body, k);
    const again = await submit(t, 'create', { ...body }, k);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('SELECT count(*)::int AS n FROM bookings WHERE email = $1', [body.emailAddress])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM outbox WHERE to_address = $1', [body.emailAddress])).toBe(1);
  });

  it('the same key and body sent 10 times at once makes one booking, and every answer names it', async () => {
    const body = slot({ bookingTime: '17:45', diningDateTime: `${SATURDAY}T17:45` });
    const k = key();
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(t, 'create', body, k)));
    const references = new Set(responses.map((r) => r.json().bookingReference));
    expect(references.size).toBe(1);
    expect([...references][0]).toMatch(/^MR-/);
    expect(await count('SELECT count(*)::int AS n FROM bookings WHERE email = $1', [body.emailAddress])).toBe(1);
  });

  it('the same key with another body, or on another endpoint, is refused with 422', async () => {
    const body = slot({ bookingTime: '18:15', diningDateTime: `${SATURDAY}T18:15` });
    const k = key();
    await submit(t, 'create', body, k);
    const other = await submit(t, 'create', { ...body, adultCovers: 4 }, k);
    expect({ status: other.statusCode, ...other.json() }).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
    const elsewhere = await submit(t, 'enquiry', body, k);
    expect(elsewhere.statusCode).toBe(422);
    expect(await count('SELECT count(*)::int AS n FROM bookings WHERE email = $1', [body.emailAddress])).toBe(1);
  });

  it('a slot-taken answer is replayed too; a refused request leaves its key unused', async () => {
    const full = slot({ adultCovers: 3 }); // 19:00 is full after the race above
    const k = key();
    expect((await submit(t, 'create', full, k)).json().bookingStatus).toBe(9);
    expect((await submit(t, 'create', full, k)).json().bookingStatus).toBe(9);
    const refused = key();
    expect((await submit(t, 'create', slot({ adultCovers: 7, bookingTime: '18:30', diningDateTime: `${SATURDAY}T18:30` }), refused)).json().code).toBe('NEED_CREDIT_CARD');
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [refused])).toBe(0);
  });

  it('enquiries take a key as well', async () => {
    const body = slot({ adultCovers: 18, bookingTime: '20:30', diningDateTime: `${SATURDAY}T20:30` });
    const k = key();
    const [a, b] = await Promise.all([submit(t, 'enquiry', body, k), submit(t, 'enquiry', body, k)]);
    expect(a.json().bookingReference).toBe(b.json().bookingReference);
    expect(await count('SELECT count(*)::int AS n FROM bookings WHERE email = $1', [body.emailAddress])).toBe(1);
  });

  it('a key that is not 8–128 safe characters is a 400 naming the header', async () => {
    const response = await submit(t, 'create', slot(), 'short');
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'idempotency-key' });
  });
});
