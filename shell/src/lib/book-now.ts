/**
 * Where the header's Book Now goes (spec §2): a restaurant page whose restaurant takes bookings
 * → its `/book-now`; anywhere else → `/#booking`. On the home page and a restaurant page it uses
 * the page's own booking area instead; a restaurant that cannot be booked gets a message.
 */
export interface BookNowRestaurant {
  city: string;
  slug: string;
  enableBookings: boolean;
}

export type BookNowAction =
  | { kind: 'link'; href: string; scrollToArea: boolean }
  | { kind: 'unbookable'; href: string };

export const UNBOOKABLE_MESSAGE = 'This restaurant cannot be booked online, please contact the restaurant directly.';

const RESTAURANT_PAGE = /^\/restaurants\/([^/]+)\/([^/]+)(?:\/(?:about|book-now))?\/?$/i;

/** The `{ city, slug }` a restaurant page's path names, or null (a city's menu is not a restaurant). */
export function restaurantPageOf(pathname: string): { city: string; slug: string } | null {
  const [, city, slug] = RESTAURANT_PAGE.exec(pathname) ?? [];
  if (!city || !slug || slug.toLowerCase() === 'menu') return null;
  return { city: city.toLowerCase(), slug: slug.toLowerCase() };
}

export function bookNowAction(pathname: string, restaurant: BookNowRestaurant | null): BookNowAction {
  const onRestaurantPage = restaurantPageOf(pathname) !== null;
  if (onRestaurantPage && restaurant) {
    if (!restaurant.enableBookings) return { kind: 'unbookable', href: '/#booking' };
    return { kind: 'link', href: `/restaurants/${restaurant.city}/${restaurant.slug}/book-now`, scrollToArea: true };
  }
  return { kind: 'link', href: '/#booking', scrollToArea: pathname === '/' || onRestaurantPage };
}
