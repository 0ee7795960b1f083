import { useId } from 'react';
import { bookingActions, selectSlot, useAppDispatch, useAppSelector } from '../model/booking.store';
import { chooseMenu } from '../model/booking.thunks';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { BookingUnavailable } from './booking-unavailable';

const GONE = 'That time has just gone. Please edit the time and choose another.';

/** Select a menu, and a seating area where there is a choice (spec §4 step 3). */
export function MenuStep() {
  const dispatch = useAppDispatch();
  const { journey: j, restaurants } = useAppSelector((state) => state.booking);
  const areaId = useId();

  if (j.step !== 'menu') return null;
  // The number of the restaurant the time is at (a nearby other one, perhaps), when the API is out of reach.
  const phoneNumber = restaurants.find((r) => r.storeId === j.choice.storeId)?.phoneNumber ?? null;
  if (j.menus.status === 'loading') return <Spinner label="Loading menus…" />;
  if (j.menus.status === 'failed' && j.menus.failure.unavailable) {
    const { choice } = j;
    return <BookingUnavailable phoneNumber={phoneNumber} onRetry={() => void dispatch(selectSlot(choice))} />;
  }
  if (j.menus.status === 'failed') {
    const { failure } = j.menus;
    return (
      <div className="bk-slots">
        {failure.noSlots ? <ErrorMessage>{GONE}</ErrorMessage> : null}
        {failure.message && <ErrorMessage>{failure.message}</ErrorMessage>}
        <button type="button" className="rv-button" onClick={() => dispatch(bookingActions.editStep('slot'))}>
          Choose another time
        </button>
      </div>
    );
  }

  const { menus, areas } = j.menus;
  const { requirements } = j;
  const loading = requirements.status === 'loading';
  return (
    <form
      className="bk-menus"
      onSubmit={(e) => {
        e.preventDefault();
        void dispatch(chooseMenu());
      }}
    >
      <fieldset className="bk-menus__list">
        <legend className="bk-legend">Menu</legend>
        {menus.map((menu) => (
          <label key={menu.id} className="bk-choice">
            <input className="bk-check__box" type="radio" name="menu" value={menu.id} checked={j.menuId === menu.id} onChange={() => dispatch(bookingActions.menuSelected(menu.id))} />
            <span className="bk-choice__name">
              {menu.name}
              <span className="bk-choice__text">{menu.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {areas.length > 1 && (
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={areaId}>Seating area</label>
          <select id={areaId} value={j.areaId ?? ''} onChange={(e) => dispatch(bookingActions.areaSelected(e.target.value || null))}>
            <option value="">No preference</option>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {requirements.status === 'failed' && requirements.failure.unavailable && <BookingUnavailable phoneNumber={phoneNumber} onRetry={() => void dispatch(chooseMenu())} />}
      {requirements.status === 'failed' && !requirements.failure.unavailable && <ErrorMessage>{requirements.failure.noSlots ? GONE : requirements.failure.message}</ErrorMessage>}
      {loading && <Spinner label="Checking what this booking needs…" />}
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary" disabled={!j.menuId || loading}>
          Continue
        </button>
      </div>
    </form>
  );
}
