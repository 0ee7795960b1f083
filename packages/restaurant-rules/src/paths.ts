/**
 * The site's paths for restaurants and menus (spec §2), and the links a restaurant page offers.
 *
 * - Canonical restaurant paths carry the city: '/restaurants/{city}/{slug}'. A visitor may leave
 *   the city out ('/restaurants/{slug}'); where a slug is also a city ('bath'), the city page wins.
 * - Sub-pages: a restaurant has 'about', 'book-now' and 'menu/{id?}'; a city has 'menu/{id?}'.
 * - A restaurant that hides its detail page has no page and no sub-pages (404); its menus are the
 *   brand's ('/menu') and it is booked through '/book-now?restaurant={city}/{slug}'.
 * - Paths are returned without origin; ids in paths are URL-encoded.
 */

export interface RestaurantPlace {
  city: string;
  slug: string;
  hideRestaurantDetailPage?: boolean | null;
}

/** '/restaurants/{city}/{slug}' */
export const restaurantPath = ({ city, slug }: Pick<RestaurantPlace, 'city' | 'slug'>): string => `/restaurants/${city}/${slug}`;

/** '/restaurants/{city}' */
export const cityPath = (city: string): string => `/restaurants/${city}`;

/** The restaurant's page, or null when it hides it: there is nothing to link to. */
export const restaurantPageLink = (place: RestaurantPlace): string | null => (place.hideRestaurantDetailPage ? null : restaurantPath(place));

/**
 * The restaurant's menus (spec §2: used when it has a storeId and does not hide its detail
 * page), else the brand's menus '/menu'.
 */
export function restaurantMenuPath(place: (RestaurantPlace & { storeId: number | null | undefined }) | null | undefined): string {
  return place && place.storeId && !place.hideRestaurantDetailPage ? `${restaurantPath(place)}/menu` : '/menu';
}

export interface BookingDeepLink {
  /** 'YYYY-MM-DD' */
  date?: string;
  /** 'HH:mm' */
  time?: string;
  covers?: number;
}

/**
 * Into the booking journey with the restaurant preselected: '/restaurants/{city}/{slug}/book-now',
 * or '/book-now?restaurant={city}/{slug}' for a restaurant without a page of its own.
 */
export function bookingPath(place: RestaurantPlace, { date, time, covers }: BookingDeepLink = {}): string {
  const query = new URLSearchParams();
  if (place.hideRestaurantDetailPage) query.set('restaurant', `${place.city}/${place.slug}`);
  if (date) query.set('date', date);
  if (time) query.set('time', time);
  if (covers) query.set('covers', String(covers));
  const search = query.size > 0 ? `?${query.toString().replace(/%2F/g, '/')}` : '';
  return `${place.hideRestaurantDetailPage ? '/book-now' : `${restaurantPath(place)}/book-now`}${search}`;
}

const RESTAURANT_PAGE = /^\/restaurants\/([^/]+)\/([^/]+)(?:\/(?:about|book-now))?\/?$/i;

/** The `{ city, slug }` (lower case) a restaurant page's path names, or null; a city's menu is not a restaurant. */
export function restaurantPageOf(pathname: string): { city: string; slug: string } | null {
  const [, city, slug] = RESTAURANT_PAGE.exec(pathname) ?? [];
  if (!city || !slug || slug.toLowerCase() === 'menu') return null;
  return { city: city.toLowerCase(), slug: slug.toLowerCase() };
}

export type RestaurantSubPage = 'home' | 'about' | 'book-now' | 'menu';
export type CitySubPage = 'home' | 'menu';

export type RestaurantsPathTarget<R extends RestaurantPlace> =
  | { kind: 'city'; city: string; restaurants: R[]; page: CitySubPage; menuId?: string }
  | { kind: 'restaurant'; restaurant: R; page: RestaurantSubPage; menuId?: string }
  | { kind: 'not-found' };

type Sub<P> = { page: P; menuId?: string } | null;

