import type { RestaurantLocation } from '@riviere/api-client';
import type { Db, Queryable } from './db';
import { expandBookingSeed, loadBookingSeed, type BookingSeed } from '../booking/booking-seed';
import { insertBookingConfig } from '../booking/booking-repository';
import { loadSeedContent, type SeedContent } from '../seed/seed-content';

/** Tables the seed fills, and the ones visitors fill; a reset empties both. */
const CONTENT_TABLES = [
  'booking_occasions', 'booking_menus', 'booking_areas', 'booking_rules',
  'offer_campaigns', 'offers', 'jobs', 'pages', 'menus', 'restaurants', 'documents',
];
export const SUBMISSION_TABLES = [
  'outbox', 'vouchers', 'job_applications', 'contact_messages', 'group_enquiries', 'signups', 'customers',
  'bookings', 'booking_slots', 'idempotency_keys', 'braintree_customers',
];

/** Booking configuration for every bookable restaurant in the database, from seed/booking.json. */
async function insertBooking(tx: Queryable, booking: BookingSeed): Promise<void> {
  const { rows } = await tx.query<{ data: RestaurantLocation }>('SELECT data FROM restaurants ORDER BY position');
  await insertBookingConfig(tx, expandBookingSeed(rows.map((r) => r.data), booking));
}

async function insertContent(tx: Queryable, content: SeedContent): Promise<void> {
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

/**
 * First start: an empty database gets the seed content. A database seeded before the booking
 * engine existed gets the booking configuration on its next start. Resolves true when it seeded.
 */
export async function seedIfEmpty(db: Db, content: SeedContent = loadSeedContent(), booking: BookingSeed = loadBookingSeed()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM documents WHERE key = 'settings'");
    const seedContent = (rows[0]?.n ?? 0) === 0;
    if (seedContent) await insertContent(tx, content);
    const configured = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_rules');
    const seedBooking = (configured.rows[0]?.n ?? 0) === 0;
    if (seedBooking) await insertBooking(tx, booking);
    return seedContent || seedBooking;
  });
}

/** The documented reset: the database goes back to the seed content; every visitor submission is wiped. */
export async function resetDatabase(db: Db, content: SeedContent = loadSeedContent(), booking: BookingSeed = loadBookingSeed()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${[...SUBMISSION_TABLES, ...CONTENT_TABLES].join(', ')} RESTART IDENTITY CASCADE`);
    await insertContent(tx, content);
    await insertBooking(tx, booking);
  });
}
