import type { ContentRepository } from '../content/content-repository';
import type { Db } from '../db/db';
import type { BookingContext } from './booking-context';
import type { BookingRepository } from './booking-repository';
import type { UsageCache } from './usage-cache';

/** What the booking services (`booking-service.ts`, `manage-booking-service.ts`) are built from. */
export interface BookingServiceDeps {
  db: Db;
  context: BookingContext;
  repo: BookingRepository;
  /** Told about every committed booking, change and cancellation, so availability reads its own writes. */
  usage: UsageCache;
  content: ContentRepository;
  now: () => number;
  /** Key of the signed manage links. */
  manageKey: Buffer;
  /** Public site address: the guest's page is the site's, its calendar file goes through the site's /api proxy. */
  siteUrl: string;
}
