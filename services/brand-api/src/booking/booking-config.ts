import type { RestaurantLocation } from '@riviere/api-client';
import type { RestaurantRules, OccasionFlags } from './lib/booking-rules';
import type { LinkGroup } from './lib/link-groups';
import type { OccasionCalendar } from './lib/occasion-rules';

/** One restaurant's booking configuration, as the engine reads it from the database. */
export interface AreaConfig {
  id: string;
  name: string;
  /** Covers that can arrive in this area per 15-minute slot. */
  coversPerSlot: number;
}

export interface MenuConfig {
  id: string;
  name: string;
  description: string;
  contentMenuId: string | null;
}

export interface OccasionConfig extends OccasionCalendar, OccasionFlags {
  id: number;
  storeId: number;
  name: string;
  /** First and last arrival, 'HH:mm'. */
  startTime: string;
  endTime: string;
  isEvent: boolean;
  menuLinkGroup: LinkGroup | null;
  areaLinkGroup: LinkGroup | null;
}

export interface StoreBookingConfig {
  storeId: number;
  rules: RestaurantRules;
  areas: AreaConfig[];
  menus: MenuConfig[];
  occasions: OccasionConfig[];
}

/** Online booking happens here only: bookings enabled, no external provider, not a holiday park. */
export function isBookableOnline(restaurant: Pick<RestaurantLocation, 'enableBookings' | 'bookingProviderUrl' | 'isHolidayPark'>): boolean {
  return restaurant.enableBookings && !restaurant.bookingProviderUrl && !restaurant.isHolidayPark;
}
