import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { useShell } from '@riviere/remote-kit';

/**
 * On a restaurant's menu pages: the way back to the restaurant and, where it takes bookings, to
 * booking — a link to the restaurant's booking page (it works without scripts); with scripts the
 * shell opens its booking dialog instead.
 */
export function RestaurantLinks({ restaurant }: { restaurant: RestaurantLocation }) {
  const { bus } = useShell();
  const { city, slug } = restaurant;
  return (
    <div className="mm-restaurant">
      {!restaurant.hideRestaurantDetailPage && (
        <Link className="mm-restaurant__link" to={`/restaurants/${city}/${slug}`}>
          About {restaurant.title}
        </Link>
      )}
      {restaurant.enableBookings && (
        <a
          href={`/restaurants/${city}/${slug}/book-now`}
          className="rv-button rv-button--primary"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            bus.emit({ type: 'booking:open', restaurant: { city, slug } });
          }}
        >
          Book a table
        </a>
      )}
    </div>
  );
}
