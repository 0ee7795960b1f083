/**
 * The booking horizon: how many days after today (London) a restaurant takes bookings online.
 * The brand sets it in `seed/booking.json` (`rules.bookingHorizonDays`), a restaurant may differ;
 * 180 days where nothing says otherwise. Dates beyond it are refused (BEYOND_BOOKING_HORIZON).
 */
export const up = `
ALTER TABLE booking_rules ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 180 CHECK (booking_horizon_days BETWEEN 1 AND 3660);
`;
