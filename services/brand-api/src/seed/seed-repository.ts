import type { RestaurantLocation } from '@riviere/api-client';
import type { StoreBookingConfig } from '../booking/booking-config';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../booking/booking-horizon';
import type { Queryable } from '../db/db';
import type { SeedContent } from './seed-content';

/** Tables the seed fills, and the ones visitors fill; a reset empties both. */
const CONTENT_TABLES = [
  'booking_occasions', 'booking_menus', 'booking_areas', 'booking_rules',
  'offer_campaigns', 'offers', 'jobs', 'pages', 'menus', 'restaurants', 'documents',
];
const SUBMISSION_TABLES = [
  'outbox', 'vouchers', 'job_applications', 'contact_messages', 'group_enquiries', 'signups', 'customers',
  'bookings', 'booking_slots', 'idempotency_keys', 'braintree_customers',
];

/** True once the seed content (its settings document) is in the database. */
export async function hasContent(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM documents WHERE key = 'settings'");
  return (rows[0]?.n ?? 0) > 0;
}

/** True once any restaurant has booking rules (a database seeded before the booking engine has none). */
export async function hasBookingConfig(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_rules');
  return (rows[0]?.n ?? 0) > 0;
}

/** True once seeded content carries pictures (a database seeded before the image pipeline has none). */
export async function hasPictures(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM menus WHERE data ? 'picture'");
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Gives content seeded before the image pipeline the seed's pictures: each seeded record (by
 * its id) gets the image fields of its seed twin; nothing else in it changes.
 */
export async function insertPictures(tx: Queryable, content: SeedContent): Promise<void> {
  for (const r of content.restaurants) {
    await tx.query("UPDATE restaurants SET data = jsonb_set(data, '{heroTiles}', $2::jsonb) WHERE store_id = $1", [r.storeId, JSON.stringify(r.heroTiles)]);
  }
  for (const m of content.menus) {
    await tx.query('UPDATE menus SET data = data || $2::jsonb WHERE id = $1', [m.id, JSON.stringify({ image: m.image, picture: m.picture })]);
  }
  for (const o of content.offers) {
    if (o.picture) await tx.query('UPDATE offers SET data = data || $2::jsonb WHERE id = $1', [o.id, JSON.stringify({ imageUrl: o.imageUrl, picture: o.picture })]);
  }
  for (const p of content.pages) {
    await tx.query("UPDATE pages SET data = jsonb_set(data, '{tiles}', $2::jsonb) WHERE id = $1", [p.id, JSON.stringify(p.tiles)]);
  }
  for (const j of content.jobs) {
    if (j.picture) await tx.query('UPDATE jobs SET data = data || $2::jsonb WHERE job_id = $1', [j.jobId, JSON.stringify({ picture: j.picture })]);
  }
}

/** Every restaurant in the database, in the seed's order. */
export async function seededRestaurants(tx: Queryable): Promise<RestaurantLocation[]> {
  const { rows } = await tx.query<{ data: RestaurantLocation }>('SELECT data FROM restaurants ORDER BY position');
  return rows.map((r) => r.data);
}

/** Empties every table the seed or a visitor fills, and restarts their ids. */
export async function truncateAll(tx: Queryable): Promise<void> {
  await tx.query(`TRUNCATE ${[...SUBMISSION_TABLES, ...CONTENT_TABLES].join(', ')} RESTART IDENTITY CASCADE`);
}

export async function insertContent(tx: Queryable, content: SeedContent): Promise<void> {
  const documents: [string, unknown][] = [
    ['settings', content.settings],
    ['contact', content.contact],
    ['choices', content.choices],
    ['social', content.social],
  ];
  for (const [key, value] of documents) await tx.query('INSERT INTO documents (key, value) VALUES ($1, $2)', [key, JSON.stringify(value)]);
  for (const [position, r] of content.restaurants.entries()) {
    await tx.query('INSERT INTO restaurants (store_id, slug, city, title, position, data) VALUES ($1, $2, $3, $4, $5, $6)', [r.storeId, r.slug, r.city, r.title, position, JSON.stringify(r)]);
  }
  for (const [position, m] of content.menus.entries()) await tx.query('INSERT INTO menus (id, position, data) VALUES ($1, $2, $3)', [m.id, position, JSON.stringify(m)]);
  for (const p of content.pages) await tx.query('INSERT INTO pages (id, data) VALUES ($1, $2)', [p.id, JSON.stringify(p)]);
  for (const o of content.offers) await tx.query('INSERT INTO offers (id, slug, data) VALUES ($1, $2, $3)', [o.id, o.slug, JSON.stringify(o)]);
  for (const c of content.campaigns) await tx.query('INSERT INTO offer_campaigns (campaign_id, offer_slug) VALUES ($1, $2)', [c.campaignId, c.offerSlug]);
  for (const [position, j] of content.jobs.entries()) await tx.query('INSERT INTO jobs (job_id, position, data) VALUES ($1, $2, $3)', [j.jobId, position, JSON.stringify(j)]);
}

/** Writes the seed's configuration for every bookable restaurant (inside the seed's transaction). */
export async function insertBookingConfig(tx: Queryable, configs: readonly StoreBookingConfig[]): Promise<void> {
  for (const c of configs) {
    const r = c.rules;
    await tx.query(
      'INSERT INTO booking_rules (store_id, card_guarantee_from_covers, online_max_covers, same_day_refused_from_covers, last_booking_before_close_minutes, booking_horizon_days) VALUES ($1, $2, $3, $4, $5, $6)',
      [c.storeId, r.cardGuaranteeFromCovers, r.onlineMaxCovers, r.sameDayRefusedFromCovers, r.lastBookingBeforeCloseMinutes, c.bookingHorizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS],
    );
    for (const [position, a] of c.areas.entries()) {
      await tx.query('INSERT INTO booking_areas (store_id, id, name, covers_per_slot, position) VALUES ($1, $2, $3, $4, $5)', [c.storeId, a.id, a.name, a.coversPerSlot, position]);
    }
    for (const [position, m] of c.menus.entries()) {
      await tx.query('INSERT INTO booking_menus (store_id, id, name, description, content_menu_id, position) VALUES ($1, $2, $3, $4, $5, $6)', [c.storeId, m.id, m.name, m.description, m.contentMenuId, position]);
    }
    for (const [position, o] of c.occasions.entries()) {
      const { id, storeId, name, ...data } = o;
      await tx.query('INSERT INTO booking_occasions (id, store_id, name, position, data) VALUES ($1, $2, $3, $4, $5)', [id, storeId, name, position, JSON.stringify(data)]);
    }
  }
}
