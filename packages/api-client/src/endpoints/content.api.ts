import type { BrandSettings, Choices, Menu, PageContent, RestaurantLocation } from '../types';
import { requestList, type EndpointContext } from './context';
import { route, type Route } from './registry';

/** Spec §9: settings and restaurants caches 3600 s; other content 60 s. */
export const SETTINGS_TTL_MS = 3_600_000;
export const RESTAURANTS_TTL_MS = 3_600_000;
export const CONTENT_TTL_MS = 60_000;

export interface ContentApi {
  /** `id` is a page path such as 'home' or 'group-bookings/thanks'. Null when not found or on any error. */
  getPage(id: string): Promise<PageContent | null>;
  getBrandSettings(): Promise<BrandSettings>;
  searchRestaurants(): Promise<RestaurantLocation[]>;
  getRestaurantBySlugAndCity(slug: string, city: string): Promise<RestaurantLocation>;
  getRestaurantBySlug(slug: string): Promise<RestaurantLocation>;
  getRestaurant(storeId: number): Promise<RestaurantLocation>;
  getMenus(): Promise<Menu[]>;
  getMenu(id: string): Promise<Menu>;
  getChoices(): Promise<Choices>;
}

export function createContentApi({ request, cache }: EndpointContext): ContentApi {
  // Keyed by path: every content answer depends only on its URL.
  const cached = <T>(target: Route, ttlMs = CONTENT_TTL_MS) =>
    cache.get(target.path, ttlMs, () => request<T>(target));

  return {
    async getPage(id) {
      try {
        return (await cached<PageContent | undefined>(route('content.getPage', { id }))) ?? null;
      } catch {
        return null;
      }
    },
    getBrandSettings: () => cached<BrandSettings>(route('content.getBrandSettings'), SETTINGS_TTL_MS),
    searchRestaurants: () => {
      const target = route('content.searchRestaurants');
      return cache.get(target.path, RESTAURANTS_TTL_MS, () => requestList<RestaurantLocation>(request, target, 'restaurants'));
    },
    getRestaurantBySlugAndCity: (slug, city) =>
      cached<RestaurantLocation>(route('content.getRestaurantBySlugAndCity', { slug, city })),
    getRestaurantBySlug: (slug) => cached<RestaurantLocation>(route('content.getRestaurantBySlug', { slug })),
    getRestaurant: (storeId) => cached<RestaurantLocation>(route('content.getRestaurant', { storeId })),
    getMenus: () => {
      const target = route('content.getMenus');
      return cache.get(target.path, CONTENT_TTL_MS, () => requestList<Menu>(request, target, 'menus'));
    },
    getMenu: (id) => cached<Menu>(route('content.getMenu', { id })),
    getChoices: () => cached<Choices>(route('content.getChoices')),
  };
}
