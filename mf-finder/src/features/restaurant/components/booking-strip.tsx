import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import type { MountedWidget, WidgetRef } from '@riviere/mf-contract';
import { useShell } from '@riviere/remote-kit';
import { bookingLink } from '../../locations/lib/links';

const stripFor = (restaurant: string): WidgetRef => ({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant } });

/**
 * mf-booking's booking strip for this restaurant, placed by the shell in an element of ours
 * (`mountWidget`). Without it (standalone page, older shell) a plain 'Book a table' link goes
 * into the journey instead.
 */
export function BookingStrip({ restaurant }: { restaurant: RestaurantLocation }) {
  const { mountWidget } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<{ mounted: MountedWidget; restaurant: string } | null>(null);
  const target = `${restaurant.city}/${restaurant.slug}`;

  useEffect(() => {
    if (!mountWidget || !host.current) return undefined;
    const mounted = mountWidget(host.current, stripFor(target));
    widget.current = { mounted, restaurant: target };
    return () => {
      mounted.unmount();
      widget.current = null;
    };
    // Mounted once per host; a new restaurant is an update below, not a remount.
  }, [mountWidget]);

  useEffect(() => {
    const current = widget.current;
    if (current && current.restaurant !== target) {
      current.mounted.update(stripFor(target));
      current.restaurant = target;
    }
  }, [target]);

  if (!mountWidget) {
    return (
      <Link className="fd-button fd-button--primary" to={bookingLink(restaurant)}>
        Book a table
      </Link>
    );
  }
  return <div ref={host} className="fd-booking-strip" data-testid="booking-strip" />;
}
