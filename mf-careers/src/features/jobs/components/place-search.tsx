import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { JobSearch } from '../lib/search-query';
import { SEARCH_PATH } from '../../../shared/paths';
import { HiddenFields } from './hidden-fields';
import type { PlaceState } from '../hooks/use-search-place';
import { JOB_PAGE_MESSAGES } from '../model/messages';

interface Props {
  search: JobSearch;
  place: PlaceState;
  onSearch(change: Pick<JobSearch, 'location' | 'nearMe'>): void;
}

const unchanging = () => () => undefined;

/**
 * Whether the page runs its scripts: false on the server and in the hydrating first frame (the
 * same HTML, no hydration error), true once the page is live. 'Use my location' needs them.
 */
function useLive(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/** A postcode or town, or the visitor's own position: where job distances are measured from. */
export function PlaceSearch({ search, place, onSearch }: Props) {
  const live = useLive();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  // What the visitor types stays theirs until they search; a failed search keeps it.
  const [text, setText] = useState(search.location ?? '');
  useEffect(() => setText(search.location ?? ''), [search.location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ location: text.trim() || null, nearMe: false });
  };
  const failed = place.status === 'failed';

  return (
    // A GET form of the same query: without scripts it searches the place, keeping the filters.
    <form className="cr-place" role="search" aria-label="Jobs near a place" method="get" action={SEARCH_PATH} onSubmit={submit}>
      <HiddenFields search={{ ...search, location: null, nearMe: false }} />
      <label htmlFor={inputId} className="cr-label">
        Postcode or town
      </label>
      <p id={hintId} className="cr-hint">
        For example SW1A 1AA or Bath. Leave it empty to see jobs everywhere.
      </p>
      <div className="cr-place__row">
        <input
          id={inputId}
          className="cr-place__input"
          type="search"
          name="location"
          autoComplete="postal-code"
          maxLength={100}
          value={text}
          aria-describedby={`${hintId} ${messageId}`}
          aria-invalid={failed && !!search.location}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="rv-button rv-button--primary">
          Search
        </button>
      </div>
      {/* Kept invisible, in its place, until the page runs: a click before then would do nothing, and nothing moves when it shows. */}
      <button
        type="button"
        className={live ? 'rv-button rv-button--link cr-place__near-me' : 'rv-button rv-button--link cr-place__near-me cr-place__near-me--waiting'}
        disabled={!live}
        onClick={() => onSearch({ location: null, nearMe: true })}
      >
        <svg className="cr-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="2.5" fill="currentColor" />
          <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
        </svg>
        Use my location
      </button>
      <p id={messageId} className={failed ? 'cr-place__message cr-place__message--error' : 'cr-place__message'} role="status">
        {place.status === 'locating' && JOB_PAGE_MESSAGES.LOCATING}
        {place.status === 'failed' && place.message}
      </p>
    </form>
  );
}