function menuSub<P extends string>(rest: readonly string[], pages: readonly P[]): Sub<P | 'home' | 'menu'> {
  const [first, second, ...more] = rest;
  if (first === undefined) return { page: 'home' };
  if (more.length > 0) return null;
  if (first.toLowerCase() === 'menu') return second === undefined ? { page: 'menu' } : { page: 'menu', menuId: second };
  const page = pages.find((p) => p === first.toLowerCase());
  return page && second === undefined ? { page } : null;
}

const restaurantSub = (rest: readonly string[]) => menuSub(rest, ['about', 'book-now'] as const);
const citySub = (rest: readonly string[]) => menuSub(rest, [] as const);

/**
 * What the segments after '/restaurants/' name, decided by the restaurant list the way the site
 * server decides the HTTP status: a restaurant under its city first, then a city with
 * restaurants, then a restaurant slug on its own. City and slug compare lower case; a menu id is
 * kept as written. No segments name nothing.
 */
export function resolveRestaurantsPath<R extends RestaurantPlace>(segments: readonly string[], restaurants: readonly R[]): RestaurantsPathTarget<R> {
  const [a, b] = segments.map((segment) => segment.toLowerCase());
  if (a === undefined) return { kind: 'not-found' };
  const asRestaurant = (restaurant: R | undefined, rest: readonly string[]): RestaurantsPathTarget<R> | null => {
    if (!restaurant) return null;
    if (restaurant.hideRestaurantDetailPage) return { kind: 'not-found' };
    const sub = restaurantSub(rest);
    return sub ? { kind: 'restaurant', restaurant, ...sub } : null;
  };
  const withCity = b === undefined ? null : asRestaurant(restaurants.find((r) => r.city === a && r.slug === b), segments.slice(2));
  if (withCity) return withCity;
  const here = restaurants.filter((r) => r.city === a);
  const sub = here.length > 0 ? citySub(segments.slice(1)) : null;
  if (sub) return { kind: 'city', city: a, restaurants: here, ...sub };
  return asRestaurant(restaurants.find((r) => r.slug === a), segments.slice(1)) ?? { kind: 'not-found' };
}

/**
 * Where menu links go from the page they are on (spec §2: "menu links resolve to our-menu,
 * restaurants/{city}/{slug}/menu, or menu, depending on current path"). `pathname` is the
 * current path without query or hash.
 *
 * | current path                 | the list                        | one menu                             |
 * |------------------------------|---------------------------------|--------------------------------------|
 * | /our-menu…                   | /our-menu                       | /our-menu/{id}                       |
 * | /restaurants/{city}/menu…    | /restaurants/{city}/menu        | /restaurants/{city}/menu/{id}        |
 * | /restaurants/{city}/{slug}…  | /restaurants/{city}/{slug}/menu | /restaurants/{city}/{slug}/menu/{id} |
 * | anything else                | /menu                           | /menu/{id}                           |
 */
export function menuListPath(pathname: string): string {
  const [first, city, second] = pathname.split('/').filter((segment) => segment !== '');
  if (first === 'our-menu') return '/our-menu';
  if (first === 'restaurants' && city !== undefined && second !== undefined) {
    return second === 'menu' ? `/restaurants/${city}/menu` : `/restaurants/${city}/${second}/menu`;
  }
  return '/menu';
}

/** One menu, from the page the link is on (see `menuListPath`). */
export function menuPath(pathname: string, menuId: string): string {
  return `${menuListPath(pathname)}/${encodeURIComponent(menuId)}`;
}

/** A restaurant named by a deep link or a widget parameter: 'city/slug', a slug, or a storeId. */
export function findRestaurant<T extends { storeId: number; city: string; slug: string }>(list: readonly T[], key: string | null | undefined): T | null {
  const wanted = key?.trim().toLowerCase();
  if (!wanted) return null;
  if (/^\d+$/.test(wanted)) return list.find((r) => r.storeId === Number(wanted)) ?? null;
  if (wanted.includes('/')) return list.find((r) => `${r.city}/${r.slug}` === wanted) ?? null;
  return list.find((r) => r.slug === wanted) ?? null;
}

/** Get Directions (spec §2): a maps route to the restaurant's coordinates (Google Maps URLs, no key needed). */
export function directionsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** A tel: link from a number as written: '020 7946 0114' → 'tel:02079460114'. */
export function telUrl(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^+\d]/g, '')}`;
}
