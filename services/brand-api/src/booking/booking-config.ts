import type { LinkGroup } from '@riviere/api-client';
import type { RestaurantRules, OccasionFlags } from './lib/booking-rules';
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
  /** How long before the table a guest may still change or cancel online (minutes); 120 when unset. */
  changeCutoffMinutes?: number;
  /** How many days after today (London) a table can be booked; 180 when unset (see booking-horizon.ts). */
  bookingHorizonDays?: number;
}
