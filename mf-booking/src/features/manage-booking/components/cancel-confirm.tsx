import { useEffect, useId, useRef, useState } from 'react';
import type { ManagedBooking } from '@riviere/api-client';
import { useBookingServices } from '../../../shared/api';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { cancelQuestion, manageErrorMessage } from '../lib/manage-text';

interface Props {
  token: string;
  booking: ManagedBooking;
  onKeep(): void;
  onCancelled(booking: ManagedBooking): void;
}

/** Asks before cancelling ("Cancel your table for 2 on Tuesday 1 December at 19:30?"): keep it, or cancel it. */
export function CancelConfirm({ token, booking, onKeep, onCancelled }: Props) {
  const api = useBookingServices();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      onCancelled(await api.booking.cancelManagedBooking(token));
    } catch (failure) {
      setError(manageErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <section className="bk-panel" aria-labelledby={headingId}>
      <h2 className="bk-panel__title" id={headingId} ref={heading} tabIndex={-1}>
        {cancelQuestion(booking)}
      </h2>
      <p>The table is released at once and we e-mail you to confirm, with a calendar update that removes it.</p>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {busy && <Spinner label="Cancelling your booking…" />}
      <div className="bk-actions">
        <button type="button" className="rv-button" onClick={onKeep} disabled={busy}>
          No, keep my booking
        </button>
        <button type="button" className="rv-button rv-button--primary" onClick={() => void cancel()} disabled={busy}>
          Yes, cancel my booking
        </button>
      </div>
    </section>
  );
}
