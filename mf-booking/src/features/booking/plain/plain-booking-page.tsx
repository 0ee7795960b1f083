import { BOOKING_MESSAGES, CARD_MESSAGES } from '@riviere/api-client';
import { longDate } from '@riviere/remote-kit/text';
import { BOOKING_TIMES, PLAIN_BOOKING_SERVER_KEYS, plainBookingPath, restaurantMenuPath, restaurantPath, telUrl } from '@riviere/restaurant-rules';
import type { FieldError } from 'react-hook-form';
import { FormField } from '../../../shared/components/form-field';
import { ErrorMessage } from '../../../shared/components/status';
import { guestsLabel } from '../lib/covers';
import type { PlainRestaurant, PlainView } from './load-plain-booking';
import { PLAIN_MAX_COVERS, PLAIN_MIN_COVERS, detailsQuery, type PlainSearch } from './plain-query';
import './plain-booking.css';

const COVERS = Array.from({ length: PLAIN_MAX_COVERS - PLAIN_MIN_COVERS + 1 }, (_, i) => PLAIN_MIN_COVERS + i);

const asError = (message: string | undefined): FieldError | undefined => (message ? { type: 'server', message } : undefined);

/** The restaurant's number as a link, or a plain 'the restaurant' when it has none. */
function Phone({ restaurant }: { restaurant: PlainRestaurant }) {
  if (!restaurant.phoneNumber) return <>the restaurant</>;
  return (
    <>
      the restaurant on <a href={telUrl(restaurant.phoneNumber)}>{restaurant.phoneNumber}</a>
    </>
  );
}

