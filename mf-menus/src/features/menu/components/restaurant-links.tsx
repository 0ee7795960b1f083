import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { useShell } from '@riviere/remote-kit';

/** On a restaurant's menu pages: the way back to the restaurant and, where it takes bookings, to booking. */
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
        <button
          type="button"
          className="mm-button mm-button--primary"
          onClick={() => bus.emit({ type: 'booking:open', restaurant: { city, slug } })}
        >
          Book a table
        </button>
      )}
    </div>
  );
}
