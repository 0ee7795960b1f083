import { useId, useMemo, useState } from 'react';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { addressText, bookingSummary, calendarLinks, directionsUrl, type CalendarLinks } from '@riviere/restaurant-rules';
import { guestsLabel } from '../lib/covers';
import { longDate } from '@riviere/remote-kit/text';
import { useStepFocus } from './step-section';
import type { Confirmation } from '../model/booking.types';

function addressOf(r: BookableRestaurant): string {
  return [r.title, addressText(r)].filter(Boolean).join(', ');
}

/**
 * The domain of the calendar event's UID: the brand's e-mail domain, as in the confirmation
 * e-mail's .ics, so a calendar that gets both keeps one event.
 */
const CALENDAR_DOMAIN = 'maison-riviere.example';

/** Add-to-calendar links (Europe/London, 2 hours) from the one iCalendar builder; none for an enquiry. */
function useCalendarLinks(confirmation: Confirmation, restaurant: BookableRestaurant | null): CalendarLinks | null {
  const [stamp] = useState(() => Date.now());
  return useMemo(() => {
    if (confirmation.kind === 'enquiry') return null;
    const covers = confirmation.adults + confirmation.children;
    return calendarLinks({
      reference: confirmation.reference,
      domain: CALENDAR_DOMAIN,
      stamp,
      date: confirmation.date,
      time: confirmation.time,
      summary: bookingSummary(confirmation.storeName, covers),
      location: restaurant ? addressOf(restaurant) : confirmation.storeName,
      description: [`Booking reference ${confirmation.reference}`, guestsLabel(covers), confirmation.menuName].filter(Boolean).join('; '),
    });
  }, [confirmation, restaurant, stamp]);
}

/** Spec §4 step 7: reference, restaurant, date, time, covers, menu, directions, add to calendar. */
export function ConfirmationView({ confirmation, restaurant, onAgain }: { confirmation: Confirmation; restaurant: BookableRestaurant | null; onAgain(): void }) {
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
        <dt className="bk-confirmation__term">Reference</dt>
        <dd className="bk-confirmation__value" data-testid="booking-reference">{confirmation.reference}</dd>
        <dt className="bk-confirmation__term">Restaurant</dt>
        <dd className="bk-confirmation__value">{confirmation.storeName}</dd>
        <dt className="bk-confirmation__term">Date</dt>
        <dd className="bk-confirmation__value">{longDate(confirmation.date)}</dd>
        <dt className="bk-confirmation__term">Time</dt>
        <dd className="bk-confirmation__value">{confirmation.time}</dd>
        <dt className="bk-confirmation__term">Guests</dt>
        <dd className="bk-confirmation__value">{guestsLabel(covers)}</dd>
        {confirmation.menuName && (
          <>
            <dt className="bk-confirmation__term">Menu</dt>
            <dd className="bk-confirmation__value">{confirmation.menuName}</dd>
          </>
        )}
      </dl>
      <div className="bk-confirmation__links">
        {restaurant && (
          <a className="rv-button" href={directionsUrl(restaurant)} target="_blank" rel="noopener noreferrer">
            Get Directions<span className="rv-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {links && (
          <>
            <a className="rv-button" href={links.outlook} target="_blank" rel="noopener noreferrer">
              Add to Outlook<span className="rv-visually-hidden"> calendar (opens in a new tab)</span>
            </a>
            <a className="rv-button" href={links.google} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar<span className="rv-visually-hidden"> (opens in a new tab)</span>
            </a>
            <a className="rv-button" href={links.apple} download={`booking-${confirmation.reference}.ics`}>
              Add to Apple Calendar (.ics)
            </a>
          </>
        )}
      </div>
      <div className="bk-actions">
        <button type="button" className="rv-button rv-button--link" onClick={onAgain}>
          Make another booking
        </button>
      </div>
    </section>
  );
}