/** Date, time, party and occasion: a GET form whose answer is this page with the free times. */
function SearchForm({ view }: { view: Extract<PlainView, { kind: 'search' }> }) {
  const { restaurant, search, occasions, problems } = view;
  return (
    <form className="bk-plain__search" method="get" action={plainBookingPath(restaurant)}>
      <input type="hidden" name="step" value="times" />
      <div className="bk-fields">
        <FormField label="Date" error={asError(problems.date)}>
          {(id, describedBy) => <input id={id} name="date" type="date" defaultValue={search.date} required aria-invalid={Boolean(problems.date)} aria-describedby={describedBy} />}
        </FormField>
        <FormField label="Time" error={asError(problems.time)}>
          {(id, describedBy) => (
            <select id={id} name="time" defaultValue={search.time} aria-invalid={Boolean(problems.time)} aria-describedby={describedBy}>
              {BOOKING_TIMES.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Guests" error={asError(problems.covers)}>
          {(id, describedBy) => (
            <select id={id} name="covers" defaultValue={String(search.covers)} aria-invalid={Boolean(problems.covers)} aria-describedby={describedBy}>
              {COVERS.map((covers) => (
                <option key={covers} value={covers}>
                  {covers}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {occasions.length > 0 && (
          <FormField label="Occasion">
            {(id) => (
              <select id={id} name="occasion" defaultValue={search.occasionId === null ? '' : String(search.occasionId)}>
                <option value="">Any</option>
                {occasions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
      <p className="bk-small">For more than {PLAIN_MAX_COVERS} guests, please <a href="/group-bookings">send a group enquiry</a>.</p>
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary">
          Check availability
        </button>
      </div>
    </form>
  );
}

/** The free times as links to the details form (a list a screen reader announces with its count). */
function Times({ view }: { view: Extract<PlainView, { kind: 'search' }> }) {
  const { times, message, search, restaurant } = view;
  if (times === null) return null;
  return (
    <section className="bk-plain__times" aria-labelledby="bk-plain-times">
      <h2 id="bk-plain-times" className="bk-plain__subtitle">
        Free times on {longDate(search.date)} for {guestsLabel(search.covers)}
      </h2>
      {message && (
        <ErrorMessage>
          {message} {message === BOOKING_MESSAGES.NO_AVAILABILITY && <>Call <Phone restaurant={restaurant} />.</>}
        </ErrorMessage>
      )}
      {times.length > 0 && (
        <ul className="bk-plain__time-list">
          {times.map((slot) => (
            <li key={slot.time}>
              <a className="rv-button bk-plain__time" href={`${plainBookingPath(restaurant)}?${detailsQuery(search, slot)}`}>
                <span className="rv-visually-hidden">Book at </span>
                {slot.time}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Summary({ search, time, restaurant }: { search: PlainSearch; time: string; restaurant: PlainRestaurant }) {
  return (
    <dl className="bk-plain__summary">
      <dt>Restaurant</dt>
      <dd className="bk-plain__value">{restaurant.name}</dd>
      <dt>Date</dt>
      <dd className="bk-plain__value">{longDate(search.date)}</dd>
      <dt>Time</dt>
      <dd className="bk-plain__value">{time}</dd>
      <dt>Guests</dt>
      <dd className="bk-plain__value">{search.covers}</dd>
    </dl>
  );
}

function TextField({ label, name, value, error, type = 'text', autoComplete }: { label: string; name: string; value?: string; error?: string; type?: string; autoComplete?: string }) {
  return (
    <FormField label={label} error={asError(error)}>
      {(id, describedBy) => <input id={id} name={name} type={type} autoComplete={autoComplete} defaultValue={value ?? ''} aria-invalid={Boolean(error)} aria-describedby={describedBy} />}
    </FormField>
  );
}

/** Your details: a POST to this page's address with the signed form token; the site server books. */
function DetailsForm({ view }: { view: Extract<PlainView, { kind: 'details' }> }) {
  const { restaurant, search, slot, menus, menuId, typed, problems, problem, formToken, isEnquiry } = view;
  const back = `${plainBookingPath(restaurant)}?${new URLSearchParams({ step: 'times', date: search.date, time: search.time, covers: String(search.covers) }).toString()}`;
  if (view.needsCard) {
    return (
      <>
        <Summary search={search} time={slot.time} restaurant={restaurant} />
        <div className="bk-notice">
          <p>
            {CARD_MESSAGES.CARD_NEEDS_JAVASCRIPT} Please turn JavaScript on, or call <Phone restaurant={restaurant} /> to book.
          </p>
        </div>
        <p>
          <a href={back}>Choose another time</a>
        </p>
      </>
    );
  }
  return (
    <form className="bk-details" method="post" action={plainBookingPath(restaurant)}>
      <Summary search={search} time={slot.time} restaurant={restaurant} />
      <p>
        <a href={back}>Choose another time</a>
      </p>
      {isEnquiry && <p className="bk-notice">This party is an enquiry: the restaurant replies within 48 hours, and nothing is booked until they confirm.</p>}
      <input type="hidden" name={PLAIN_BOOKING_SERVER_KEYS.token} value={formToken} />
      <input type="hidden" name="date" value={search.date} />
      <input type="hidden" name="time" value={search.time} />
      <input type="hidden" name="covers" value={search.covers} />
      {search.occasionId !== null && <input type="hidden" name="occasion" value={search.occasionId} />}
      <input type="hidden" name="slot" value={slot.time} />
      <input type="hidden" name="slotOccasion" value={slot.occasionId} />
      {menus.length === 1 ? (
        <input type="hidden" name="menu" value={menus[0]?.id} />
      ) : (
        <fieldset className="bk-plain__menus">
          <legend>Menu</legend>
          {menus.map((menu) => (
            <label key={menu.id} className="bk-check">
              <input className="bk-check__box" type="radio" name="menu" value={menu.id} defaultChecked={menu.id === menuId} required />
              <span>{menu.name}</span>
            </label>
          ))}
          {problems.menu && <p className="bk-field__error">{problems.menu}</p>}
        </fieldset>
      )}
      <div className="bk-fields">
        <TextField label="First name" name="firstName" autoComplete="given-name" value={typed.firstName} error={problems.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" value={typed.lastName} error={problems.lastName} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" value={typed.email} error={problems.email} />
        <TextField label="Mobile" name="phoneNumber" type="tel" autoComplete="tel" value={typed.phoneNumber} error={problems.phoneNumber} />
      </div>
      <FormField label="Special request (optional)" error={asError(problems.specialRequest)} wide>
        {(id, describedBy) => <textarea id={id} name="specialRequest" rows={3} defaultValue={typed.specialRequest ?? ''} aria-invalid={Boolean(problems.specialRequest)} aria-describedby={describedBy} />}
      </FormField>
      <div className="bk-checks">
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" name="shouldReceivePromotions" value="true" defaultChecked={typed.shouldReceivePromotions === 'true'} />
          <span>Send me news and offers by e-mail</span>
        </label>
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" name="shouldReceiveSms" value="true" defaultChecked={typed.shouldReceiveSms === 'true'} />
          <span>Send me offers by text message</span>
        </label>
      </div>
      <p className="bk-small">
        By booking you agree to our <a href="/terms-and-conditions">terms and conditions</a> and <a href="/privacy-policy">privacy policy</a>. See the{' '}
        <a href={restaurantMenuPath({ ...restaurant, storeId: restaurant.storeId })}>menu</a>.
      </p>
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary">
          {isEnquiry ? 'Enquire now' : 'Book now'}
        </button>
      </div>
    </form>
  );
}

function Confirmation({ view }: { view: Extract<PlainView, { kind: 'confirmed' }> }) {
  const { restaurant, search, reference, menuName } = view;
  return (
    <>
      <p>We have e-mailed your confirmation, with a calendar file.</p>
      <dl className="bk-plain__summary">
        <dt>Booking reference</dt>
        <dd className="bk-plain__value" data-testid="booking-reference">{reference}</dd>
        <dt>Restaurant</dt>
        <dd className="bk-plain__value">{restaurant.name}</dd>
        <dt>Date</dt>
        <dd className="bk-plain__value">{longDate(search.date)}</dd>
        <dt>Time</dt>
        <dd className="bk-plain__value">{search.time}</dd>
        <dt>Guests</dt>
        <dd className="bk-plain__value">{search.covers}</dd>
        {menuName && (
          <>
            <dt>Menu</dt>
            <dd className="bk-plain__value">{menuName}</dd>
          </>
        )}
      </dl>
    </>
  );
}

function titleOf(view: PlainView): string {
  if (view.kind === 'confirmed') return 'Your table is booked';
  if (view.kind === 'details') return 'Your details';
  return 'Book a table';
}

/**
 * The booking page that works as plain HTML (`/restaurants/{city}/{slug}/book`): rendered on the
 * server from its query, its forms are a GET search and a POST the site server answers. With
 * JavaScript on, the browser hydrates the same HTML from the server's view.
 */
export function PlainBookingPage({ view }: { view: PlainView }) {
  if (view.kind === 'not-found') {
    return (
      <section className="bk-app bk-plain">
        <h1 className="bk-plain__title">Restaurant not found</h1>
        <p>
          Please choose a restaurant from <a href="/restaurants">our restaurants</a>.
        </p>
      </section>
    );
  }
  const { restaurant } = view;
  return (
    <section className="bk-app bk-plain" aria-labelledby="bk-plain-title">
      <h1 className="bk-plain__title" id="bk-plain-title">
        {titleOf(view)}
      </h1>
      <p className="bk-plain__restaurant">
        <a href={restaurantPath(restaurant)}>{restaurant.name}</a>
      </p>
      {view.kind === 'unavailable' && (
        <div className="bk-notice">
          <p>
            {view.mode === 'holiday-park' ? BOOKING_MESSAGES.CENTER_PARCS_MESSAGE : view.mode === 'external' ? BOOKING_MESSAGES.NOT_SUPPORTED : BOOKING_MESSAGES.RESTAURANT_DISABLED} Call{' '}
            <Phone restaurant={restaurant} />.
          </p>
          {view.bookingProviderUrl && (
            <p>
              <a href={view.bookingProviderUrl}>Continue to booking</a>
            </p>
          )}
        </div>
      )}
      {view.kind === 'search' && (
        <>
          {view.times === null && view.message && <ErrorMessage>{view.message}</ErrorMessage>}
          <SearchForm view={view} />
          <Times view={view} />
        </>
      )}
      {view.kind === 'details' && <DetailsForm view={view} />}
      {view.kind === 'confirmed' && <Confirmation view={view} />}
    </section>
  );
}

/**
 * The page reached in the browser without the server's render (a link followed inside the site,
 * a server render that failed): the journey does the same with JavaScript, so it is offered.
 */
export function PlainBookingUnrendered({ target, search }: { target: { city: string; slug: string }; search: string }) {
  const deepLink = new URLSearchParams(search);
  const link = new URLSearchParams();
  for (const key of ['date', 'time', 'covers']) {
    const value = deepLink.get(key);
    if (value) link.set(key, value);
  }
  const query = link.size > 0 ? `?${link.toString()}` : '';
  return (
    <section className="bk-app bk-plain">
      <h1 className="bk-plain__title">Book a table</h1>
      <p>
        <a className="rv-button rv-button--primary" href={`${restaurantPath(target)}/book-now${query}`}>
          Book a table
        </a>
      </p>
    </section>
  );
}
