import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bookingModalTarget, closeBookingUrl, type RemoteLocation } from '@riviere/mf-contract';
import { useJourneyHistory } from '../hooks/use-journey-history';
import { journeySearch, positionOf } from '../lib/journey-url';
import { bookingActions } from '../model/booking.slice';
import { BookingJourney } from './booking-journey';
import { BookingProvider, journeyStart, useBookingStore } from './booking-widget';

/** Spec §4, §9: closing resets every field after 500 ms. */
const CLOSE_RESET_MS = 500;

interface Props {
  location: RemoteLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** 'city/slug' from `/restaurants/{city}/{slug}/book-now`. */
  restaurant: string | null;
  now: () => number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The 'Book a Table' dialog (spec §2): modal, focus kept inside, Esc and Close leave the booking
 * URL (the shell then unmounts it), focus goes back to what opened it.
 */
export function BookingModal({ location, navigate, restaurant, now }: Props) {
  const { store, restaurantKey } = useBookingStore(location, now);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = bookingModalTarget(location) !== null;
  // Opened at a step (Back, Forward, a reload): the URL's journey is put back, not the page's restaurant.
  const [resumed] = useState(() => positionOf(location.search) !== null);
  const fresh = useCallback(() => store.dispatch(bookingActions.reset({ ...journeyStart('', now()).start })), [store, now]);
  useJourneyHistory({ store, location, navigate, enabled: open, onFresh: fresh });

  useLayoutEffect(() => {
    if (!open) return;
    if (resetTimer.current) clearTimeout(resetTimer.current);
    opener.current = document.activeElement;
    dialog.current?.querySelector<HTMLElement>('#bk-modal-title')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Esc closes from wherever focus is, Tab wraps around inside the dialog, and focus that lands
    // outside the open dialog (say, given back by the shell's loading dialog as it closes) comes
    // back to it. Inner Esc handlers, like the date picker's, stop the event before it reaches the
    // document.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Tab' && dialog.current) trapTab(e, dialog.current);
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      closeRef.current();
    };
    const onFocusIn = (e: FocusEvent) => {
      const element = dialog.current;
      if (element && e.target instanceof Node && !element.contains(e.target)) element.querySelector<HTMLElement>('#bk-modal-title')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      const back = opener.current;
      if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
    };
  }, [open]);

  useEffect(() => () => void (resetTimer.current && clearTimeout(resetTimer.current)), []);

  const close = useCallback(() => {
    navigate(closeBookingUrl({ ...location, search: journeySearch(location.search, null) }));
    resetTimer.current = setTimeout(fresh, CLOSE_RESET_MS);
  }, [navigate, location, fresh]);
  const closeRef = useRef(close);
  closeRef.current = close;

  if (!open) return null;
  return (
    <div className="bk-app bk-overlay">
      <div ref={dialog} className="bk-modal" role="dialog" aria-modal="true" aria-labelledby="bk-modal-title">
        <div className="bk-modal__head">
          <h2 className="bk-modal__title" id="bk-modal-title" tabIndex={-1}>
            Book a Table
          </h2>
          <button type="button" className="rv-button bk-modal__close" onClick={close}>
            Close
          </button>
        </div>
        <BookingProvider store={store}>
          <BookingJourney restaurantKey={resumed ? null : (restaurant ?? bookingModalTarget(location)?.restaurant ?? restaurantKey)} now={now} onRestart={fresh} />
        </BookingProvider>
      </div>
    </div>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(e: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
