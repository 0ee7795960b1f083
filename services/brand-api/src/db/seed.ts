import type { Db, Queryable } from './db';
import { expandBookingSeed, loadBookingSeed, type BookingSeed } from '../seed/booking-seed';
import { loadSeedContent, type SeedContent } from '../seed/seed-content';
import { hasBookingConfig, hasContent, insertBookingConfig, insertContent, seededRestaurants, truncateAll } from '../seed/seed-repository';

/** Booking configuration for every bookable restaurant in the database, from seed/booking.json. */
async function insertBooking(tx: Queryable, booking: BookingSeed): Promise<void> {
  await insertBookingConfig(tx, expandBookingSeed(await seededRestaurants(tx), booking));
}

/**
 * First start: an empty database gets the seed content. A database seeded before the booking
 * engine existed gets the booking configuration on its next start. Resolves true when it seeded.
 */
export async function seedIfEmpty(db: Db, content: SeedContent = loadSeedContent(), booking: BookingSeed = loadBookingSeed()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seedContent = !(await hasContent(tx));
    if (seedContent) await insertContent(tx, content);
    const seedBooking = !(await hasBookingConfig(tx));
    if (seedBooking) await insertBooking(tx, booking);
    return seedContent || seedBooking;
  });
}

/** The documented reset: the database goes back to the seed content; every visitor submission is wiped. */
export async function resetDatabase(db: Db, content: SeedContent = loadSeedContent(), booking: BookingSeed = loadBookingSeed()): Promise<void> {
  await db.transaction(async (tx) => {
    await truncateAll(tx);
    await insertContent(tx, content);
    await insertBooking(tx, booking);
  });
}
