/**
 * A guest changes or cancels their own booking from the e-mailed link.
 *
 * - `booking_rules.change_cutoff_minutes`: how long before the table a booking can still be
 *   changed or cancelled online (the restaurant's rule; 2 hours unless the seed says otherwise).
 * - `bookings.changed_at`: when the guest last changed it (the page says "Changed on …").
 * - `booking_history`: every change and cancellation, what it was and what it became, so the
 *   restaurant can read a booking's history.
 */
export const up = `
ALTER TABLE booking_rules ADD COLUMN change_cutoff_minutes integer NOT NULL DEFAULT 120 CHECK (change_cutoff_minutes >= 0);

ALTER TABLE bookings ADD COLUMN changed_at timestamptz;

CREATE TABLE booking_history (
  id bigserial PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  action text NOT NULL CHECK (action IN ('changed', 'cancelled')),
  previous jsonb NOT NULL,
  current jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX booking_history_booking ON booking_history (booking_id, id)
`;
