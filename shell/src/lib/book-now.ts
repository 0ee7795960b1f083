import { restaurantPageOf, restaurantPath } from '@riviere/restaurant-rules';

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

export function bookNowAction(pathname: string, restaurant: BookNowRestaurant | null): BookNowAction {
  const onRestaurantPage = restaurantPageOf(pathname) !== null;
  if (onRestaurantPage && restaurant) {
    if (!restaurant.enableBookings) return { kind: 'unbookable', href: '/#booking' };
    // A restaurant with a page of its own (this one) is booked on its page's /book-now.
    return { kind: 'link', href: `${restaurantPath(restaurant)}/book-now`, scrollToArea: true };
  }
  return { kind: 'link', href: '/#booking', scrollToArea: pathname === '/' || onRestaurantPage };
}
