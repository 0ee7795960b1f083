import type { Db, Queryable } from '../db/db';
import { TtlCache } from '@riviere/server-kit';
import type { AreaConfig, MenuConfig, OccasionConfig, StoreBookingConfig } from './booking-config';
import type { RestaurantRules } from './lib/booking-rules';

/** Configuration changes only with the seed (or an operator's SQL): cached like other content, 60 s. */
export const BOOKING_CONFIG_CACHE_MS = 60_000;

export type BookingKind = 'booking' | 'event' | 'enquiry';
export type BookingState = 'confirmed' | 'cancelled' | 'enquiry';

/** Booked covers at one restaurant: 'YYYY-MM-DD HH:mm' → area → covers. */
export type DayUsage = Map<string, Map<string, number>>;

export interface NewBooking {
  reference: string;
  kind: BookingKind;
  status: BookingState;
  storeId: number;
  occasionId: number;
  areaId: string | null;
  date: string;
  time: string;
  adultCovers: number;
  childCovers: number;
  menuIds: string[];
  email: string;
  braintreeCustomerId: string | null;
  /** The guest's details as sent (names, phone, opt-ins, special request, offer). */
  data: Record<string, unknown>;
}

export interface StoredBooking extends NewBooking {
  id: string;
  sequence: number;
  createdAt: string;
  /** When the guest last changed it (ISO 8601); null if never. */
  changedAt: string | null;
  /** When it was cancelled (ISO 8601); null while it stands. */
  cancelledAt: string | null;
}

/** What a guest may change: where and when the table is, for how many, with which menus. */
export interface BookingSlotState {
  date: string;
  time: string;
  adultCovers: number;
  childCovers: number;
  areaId: string | null;
  menuIds: string[];
}

export interface BookingChange extends BookingSlotState {
  braintreeCustomerId: string | null;
  data: Record<string, unknown>;
}

export interface HistoryEntry {
  action: 'changed' | 'cancelled';
  previous: BookingSlotState;
  current: BookingSlotState;
  /** ISO 8601. */
  at: string;
}

interface BookingRow {
  id: string;
  reference: string;
  kind: BookingKind;
  status: BookingState;
  store_id: number;
  occasion_id: number;
  area_id: string | null;
  booking_date: string;
  booking_time: string;
  adult_covers: number;
  child_covers: number;
  menu_ids: string[];
  email: string;
  braintree_customer_id: string | null;
  sequence: number;
  data: Record<string, unknown>;
  created_at: string;
  changed_at: string | null;
  cancelled_at: string | null;
}

const BOOKING_COLUMNS = `id::text AS id, reference, kind, status, store_id, occasion_id, area_id, booking_date::text AS booking_date, booking_time,
  adult_covers, child_covers, menu_ids, email, braintree_customer_id, sequence, data, created_at::text AS created_at,
  to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS changed_at,
  to_char(cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS cancelled_at`;

function toBooking(row: BookingRow): StoredBooking {
  return {
    id: row.id, reference: row.reference, kind: row.kind, status: row.status, storeId: row.store_id, occasionId: row.occasion_id,
    areaId: row.area_id, date: row.booking_date, time: row.booking_time, adultCovers: row.adult_covers, childCovers: row.child_covers,
    menuIds: row.menu_ids, email: row.email, braintreeCustomerId: row.braintree_customer_id, sequence: row.sequence, data: row.data,
    createdAt: row.created_at, changedAt: row.changed_at, cancelledAt: row.cancelled_at,
  };
}

