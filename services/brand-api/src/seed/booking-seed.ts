import fs from 'node:fs';
import path from 'node:path';
import type { RestaurantLocation } from '@riviere/api-client';
import { isBookableOnline } from '@riviere/restaurant-rules';
import type { AreaConfig, MenuConfig, OccasionConfig, StoreBookingConfig } from '../booking/booking-config';
import type { RestaurantRules } from '../booking/lib/booking-rules';
import { defaultSeedDir } from './seed-content';

/**
 * `seed/booking.json`: templates every bookable restaurant gets (rules, areas with capacity,
 * booking menus, occasions), and per-restaurant differences. Expanded at seed time from the
 * restaurants in the database, so a restaurant added later gets its booking data on the next seed.
 */
export interface OccasionTemplate extends Omit<OccasionConfig, 'id' | 'storeId'> {
  /** The occasion's id at a restaurant is storeId * 100 + code. */
  code: number;
}

export interface RestaurantOverride {
  /** The areas it has, in the order they fill; default `defaultAreas`. */
  areas?: string[];
  coversPerSlot?: Record<string, number>;
  rules?: Partial<RestaurantRules>;
  bookingHorizonDays?: number;
}

export interface BookingSeed {
  rules: RestaurantRules;
  /** The brand's booking horizon: days after today a table can be booked (180 when unset). */
  bookingHorizonDays?: number;
  defaultAreas: string[];
  areas: AreaConfig[];
  menus: MenuConfig[];
  occasions: OccasionTemplate[];
  restaurants: Record<string, RestaurantOverride>;
}

export function loadBookingSeed(dir: string = defaultSeedDir()): BookingSeed {
  const file = path.join(dir, 'booking.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BookingSeed;
  } catch (err) {
    throw new Error(`Cannot load seed file ${file}: ${(err as Error).message}`);
  }
}

function areasOf(seed: BookingSeed, override: RestaurantOverride, storeId: number): AreaConfig[] {
  return (override.areas ?? seed.defaultAreas).map((id) => {
    const template = seed.areas.find((a) => a.id === id);
    if (!template) throw new Error(`seed/booking.json: restaurant ${storeId} names an unknown area "${id}"`);
    return { ...template, coversPerSlot: override.coversPerSlot?.[id] ?? template.coversPerSlot };
  });
}

/** An occasion needs somewhere to sit: an inclusive area group must name one of the restaurant's areas, an exclusive one must leave one. */
function hasSeating(template: OccasionTemplate, areas: AreaConfig[]): boolean {
  const group = template.areaLinkGroup;
  if (!group) return areas.length > 0;
  return areas.some((a) => (group.type === 'inclusive' ? group.links.includes(a.id) : !group.links.includes(a.id)));
}

/** Every bookable restaurant's configuration from the seed templates. Throws on a seed that names unknown ids. */
export function expandBookingSeed(restaurants: readonly RestaurantLocation[], seed: BookingSeed): StoreBookingConfig[] {
  const menuIds = new Set(seed.menus.map((m) => m.id));
  const areaIds = new Set(seed.areas.map((a) => a.id));
  for (const occasion of seed.occasions) {
    for (const link of occasion.menuLinkGroup?.links ?? []) if (!menuIds.has(link)) throw new Error(`seed/booking.json: occasion ${occasion.name} links an unknown menu "${link}"`);
    for (const link of occasion.areaLinkGroup?.links ?? []) if (!areaIds.has(link)) throw new Error(`seed/booking.json: occasion ${occasion.name} links an unknown area "${link}"`);
  }
  return restaurants.filter(isBookableOnline).map((restaurant) => {
    const storeId = restaurant.storeId;
    const override = seed.restaurants[String(storeId)] ?? {};
    const areas = areasOf(seed, override, storeId);
    const occasions = seed.occasions
      .filter((template) => hasSeating(template, areas))
      .map(({ code, ...template }) => ({ ...template, id: storeId * 100 + code, storeId }));
    const bookingHorizonDays = override.bookingHorizonDays ?? seed.bookingHorizonDays;
    return {
      storeId, rules: { ...seed.rules, ...override.rules }, areas, menus: seed.menus.map((m) => ({ ...m })), occasions,
      ...(bookingHorizonDays !== undefined ? { bookingHorizonDays } : {}),
    };
  });
}
