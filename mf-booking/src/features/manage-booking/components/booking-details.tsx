import type { ManagedBooking } from '@riviere/api-client';
import { dayAndDate, guestsText } from '../lib/manage-text';

const STATUS: Record<ManagedBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  enquiry: 'Enquiry received: the restaurant will reply within 48 hours',
};

/** The booking as the guest made it: reference, restaurant (a link to its page), when, who, what. */
export function BookingDetails({ booking, onLink }: { booking: ManagedBooking; onLink(event: React.MouseEvent<HTMLAnchorElement>): void }) {
  const rows: [string, React.ReactNode][] = [
    ['Reference', booking.bookingReference],
    ['Status', STATUS[booking.status]],
    [
      'Restaurant',
      <>
        {booking.restaurantPath ? (
          <a href={booking.restaurantPath} onClick={onLink}>
            {booking.restaurant.title}
          </a>
        ) : (
          booking.restaurant.title
        )}
        <br />
        {booking.restaurant.address}
      </>,
    ],
    ['Date', dayAndDate(booking.date)],
    ['Time', booking.time],
    ['Guests', guestsText(booking)],
    ['Occasion', booking.occasionName],
    ...(booking.menuNames.length ? ([['Menu', booking.menuNames.join(', ')]] as [string, string][]) : []),
    ...(booking.areaName ? ([['Seating', booking.areaName]] as [string, string][]) : []),
    ...(booking.specialRequest ? ([['Special request', booking.specialRequest]] as [string, string][]) : []),
  ];
  return (
    <dl className="bk-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="bk-facts__row">
          <dt className="bk-facts__term">{term}</dt>
          <dd className="bk-facts__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
