import { useId, type FormEvent } from 'react';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onLocate: () => void;
  locating: boolean;
  /** Whether this browser can give its position (`useCanLocate`): never on the server. */
  canLocate: boolean;
}


/**
 * The search box (postcode, district, town or restaurant) and the 'Use my location' button. The
 * form is a real GET to /find-us?q=…, so it searches without JavaScript; with it, the page
 * takes the submit and navigates within the app. The button (and the 'or' before it) shows only
 * once the page runs in a browser with geolocation.
 */
export function SearchForm({ text, onTextChange, onSubmit, onLocate, locating, canLocate }: Props) {
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="fd-search" role="search" aria-label="Find a restaurant" method="get" action="/find-us" onSubmit={submit}>
      <label className="fd-search__label" htmlFor={inputId}>
        Postcode, town or restaurant
      </label>
      <div className="fd-search__row">
        <input
          id={inputId}
          className="fd-search__input"
          type="search"
          name="q"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={60}
          spellCheck={false}
        />
        <button type="submit" className="rv-button rv-button--primary">
          Search
        </button>
      </div>
      <p id={hintId} className="fd-search__hint">
        For example BA1 1AA, SW1A or Bath. Results appear as you type.
      </p>
      {/*
       * Where 'Use my location' cannot work (the server's HTML, a page without JavaScript, the frame
       * before hydration, a browser without geolocation) it is `hidden` and disabled. The finder's
       * CSS turns `hidden` into `visibility: hidden` here (find-us.css): the box keeps exactly the
       * button's size, so nothing moves when it appears, and it is out of the tab order and the
       * accessibility tree. An attribute, not an inline style: the site's CSP blocks style
       * attributes, and where the styles are missing too the browser's own `[hidden]` hides it.
       */}
      <div className="fd-search__locate-option" hidden={!canLocate}>
        <p className="fd-search__or">
          <span>or</span>
        </p>
        <button type="button" className="rv-button fd-search__locate" onClick={onLocate} disabled={!canLocate || locating} aria-busy={locating}>
          <svg className="fd-search__locate-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" fill="currentColor" />
          </svg>
          {locating ? 'Finding your location…' : 'Use my location'}
        </button>
      </div>
    </form>
  );
}
