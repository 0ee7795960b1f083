import { useEffect, useId, useState } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import type { CalendarLinks } from '../lib/calendar-links';
import { guestsLabel } from '../lib/covers';
import { longDate } from '../lib/london-clock';
import { directionsUrl } from '../lib/restaurant-links';
import { useStepFocus } from './step-section';
import type { Confirmation } from '../model/booking.types';

function addressOf(r: RestaurantLocation): string {
  return [r.title, r.addressLine1, r.addressLine2, r.addressCity, r.postcode].filter(Boolean).join(', ');
}

/** Calendar links are built by moment-timezone, loaded on the confirmation only. */
function useCalendarLinks(confirmation: Confirmation, restaurant: RestaurantLocation | null): CalendarLinks | null {
  const [links, setLinks] = useState<CalendarLinks | null>(null);
  useEffect(() => {
    if (confirmation.kind === 'enquiry') return;
    let current = true;
    void import('../lib/calendar-links').then(({ calendarLinks }) => {
      if (!current) return;
      const covers = confirmation.adults + confirmation.children;
      setLinks(
        calendarLinks(
          {
            title: `Table for ${covers} at ${confirmation.storeName}`,
            location: restaurant ? addressOf(restaurant) : confirmation.storeName,
            details: [`Booking reference ${confirmation.reference}`, guestsLabel(covers), confirmation.menuName].filter(Boolean).join('; '),
            date: confirmation.date,
            time: confirmation.time,
            reference: confirmation.reference,
          },
          Date.now(),
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [confirmation, restaurant]);
  return links;
}

/** Spec §4 step 7: reference, restaurant, date, time, covers, menu, directions, add to calendar. */
export function ConfirmationView({ confirmation, restaurant, onAgain }: { confirmation: Confirmation; restaurant: RestaurantLocation | null; onAgain(): void }) {
  const links = useCalendarLinks(confirmation, restaurant);
  const heading = useStepFocus('confirmation');
  const headingId = useId();
  const enquiry = confirmation.kind === 'enquiry';
  const covers = confirmation.adults + confirmation.children;
  return (
    <section className="bk-confirmation" aria-labelledby={headingId}>
      <h3 ref={heading} className="bk-confirmation__title" id={headingId} tabIndex={-1} data-step-heading="confirmation">
        {enquiry ? 'Thank you for your enquiry' : 'Your table is booked'}
      </h3>
      <p>
        {enquiry
          ? 'The restaurant will reply within 48 hours; nothing is booked until they confirm. We have e-mailed you a copy.'
          : 'We have e-mailed your confirmation, with a calendar file.'}
      </p>
      <dl className="bk-confirmation__list">
        <dt>Reference</dt>
        <dd data-testid="booking-reference">{confirmation.reference}</dd>
        <dt>Restaurant</dt>
        <dd>{confirmation.storeName}</dd>
        <dt>Date</dt>
        <dd>{longDate(confirmation.date)}</dd>
        <dt>Time</dt>
        <dd>{confirmation.time}</dd>
        <dt>Guests</dt>
        <dd>{guestsLabel(covers)}</dd>
        {confirmation.menuName && (
          <>
            <dt>Menu</dt>
            <dd>{confirmation.menuName}</dd>
          </>
        )}
      </dl>
      <div className="bk-confirmation__links">
        {restaurant && (
          <a className="bk-button" href={directionsUrl(restaurant)} target="_blank" rel="noopener noreferrer">
            Get Directions<span className="bk-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {links && (
          <>
            <a className="bk-button" href={links.outlook} target="_blank" rel="noopener noreferrer">
              Add to Outlook<span className="bk-visually-hidden"> calendar (opens in a new tab)</span>
            </a>
            <a className="bk-button" href={links.google} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar<span className="bk-visually-hidden"> (opens in a new tab)</span>
            </a>
            <a className="bk-button" href={links.apple} download={`booking-${confirmation.reference}.ics`}>
              Add to Apple Calendar (.ics)
            </a>
          </>
        )}
      </div>
      <div className="bk-actions">
        <button type="button" className="bk-button bk-button--link" onClick={onAgain}>
          Make another booking
        </button>
      </div>
    </section>
  );
}
