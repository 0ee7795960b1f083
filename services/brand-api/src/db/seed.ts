import type { Db, Queryable } from './db';
import type { ImagePipeline } from '../images/image-pipeline';
import { prepareSeedImages, type SeedImagesOptions } from '../images/seed-images';
import { expandBookingSeed, loadBookingSeed, type BookingSeed } from '../seed/booking-seed';
import { loadSeedContent, type SeedContent } from '../seed/seed-content';
import { hasBookingConfig, hasContent, hasPictures, insertBookingConfig, insertContent, insertPictures, seededRestaurants, truncateAll } from '../seed/seed-repository';

/** Booking configuration for every bookable restaurant in the database, from seed/booking.json. */
async function insertBooking(tx: Queryable, booking: BookingSeed): Promise<void> {
  await insertBookingConfig(tx, expandBookingSeed(await seededRestaurants(tx), booking));
}

/**
 * The seed content with its images: each one drawn and made into variants by the pipeline (in
 * its folder, DATA_DIR/images), and described in the content. Images made before (by any run)
 * are not made again, so every start can call it: a folder that lost its images gets them back.
 */
export function seedContentWithImages(images: ImagePipeline, options?: SeedImagesOptions, content: SeedContent = loadSeedContent()): Promise<SeedContent> {
  return prepareSeedImages(content, images, options);
}

/**
 * First start: an empty database gets the seed content. A database seeded before the booking
 * engine existed gets the booking configuration on its next start, and one seeded before the
 * image pipeline gets the seed's pictures (when `content` has them). Resolves true when it seeded.
 */
export async function seedIfEmpty(db: Db, content: SeedContent = loadSeedContent(), booking: BookingSeed = loadBookingSeed()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seedContent = !(await hasContent(tx));
    if (seedContent) await insertContent(tx, content);
    const withPictures = content.menus.some((m) => m.picture);
    const seedPictures = !seedContent && withPictures && !(await hasPictures(tx));
    if (seedPictures) await insertPictures(tx, content);
    const seedBooking = !(await hasBookingConfig(tx));
    if (seedBooking) await insertBooking(tx, booking);
    return seedContent || seedBooking || seedPictures;
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
