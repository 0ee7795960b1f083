import type { RestaurantLocation } from '@riviere/api-client';
import { DomainError } from '@riviere/server-kit';
import type { Db } from '../db/db';
import { expandBookingSeed, type BookingSeed } from '../seed/booking-seed';
import type { SeedContent } from '../seed/seed-content';
import { insertBookingConfig } from '../seed/seed-repository';
import { contentChanges, type ContentChanges } from './content-changes';
import { readContent, writeContentRecord } from './published-content-repository';

/**
 * Publishing content (an operator's edit of the seed folder, `npm run release -- content
 * publish`): the records that changed or are new are written in one transaction, and the answer
 * names the surrogate keys a cache in front must purge. Records missing from the new content
 * stay (bookings, vouchers and applications point at them) and are reported.
 */
export async function publishContent(db: Db, content: SeedContent, booking: BookingSeed): Promise<ContentChanges> {
  return db.transaction(async (tx) => {
    const changes = contentChanges(await readContent(tx), content);
    refuseMovedOffers(changes);
    const position = new Map<string, number>([
      ...content.restaurants.map((r, i) => [`restaurant:${r.storeId}`, i] as const),
      ...content.menus.map((m, i) => [`menu:${m.id}`, i] as const),
      ...content.jobs.map((j, i) => [`job:${j.jobId}`, i] as const),
    ]);
    for (const record of [...changes.changed, ...changes.added]) await writeContentRecord(tx, record, position.get(`${record.kind}:${record.id}`) ?? 0);
    const newRestaurants = changes.added.filter((r) => r.kind === 'restaurant').map((r) => r.data as RestaurantLocation);
    if (newRestaurants.length > 0) await insertBookingConfig(tx, expandBookingSeed(newRestaurants, booking));
    return changes;
  });
}

/** Vouchers and campaign links name an offer by its slug: once published, it cannot change. */
function refuseMovedOffers(changes: ContentChanges): void {
  for (const record of changes.changed) {
    if (record.kind !== 'offer') continue;
    const slugs = record.keys.filter((k) => k.startsWith('offer:'));
    if (slugs.length > 1) {
      throw new DomainError(409, 'OFFER_SLUG_FIXED', `Offer ${record.id} cannot change its address from ${slugs[0]!.slice(6)} to ${slugs[1]!.slice(6)}: vouchers and campaign links use it. Publish it as a new offer instead.`, 'offers');
    }
  }
}
