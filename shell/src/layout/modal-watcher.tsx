import { useLocation, useNavigate } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { bookingModalTarget, closeBookingUrl } from '@riviere/mf-contract';

/**
 * Opens mf-booking's 'Book a Table' modal while the URL asks for it (`#booking`, `/book-now`,
 * `/restaurants/{city}/{slug}/book-now`), over whatever page is underneath. The remote closes it
 * by navigating away from that URL; the shell's own loading and fallback dialog closes the same way.
 */
export function ModalWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = bookingModalTarget(location);
  if (!target) return null;
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
