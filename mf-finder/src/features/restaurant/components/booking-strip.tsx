import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import type { MountedWidget, WidgetRef } from '@riviere/mf-contract';
import { useShell } from '@riviere/remote-kit';
import { bookingPath, plainBookingPath } from '@riviere/restaurant-rules';

const stripFor = (restaurant: string): WidgetRef => ({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant } });

/**
 * The element's content is never React's: the site server may have put the strip's server HTML
 * in it (mf-booking hydrates that), or the shell places the strip there. The same object on
 * every render, so React never writes it again.
 */
const NOT_OURS = { __html: '' };

/**
 * mf-booking's booking strip for this restaurant, placed by the shell in an element of ours
 * (`mountWidget`). Until it is placed — the server's HTML, a page without JavaScript, the
 * standalone page or an older shell — a plain 'Book a table' link goes into the journey instead;
 * without JavaScript, a link to the booking page that works as plain HTML.
 * The box keeps the strip's height from the first paint (`.fd-booking-strip`), so nothing below
 * it moves when the strip arrives; server and browser render the same first frame.
 *
 * The element is marked `data-widget-host="mf-booking/booking-strip"`: the site server renders
 * the strip into it when it can, and the link is then hidden by the stylesheet.
 */
export function BookingStrip({ restaurant }: { restaurant: RestaurantLocation }) {
  const { mountWidget } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<{ mounted: MountedWidget; restaurant: string } | null>(null);
  const target = `${restaurant.city}/${restaurant.slug}`;
  // Mounted once per host with the restaurant of that moment; a new restaurant is an update
  // below, not a remount.
  const mountTarget = useRef(target);
  mountTarget.current = target;
  const [placed, setPlaced] = useState(false);

  useEffect(() => {
    if (!mountWidget || !host.current) return undefined;
    const restaurantNow = mountTarget.current;
    const mounted = mountWidget(host.current, stripFor(restaurantNow));
    widget.current = { mounted, restaurant: restaurantNow };
    setPlaced(true);
    return () => {
      mounted.unmount();
      widget.current = null;
      setPlaced(false);
    };
  }, [mountWidget]);

  useEffect(() => {
    const current = widget.current;
    if (current && current.restaurant !== target) {
      current.mounted.update(stripFor(target));
      current.restaurant = target;
    }
  }, [target]);

  return (
    <div className="fd-booking-strip">
      {!placed && (
        <Link className="rv-button rv-button--primary fd-booking-strip__link" to={bookingPath(restaurant)}>
          Book a table
        </Link>
      )}
      {/* Scripts off: the journey cannot run, and its link would only lead back here. The booking
          page that works as plain HTML takes its place. Shown by the stylesheet (`scripting: none`),
          not <noscript>, so it is laid out like the rest of the page. */}
      {!placed && (
        <a className="rv-button rv-button--primary fd-booking-strip__plain" href={plainBookingPath(restaurant)}>
          Book a table
        </a>
      )}
      <div ref={host} data-testid="booking-strip" data-widget-host="mf-booking/booking-strip" dangerouslySetInnerHTML={NOT_OURS} suppressHydrationWarning />
    </div>
  );
}
