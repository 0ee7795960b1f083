import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentPosition, useCanLocate } from './home-finder-location';

/** Where the finder (mf-finder's /find-us) shows the restaurants near a postcode or town. */
export const findUsPath = (query: string) => {
  const q = query.trim().replace(/\s+/g, ' ');
  return q ? `/find-us?q=${encodeURIComponent(q)}` : '/find-us';
};

export const LOCATION_FAILED = "Sorry, we couldn't find your location. Please enter a postcode or town instead.";

/**
 * The home page's "Find your nearest": a postcode or town box that is a plain GET to /find-us
 * (`q`, the finder's own field), so it works before and without scripts; with them, the submit
 * navigates within the app. 'Use my location' is `hidden` (its space kept, so nothing moves) until
 * the page runs in a browser with geolocation; it takes the position and opens the finder with
 * it in the history entry's state (`near`), never in the address. Its styles (home-finder.css) are
 * in the shell's first stylesheet (styles.css), so the server's HTML is laid out as it will stay.
 */
export function HomeFinder() {
  const navigate = useNavigate();
  const canLocate = useCanLocate();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    navigate(findUsPath(typeof query === 'string' ? query : ''));
  };

  const locate = async () => {
    setLocating(true);
    setFailed(false);
    try {
      const near = await currentPosition();
      navigate('/find-us', { state: { near } });
    } catch {
      setFailed(true);
      setLocating(false);
    }
  };

  return (
    <section className="sh-finder" aria-labelledby={headingId}>
      <h2 id={headingId} className="sh-finder__heading">Find your nearest</h2>
      <form className="sh-finder__form" role="search" aria-labelledby={headingId} method="get" action="/find-us" onSubmit={submit}>
        <label className="sh-finder__label" htmlFor={inputId}>
          Postcode or town
        </label>
        <div className="sh-finder__row">
          <input
            id={inputId}
            className="sh-finder__input"
            type="search"
            name="q"
            aria-describedby={hintId}
            autoComplete="postal-code"
            enterKeyHint="search"
            maxLength={60}
            spellCheck={false}
          />
          <button type="submit" className="rv-button rv-button--primary sh-finder__submit">
            Find
          </button>
        </div>
        <p id={hintId} className="sh-finder__hint">For example BA1 1AA or Bath.</p>
      </form>
      {/*
       * Until the browser can locate (the server's HTML, no scripts, the hydrating frame, no
       * geolocation) the option is `hidden`, which the stylesheet turns into `visibility: hidden`:
       * its box is there from the first paint, so nothing moves when it appears.
       */}
      <div className="sh-finder__locate" hidden={!canLocate}>
        <span className="sh-finder__or">or</span>
        <button type="button" className="rv-button sh-finder__locate-button" onClick={locate} disabled={!canLocate || locating} aria-busy={locating}>
          <svg className="sh-finder__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" fill="currentColor" />
          </svg>
          {locating ? 'Finding your location…' : 'Use my location'}
        </button>
      </div>
      <p className="sh-finder__alert" role="alert">
        {failed ? LOCATION_FAILED : ''}
      </p>
    </section>
  );
}