export function createBookingRepository(db: Db, now: () => number = Date.now) {
  const cache = new TtlCache<Map<number, StoreBookingConfig>>(BOOKING_CONFIG_CACHE_MS, now);

  async function loadConfigs(): Promise<Map<number, StoreBookingConfig>> {
    const [rules, areas, menus, occasions] = await Promise.all([
      db.query<{
        store_id: number; card_guarantee_from_covers: number; online_max_covers: number; same_day_refused_from_covers: number;
        last_booking_before_close_minutes: number; change_cutoff_minutes: number; booking_horizon_days: number;
      }>('SELECT * FROM booking_rules'),
      db.query<{ store_id: number; id: string; name: string; covers_per_slot: number }>('SELECT store_id, id, name, covers_per_slot FROM booking_areas ORDER BY store_id, position'),
      db.query<{ store_id: number; id: string; name: string; description: string; content_menu_id: string | null }>('SELECT store_id, id, name, description, content_menu_id FROM booking_menus ORDER BY store_id, position'),
      db.query<{ id: number; store_id: number; name: string; data: Omit<OccasionConfig, 'id' | 'storeId' | 'name'> }>('SELECT id, store_id, name, data FROM booking_occasions ORDER BY store_id, position'),
    ]);
    const configs = new Map<number, StoreBookingConfig>();
    for (const r of rules.rows) {
      const ruleSet: RestaurantRules = {
        cardGuaranteeFromCovers: r.card_guarantee_from_covers, onlineMaxCovers: r.online_max_covers,
        sameDayRefusedFromCovers: r.same_day_refused_from_covers, lastBookingBeforeCloseMinutes: r.last_booking_before_close_minutes,
      };
      configs.set(r.store_id, {
        storeId: r.store_id, rules: ruleSet, areas: [], menus: [], occasions: [],
        changeCutoffMinutes: r.change_cutoff_minutes, bookingHorizonDays: r.booking_horizon_days,
      });
    }
    for (const a of areas.rows) configs.get(a.store_id)?.areas.push({ id: a.id, name: a.name, coversPerSlot: a.covers_per_slot } satisfies AreaConfig);
    for (const m of menus.rows) configs.get(m.store_id)?.menus.push({ id: m.id, name: m.name, description: m.description, contentMenuId: m.content_menu_id } satisfies MenuConfig);
    for (const o of occasions.rows) configs.get(o.store_id)?.occasions.push({ ...o.data, id: o.id, storeId: o.store_id, name: o.name });
    return configs;
  }

  return {
    /** Every restaurant's booking configuration, by storeId (cached; concurrent misses share one load). */
    configs(): Promise<Map<number, StoreBookingConfig>> {
      return cache.getOrLoad('all', loadConfigs);
    },

    clearCache(): void {
      cache.clear();
    },

    /** Covers booked (confirmed bookings) at the restaurants on the dates: storeId → 'date time' → area → covers. */
    async usage(storeIds: number[], dates: string[]): Promise<Map<number, DayUsage>> {
      const { rows } = await db.query<{ store_id: number; booking_date: string; booking_time: string; area_id: string; covers: number }>(
        `SELECT store_id, booking_date::text AS booking_date, booking_time, area_id, sum(covers)::int AS covers
         FROM bookings WHERE status = 'confirmed' AND store_id = ANY($1::int[]) AND booking_date = ANY($2::date[])
         GROUP BY store_id, booking_date, booking_time, area_id`,
        [storeIds, dates],
      );
      const result = new Map<number, DayUsage>();
      for (const row of rows) {
        let byDate = result.get(row.store_id);
        if (!byDate) result.set(row.store_id, (byDate = new Map()));
        const key = `${row.booking_date} ${row.booking_time}`;
        let byArea = byDate.get(key);
        if (!byArea) byDate.set(key, (byArea = new Map()));
        byArea.set(row.area_id, row.covers);
      }
      return result;
    },

    /**
     * Serialises every booking of one restaurant slot: the slot's row is created once and locked
     * FOR UPDATE until the transaction ends. PostgreSQL makes the next booking of the slot wait
     * here; PGlite runs one transaction at a time anyway.
     */
    async lockSlot(tx: Queryable, storeId: number, date: string, time: string): Promise<void> {
      await tx.query('INSERT INTO booking_slots (store_id, booking_date, booking_time) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [storeId, date, time]);
      await tx.query('SELECT 1 FROM booking_slots WHERE store_id = $1 AND booking_date = $2 AND booking_time = $3 FOR UPDATE', [storeId, date, time]);
    },

    /** Covers booked per area at one slot, read after lockSlot (a fresh snapshot in READ COMMITTED). */
    async bookedAt(tx: Queryable, storeId: number, date: string, time: string): Promise<Map<string, number>> {
      const { rows } = await tx.query<{ area_id: string; covers: number }>(
        "SELECT area_id, sum(covers)::int AS covers FROM bookings WHERE status = 'confirmed' AND store_id = $1 AND booking_date = $2 AND booking_time = $3 GROUP BY area_id",
        [storeId, date, time],
      );
      return new Map(rows.map((r) => [r.area_id, r.covers]));
    },

    async insertBooking(tx: Queryable, b: NewBooking): Promise<void> {
      await tx.query(
        `INSERT INTO bookings (reference, kind, status, store_id, occasion_id, area_id, booking_date, booking_time, adult_covers, child_covers, covers, menu_ids, email, braintree_customer_id, data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [b.reference, b.kind, b.status, b.storeId, b.occasionId, b.areaId, b.date, b.time, b.adultCovers, b.childCovers, b.adultCovers + b.childCovers,
          JSON.stringify(b.menuIds), b.email, b.braintreeCustomerId, JSON.stringify(b.data)],
      );
    },

    async byReference(q: Queryable, reference: string): Promise<StoredBooking | null> {
      const { rows } = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE reference = $1`, [reference]);
      return rows[0] ? toBooking(rows[0]) : null;
    },

    /** Cancels a confirmed booking or an enquiry at `at` (ISO 8601), raising its sequence; null when it was not open. */
    async cancel(tx: Queryable, reference: string, at: string): Promise<StoredBooking | null> {
      const { rows } = await tx.query<BookingRow>(
        `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, cancelled_at = $2
         WHERE reference = $1 AND status IN ('confirmed', 'enquiry') RETURNING ${BOOKING_COLUMNS}`,
        [reference, at],
      );
      return rows[0] ? toBooking(rows[0]) : null;
    },

    /**
     * Moves a confirmed booking to its new slot, party and menus, raising its sequence; null when
     * it is no longer confirmed at `fromSequence` (cancelled or changed meanwhile). Its old covers
     * stop counting in the same statement, so the old slot is freed in the transaction that takes the new one.
     */
    async change(tx: Queryable, reference: string, fromSequence: number, next: BookingChange, at: string): Promise<StoredBooking | null> {
      const { rows } = await tx.query<BookingRow>(
        `UPDATE bookings SET booking_date = $3, booking_time = $4, adult_covers = $5, child_covers = $6, covers = $7, area_id = $8, menu_ids = $9,
           braintree_customer_id = $10, data = $11, sequence = sequence + 1, changed_at = $12
         WHERE reference = $1 AND status = 'confirmed' AND sequence = $2 RETURNING ${BOOKING_COLUMNS}`,
        [reference, fromSequence, next.date, next.time, next.adultCovers, next.childCovers, next.adultCovers + next.childCovers, next.areaId,
          JSON.stringify(next.menuIds), next.braintreeCustomerId, JSON.stringify(next.data), at],
      );
      return rows[0] ? toBooking(rows[0]) : null;
    },

    async recordHistory(tx: Queryable, bookingId: string, entry: HistoryEntry): Promise<void> {
      await tx.query('INSERT INTO booking_history (booking_id, action, previous, current, created_at) VALUES ($1, $2, $3, $4, $5)',
        [bookingId, entry.action, JSON.stringify(entry.previous), JSON.stringify(entry.current), entry.at]);
    },

    /* ---------- Idempotency keys ---------- */

    async findIdempotent(q: Queryable, key: string): Promise<{ requestHash: string; response: unknown } | null> {
      const { rows } = await q.query<{ request_hash: string; response: unknown }>('SELECT request_hash, response FROM idempotency_keys WHERE key = $1', [key]);
      return rows[0] ? { requestHash: rows[0].request_hash, response: rows[0].response } : null;
    },

    /**
     * Takes the key for this transaction; false when another request holds it. On PostgreSQL a
     * second request with the same key waits here until the first commits (then false) or rolls
     * back (then true), so one key never makes two bookings.
     */
    async claimIdempotent(tx: Queryable, key: string, requestHash: string): Promise<boolean> {
      const { rows } = await tx.query('INSERT INTO idempotency_keys (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [key, requestHash]);
      return rows.length === 1;
    },

    async saveIdempotent(tx: Queryable, key: string, response: unknown): Promise<void> {
      await tx.query('UPDATE idempotency_keys SET response = $2 WHERE key = $1', [key, JSON.stringify(response)]);
    },

    /* ---------- Vaulted card customers ---------- */

    async hasCardCustomer(customerId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM braintree_customers WHERE customer_id = $1', [customerId]);
      return rows.length === 1;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
