import type { RemoteLocation } from '@riviere/mf-contract';
import type { BookingState } from '../model/booking.types';
import { BookingProvider, useBookingStore } from './booking-widget';
import { BookingRow } from './booking-row';

interface Props {
  location: RemoteLocation;
  navigate(to: string): void;
  /** 'city/slug' on a restaurant page. */
  restaurant: string | null;
  now: () => number;
  /** The journey the server rendered, when the strip hydrates its server HTML. */
  initial?: BookingState;
}

/**
 * The booking strip (booking style 'strip', spec §2) on the home and restaurant pages: one booking
 * row whose free times open the journey in the modal (issue 25). The header's Book Now scrolls to
 * #booking-area and focuses [data-booking-start].
 */
export function BookingStrip({ location, navigate, restaurant, now, initial }: Props) {
  const { store, restaurantKey } = useBookingStore(location, now, initial);
  return (
    <section id="booking-area" className="bk-app bk-strip" aria-labelledby="bk-strip-title">
      <h2 className="bk-strip__title" id="bk-strip-title">
        Book a table
      </h2>
      {/* Said where it is true, for a browser that runs no script: the row below needs one (a
          restaurant's page links to the booking page that works without).
          Shown by the stylesheet (`scripting: none`), not <noscript>, so it is laid out with the strip. */}
      <p className="bk-strip__noscript">
        This booking form needs JavaScript: please turn it on, or book from the restaurant’s own page — find it in <a href="/restaurants">our restaurants</a>.
      </p>
      <BookingProvider store={store}>
        <BookingRow restaurantKey={restaurant ?? restaurantKey} onRestaurantPage={restaurant !== null} now={now} navigate={navigate} />
      </BookingProvider>
    </section>
  );
}
