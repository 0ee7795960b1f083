import { useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteLocation } from '@riviere/mf-contract';
import { defaultBookingTime, wallClock } from '@riviere/restaurant-rules';
import { useBookingServices } from '../../../shared/api';
import { useAnalytics } from '@riviere/remote-kit';
import { parseDeepLink } from '../lib/deep-link';
import { initialBookingState } from '../model/booking.slice';
import { makeBookingStore, type BookingStore } from '../model/booking.store';
import type { BookingState } from '../model/booking.types';

/** A fresh journey's start: today in London, the deep link's date, time and covers (spec §4, issue 6). */
export function journeyStart(search: string, now: number) {
  const today = wallClock(now).date;
  const link = parseDeepLink(search, today);
  const date = link.date ?? today;
  return { link, start: { date, time: link.time ?? defaultBookingTime(date, now), adults: link.covers, timeChosen: link.time !== undefined } };
}

/**
 * One store per mounted widget, made from the URL it was opened with — or, when the widget
 * hydrates its server HTML, from the journey the server rendered (`initial`), so the first frame
 * is the server's and nothing it loaded is asked for again.
 */
export function useBookingStore(location: RemoteLocation, now: () => number, initial?: BookingState): { store: BookingStore; restaurantKey: string | null } {
  const api = useBookingServices();
  const track = useAnalytics();
  const [made] = useState(() => {
    const { link, start } = journeyStart(location.search, now());
    return { store: makeBookingStore({ api, track, now }, initial ?? initialBookingState(start)), linkRestaurant: link.restaurant ?? null };
  });
  return useMemo(() => ({ store: made.store, restaurantKey: made.linkRestaurant }), [made]);
}

export function BookingProvider({ store, children }: { store: BookingStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
