import { useId } from 'react';
import { bookingActions, useAppDispatch, useAppSelector } from '../model/booking.store';
import { chooseMenu } from '../model/booking.thunks';
import { ErrorMessage, Spinner } from '../../../shared/components/status';

/** Select a menu, and a seating area where there is a choice (spec §4 step 3). */
export function MenuStep() {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const areaId = useId();

  if (s.menusStatus === 'loading') return <Spinner label="Loading menus…" />;
  if (s.menusStatus === 'failed') {
    return (
      <div className="bk-slots">
        {s.slotsError ? <ErrorMessage>That time has just gone. Please edit the time and choose another.</ErrorMessage> : null}
        {s.bookingError && <ErrorMessage>{s.bookingError}</ErrorMessage>}
        <button type="button" className="rv-button" onClick={() => dispatch(bookingActions.editStep('slot'))}>
          Choose another time
        </button>
      </div>
    );
  }

  const loading = s.requirementsStatus === 'loading';
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
        {s.restaurantMenus.map((menu) => (
          <label key={menu.id} className="bk-choice">
            <input className="bk-check__box" type="radio" name="menu" value={menu.id} checked={s.selectedMenu === menu.id} onChange={() => dispatch(bookingActions.menuSelected(menu.id))} />
            <span className="bk-choice__name">
              {menu.name}
              <span className="bk-choice__text">{menu.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {s.restaurantAreas.length > 1 && (
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={areaId}>Seating area</label>
          <select id={areaId} value={s.selectedArea ?? ''} onChange={(e) => dispatch(bookingActions.areaSelected(e.target.value || null))}>
            <option value="">No preference</option>
            {s.restaurantAreas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {s.requirementsStatus === 'failed' && (
        <ErrorMessage>{s.slotsError ? 'That time has just gone. Please edit the time and choose another.' : s.bookingError}</ErrorMessage>
      )}
      {loading && <Spinner label="Checking what this booking needs…" />}
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary" disabled={!s.selectedMenu || loading}>
          Continue
        </button>
      </div>
    </form>
  );
}
