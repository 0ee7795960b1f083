import { useEffect, useRef } from 'react';
import type { RemoteLocation } from '@riviere/mf-contract';
import { journeySearch, positionOf } from '../lib/journey-url';
import { restoreConfirmation, restoreJourney, type BookingStore } from '../model/booking.store';
import { loadRestaurants } from '../model/booking.thunks';
import { positionOfState, samePosition } from '../model/journey-position';
import { saveConfirmation } from '../model/journey-storage';

interface Options {
  store: BookingStore;
  location: RemoteLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The journey follows the URL only while the modal is open. */
  enabled: boolean;
  /** A fresh journey, when the URL names none any more. */
  onFresh(): void;
}

/** The restaurant list, loaded (or failed): the URL names its restaurant by storeId. */
function restaurantsIn(store: BookingStore): Promise<void> {
  void store.dispatch(loadRestaurants());
  const settled = () => store.getState().booking.restaurantsStatus !== 'loading';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The journey in the browser's history (ARCHITECTURE: state): each step is an entry, its
 * position and choices in the query (`lib/journey-url.ts`); a change within a step replaces the
 * entry. Back, Forward and a reload put the journey where the URL says (`restoreJourney`); the
 * confirmation comes back from the tab's session storage and the manage endpoint, and once a
 * booking is made, Back to its earlier steps keeps the confirmation (no second booking from it).
 */
export function useJourneyHistory({ store, location, navigate, enabled, onFresh }: Options): void {
  const known = useRef(location);
  const ours = useRef<string[]>([]);
  const restoring = useRef(false);
  /** The next write takes the place of the entry (a confirmation the tab no longer has). */
  const replaceNext = useRef(false);
  const live = useRef({ enabled, navigate, onFresh });
  live.current = { enabled, navigate, onFresh };

  const write = useRef(() => {
    if (restoring.current || !live.current.enabled) return;
    const url = known.current;
    const s = store.getState().booking;
    const position = positionOfState(s);
    if (s.journey.step === 'confirmation') saveConfirmation({ confirmation: s.journey.confirmation, token: s.journey.manageToken });
    const search = journeySearch(url.search, position);
    if (search === url.search) return;
    const before = positionOf(url.search);
    const replace = replaceNext.current || before === null || before.step === position?.step;
    replaceNext.current = false;
    known.current = { ...url, search };
    ours.current.push(search);
    live.current.navigate(`${url.pathname}${search}${url.hash}`, { replace });
  });

  useEffect(() => store.subscribe(() => write.current()), [store]);

  useEffect(() => {
    const seen = ours.current.indexOf(location.search);
    if (seen >= 0 && location.pathname === known.current.pathname) {
      ours.current.splice(0, seen + 1);
      return;
    }
    known.current = location;
    if (!enabled) return;
    const position = positionOf(location.search);
    const s = store.getState().booking;
    if (samePosition(position, positionOfState(s))) return;
    if (position === null) {
      if (positionOfState(s) !== null) live.current.onFresh();
      return;
    }
    // A booking is made: its earlier steps are not offered again.
    if (s.journey.step === 'confirmation' && position.step !== 'confirmation') {
      replaceNext.current = true;
      write.current();
      return;
    }
    restoring.current = true;
    const settle = () => {
      restoring.current = false;
      write.current();
    };
    if (position.step === 'confirmation') {
      void store.dispatch(restoreConfirmation()).then((shown) => {
        if (!shown) {
          replaceNext.current = true;
          live.current.onFresh();
        }
        settle();
      }, settle);
    } else {
      void restaurantsIn(store)
        .then(() => store.dispatch(restoreJourney(position)))
        .then(settle, settle);
    }
  }, [store, location, enabled]);
}
