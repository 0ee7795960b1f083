import { useEffect, useRef, useState } from 'react';
import type { ManagedBooking } from '@riviere/api-client';
import type { RemoteLocation } from '@riviere/mf-contract';
import { ErrorState, LoadingState, NotFoundState, usePersonalPage } from '@riviere/remote-kit';
import { directionsUrl, telUrl, wallClock } from '@riviere/restaurant-rules';
import { useManagedBooking } from '../hooks/use-managed-booking';
import { changeDeadlineText, changeNeedsScript, lastEventText, manageTokenOf, unavailablePage } from '../lib/manage-text';
import { BookingDetails } from './booking-details';
import { CancelConfirm } from './cancel-confirm';
import { ChangeBookingForm } from './change-booking-form';
import './manage-booking.css';

interface Props {
  location: RemoteLocation;
  navigate(to: string): void;
  now: () => number;
}

const LOAD_FAILED = 'We could not load your booking. Please try again.';

/** `/booking/{reference}/{signature}`: the guest's own booking from the link in their e-mail — see it, change it, cancel it. */
export function ManageBookingPage({ location, navigate, now }: Props) {
  const token = manageTokenOf(location.pathname);
  /** Links inside the site move the shell's router, not the whole page. */
  const onLink = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? '/');
  };
  if (!token) return <NotFoundState title="We could not find that booking" message="Please check the link in your confirmation e-mail." />;
  return <ManageBooking key={token} token={token} today={wallClock(now()).date} askCancel={new URLSearchParams(location.search).get('action') === 'cancel'} onLink={onLink} />;
}

type Mode = 'view' | 'change' | 'cancel';

interface ManageBookingProps {
  token: string;
  today: string;
  askCancel: boolean;
  onLink(event: React.MouseEvent<HTMLAnchorElement>): void;
}

function ManageBooking({ token, today, askCancel, onLink }: ManageBookingProps) {
  usePersonalPage();
  const { state, show, retry } = useManagedBooking(token);
  const [mode, setMode] = useState<Mode>(askCancel ? 'cancel' : 'view');
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);

  if (state.status === 'loading') return <LoadingState label="Loading your booking…" />;
  if (state.status === 'failed') {
    const gone = unavailablePage(state.error);
    if (!gone) return <ErrorState message={LOAD_FAILED} onRetry={retry} />;
    return (
      <NotFoundState title={gone.title} message={gone.message}>
        <a className="rv-button rv-button--primary" href="/book-now" onClick={onLink}>
          Book a table
        </a>
      </NotFoundState>
    );
  }

  const { booking } = state;
  const lastEvent = lastEventText(booking);
  const done = (next: ManagedBooking, message: string) => {
    show(next);
    setMode('view');
    setNotice(message);
  };

  return (
    <div className="bk-app bk-manage">
      <h1 className="bk-manage__title" ref={heading} tabIndex={-1}>
        Your booking, {booking.firstName}
      </h1>
      <div role="status" className="bk-manage__notice">
        {notice && <p className="bk-manage__notice-text">{notice}</p>}
      </div>
      <BookingDetails booking={booking} onLink={onLink} />
      {lastEvent && <p className="bk-manage__hint">{lastEvent}</p>}
      {booking.status === 'cancelled' ? (
        <div className="bk-actions">
          <a className="rv-button rv-button--primary" href="/book-now" onClick={onLink}>
            Book another table
          </a>
        </div>
      ) : (
        <>
          <div className="bk-actions">
            <a className="rv-button" href={directionsUrl(booking)} target="_blank" rel="noreferrer">
              Get directions<span className="rv-visually-hidden"> (opens in a new tab)</span>
            </a>
            {booking.kind !== 'enquiry' && (
              <a className="rv-button" href={booking.calendarUrl} download>
                Add to calendar
              </a>
            )}
          </div>
          {booking.canCancel ? (
            <>
              <p className="bk-manage__hint">{changeDeadlineText(booking)}.</p>
              {/* The buttons open forms only the script shows: without it they are hidden and the page says what to do instead (`bk-noscript`). */}
              <p className="bk-manage__hint bk-noscript">
                {changeNeedsScript(booking.restaurant.title)} <a href={telUrl(booking.restaurant.phoneNumber)}>{booking.restaurant.phoneNumber}</a>.
              </p>
              {mode === 'view' && (
                <div className="bk-actions bk-manage__scripted">
                  {booking.canChange && (
                    <button type="button" className="rv-button rv-button--primary" onClick={() => setMode('change')}>
                      Change booking
                    </button>
                  )}
                  <button type="button" className="rv-button" onClick={() => setMode('cancel')}>
                    Cancel booking
                  </button>
                </div>
              )}
            </>
          ) : (
            <p className="bk-manage__hint">
              To change or cancel, please call {booking.restaurant.title} on <a href={telUrl(booking.restaurant.phoneNumber)}>{booking.restaurant.phoneNumber}</a>.
            </p>
          )}
          {mode === 'change' && booking.canChange && (
            <ChangeBookingForm token={token} booking={booking} today={today} onClose={() => setMode('view')} onLink={onLink}
              onChanged={(next) => done(next, 'Your booking is changed. We have e-mailed you the details and a calendar update.')} />
          )}
          {mode === 'cancel' && booking.canCancel && (
            <CancelConfirm token={token} booking={booking} onKeep={() => setMode('view')}
              onCancelled={(next) => done(next, 'Your booking is cancelled. We have e-mailed you a confirmation.')} />
          )}
        </>
      )}
    </div>
  );
}
