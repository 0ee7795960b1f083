import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { bookingModalTarget, closeBookingUrl } from '@riviere/mf-contract';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its HTML, true from then on:
 * what only the browser can know (the URL's hash) is rendered after hydration, so the first
 * browser render is the server's HTML again (no React #418).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * Opens mf-booking's 'Book a Table' modal while the URL asks for it (`#booking`, `/book-now`,
 * `/restaurants/{city}/{slug}/book-now`), over whatever page is underneath. The remote closes it
 * by navigating away from that URL; the shell's own loading and fallback dialog closes the same way.
 * The server never sees `#booking`, and renders no modal for the paths either (it is never
 * server-rendered): both render it closed, and it opens once the page has hydrated.
 */
export function ModalWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const target = bookingModalTarget(location);
  if (!target || !hydrated) return null;
  return (
    <div className="modal-watcher">
      <RemoteSlot
        remote="mf-booking"
        widget="booking-modal"
        params={target.restaurant ? { restaurant: target.restaurant } : undefined}
        label="table booking"
        variant="modal"
        onClose={() => navigate(closeBookingUrl(location))}
      />
    </div>
  );
}
