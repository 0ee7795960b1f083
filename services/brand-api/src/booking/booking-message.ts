import type { BrandSettings, RestaurantLocation } from '@riviere/api-client';
import type { ContentRepository } from '../content/content-repository';
import type { StoreBookingConfig } from './booking-config';
import type { BookingMessage } from './booking-emails';
import type { BookingRepository, NewBooking } from './booking-repository';
import { managePagePath, signManageToken } from './manage-link';

/** What a message about a booking needs besides the booking. */
export interface Surroundings {
  restaurant: RestaurantLocation;
  config: StoreBookingConfig | undefined;
  settings: BrandSettings;
}

export interface BookingMessageDeps {
  repo: Pick<BookingRepository, 'configs'>;
  content: ContentRepository;
  now: () => number;
  /** Key of the signed manage links. */
  manageKey: Buffer;
  /** Public site address: the guest's page is the site's, its calendar file goes through the site's /api proxy. */
  siteUrl: string;
}

/** What every e-mail, calendar file and page about a booking says, and the signed links in them. */
export function createBookingMessages(deps: BookingMessageDeps) {
  const { repo } = deps;
  const site = deps.siteUrl.replace(/\/+$/, '');
  /** The guest's page in the site (mf-booking); its calendar file is the API's, through the site's /api proxy. */
  const manageUrl = (reference: string) => `${site}${managePagePath(signManageToken(deps.manageKey, reference))}`;
  const calendarUrl = (reference: string) => `${site}/api/booking/manage/${signManageToken(deps.manageKey, reference)}/calendar.ics`;

  /** What a message about a booking needs besides the booking; loaded before any transaction (PGlite has one connection). */
  async function surroundings(storeId: number): Promise<Surroundings> {
    return { restaurant: await deps.content.restaurantByStoreId(storeId), config: (await repo.configs()).get(storeId), settings: await deps.content.settings() };
  }

  function messageOf(b: NewBooking & { sequence: number }, { restaurant, config, settings }: Surroundings): BookingMessage {
    const url = manageUrl(b.reference);
    return {
      reference: b.reference, date: b.date, time: b.time, adultCovers: b.adultCovers, childCovers: b.childCovers,
      firstName: String(b.data.firstName), lastName: String(b.data.lastName), email: b.email,
      specialRequest: typeof b.data.specialRequest === 'string' ? b.data.specialRequest : undefined,
      occasionName: config?.occasions.find((o) => o.id === b.occasionId)?.name ?? 'Booking',
      areaName: config?.areas.find((a) => a.id === b.areaId)?.name ?? null,
      menuNames: b.menuIds.map((id) => config?.menus.find((m) => m.id === id)?.name ?? id),
      restaurant, siteName: settings.site_name, siteEmail: settings.site_email, siteUrl: site, manageUrl: url, calendarUrl: calendarUrl(b.reference),
      sequence: b.sequence, stamp: deps.now(),
    };
  }

  return { surroundings, messageOf };
}

export type BookingMessages = ReturnType<typeof createBookingMessages>;
