import type { BrandSettings, ContentPage, Menu, PageContent, RestaurantLocation } from '@riviere/api-client';
import type { Queryable } from '../db/db';
import { TtlCache, notFound } from '@riviere/server-kit';

/** Spec §9: settings and restaurants are cached 3600 s, other content 60 s. */
export const LONG_CACHE_MS = 3_600_000;
export const CONTENT_CACHE_MS = 60_000;

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(db: Queryable, now: () => number = Date.now) {
  const long = new TtlCache<unknown>(LONG_CACHE_MS, now);
  const short = new TtlCache<unknown>(CONTENT_CACHE_MS, now);

  // Callers that miss the cache while a load for the same key is running wait for that load
  // (TtlCache shares it) instead of starting their own: on a cold start or an expiry under load,
  // 50 concurrent requests used to run 50 identical queries one after another on the database.
  const cached = <T>(cache: TtlCache<unknown>, key: string, load: () => Promise<T>) => cache.getOrLoad(key, load) as Promise<T>;

  async function document<T>(key: string): Promise<T> {
    return cached(short, `doc:${key}`, async () => {
      const { rows } = await db.query<{ value: T }>('SELECT value FROM documents WHERE key = $1', [key]);
      if (!rows[0]) throw notFound('NOT_FOUND', `No ${key} content has been published.`);
      return rows[0].value;
    });
  }

  const restaurants = () =>
    cached(long, 'restaurants', async () => {
      const { rows } = await db.query<{ data: RestaurantLocation }>('SELECT data FROM restaurants ORDER BY position');
      return rows.map((r) => r.data);
    });

  async function findRestaurant(match: (r: RestaurantLocation) => boolean, what: string): Promise<RestaurantLocation> {
    const found = (await restaurants()).find(match);
    if (!found) throw notFound('NOT_FOUND', `We could not find a restaurant ${what}.`);
    return found;
  }

  const menus = () =>
    cached(short, 'menus', async () => {
      const { rows } = await db.query<{ data: Menu }>('SELECT data FROM menus ORDER BY position');
      return rows.map((r) => r.data);
    });

  return {
    settings: () =>
      cached(long, 'settings', async () => {
        const { rows } = await db.query<{ value: BrandSettings }>("SELECT value FROM documents WHERE key = 'settings'");
        if (!rows[0]) throw notFound('NOT_FOUND', 'Settings is not defined');
        return rows[0].value;
      }),
    document,
    restaurants,
    restaurantByStoreId: (storeId: number) => findRestaurant((r) => r.storeId === storeId, `with id ${storeId}`),
    restaurantBySlug: (slug: string) => findRestaurant((r) => r.slug === slug, `called "${slug}"`),
    restaurantBySlugAndCity: (slug: string, city: string) =>
      findRestaurant((r) => r.slug === slug && r.city === city, `called "${slug}" in "${city}"`),
    menus,
    async menu(id: string): Promise<Menu> {
      const found = (await menus()).find((m) => m.id === id);
      if (!found) throw notFound('MENU_NOT_FOUND', 'Menu not found.');
      return found;
    },
    page: (id: string) =>
      cached(short, `page:${id}`, async (): Promise<PageContent> => {
        const { rows } = await db.query<{ data: ContentPage }>('SELECT data FROM pages WHERE id = $1', [id]);
        if (!rows[0]) throw notFound('PAGE_NOT_FOUND', 'This page could not be found.');
        const all = await db.query<{ id: string; title: string }>("SELECT id, data->>'title' AS title FROM pages ORDER BY id");
        const venues = await restaurants();
        return { currentPage: rows[0].data, allPages: all.rows, venueIds: venues.map((v) => v.storeId) };
      }),
    clear(): void {
      long.clear();
      short.clear();
    },
  };
}
