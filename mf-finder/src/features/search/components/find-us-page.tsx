import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { GeoResult } from '@riviere/api-client';
import { FINDER_MESSAGES, SEARCH_MESSAGES } from '../../../shared/messages';
import { useAnalytics, usePageTitle, useShell } from '@riviere/remote-kit';
import { usePageHead } from '../../../shared/page-head';
import { useGeoSearch, type SearchSource } from '../api/geo-search.api';
import { useCanLocate } from '../hooks/use-can-locate';
import { currentPosition, handedPosition, type Position } from '../lib/geolocation';
import { emptySearchMessage, isShortQuery, normaliseQuery, searchesAutomatically, searchFailureMessage, SHORT_QUERY_MESSAGE } from '../lib/search-rules';
import { SearchForm } from './search-form';
import { resultsSummary, SearchResults } from './search-results';
import './find-us.css';

/** How long typing pauses before the search runs by itself. */
export const TYPING_PAUSE_MS = 400;

/**
 * /find-us (spec §5, §8): search by postcode, district, town or restaurant name, or by the
 * browser's position. The query lives in the URL (`?q=`), so reloads and shared links keep it;
 * the position never does (the home page's "Use my location" hands it over in the history entry's
 * state, and the search starts from it). A query of 1 or 2 characters is never searched: the page says so,
 * shows no results and leaves `q` out of the URL. Without JavaScript the form is a plain GET to
 * /find-us, which the server renders with its results.
 */
export function FindUsPage() {
  const { config } = useShell();
  const track = useAnalytics();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = normaliseQuery(params.get('q') ?? '');
  usePageTitle('Find a restaurant');
  usePageHead(
    q && !isShortQuery(q) ? `/find-us?q=${encodeURIComponent(q)}` : '/find-us',
    q && !isShortQuery(q)
      ? `${config.siteName} restaurants near ${q}: addresses, distances, today's opening hours and table booking.`
      : `Find a ${config.siteName} restaurant by postcode, town or name: addresses, opening hours, menus and table booking.`,
  );
  const [text, setText] = useState(q);
  /** A short query the visitor asked for (typed, then paused, or submitted) that was not searched. */
  const [notSearched, setNotSearched] = useState<string | null>(null);
  const { state } = useLocation();
  const [point, setPoint] = useState<Position | null>(() => handedPosition(state));
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const canLocate = useCanLocate();
  /** The query this page last put in the URL: any other change came from Back/Forward or a link. */
  const ownQuery = useRef(q);

  useEffect(() => {
    if (q === ownQuery.current) return;
    ownQuery.current = q;
    setText(q);
    setNotSearched(null);
    setPoint(null);
    setLocateFailed(false);
  }, [q]);

  const searchFor = useCallback(
    (value: string) => {
      const typed = normaliseQuery(value);
      const short = isShortQuery(typed);
      const query = short ? '' : typed;
      const shown = ownQuery.current;
      setNotSearched(short ? typed : null);
      ownQuery.current = query;
      setPoint(null);
      setLocateFailed(false);
      // A short query leaves the URL without `q` (it was not searched); it is there already when nothing was.
      if (!short || shown !== '') navigate(query ? `/find-us?q=${encodeURIComponent(query)}` : '/find-us', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    const typed = normaliseQuery(text);
    if (point || typed === q || typed === notSearched) return undefined;
    if (!searchesAutomatically(text) && !isShortQuery(text)) return undefined;
    const timer = setTimeout(() => searchFor(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, q, point, notSearched, searchFor]);

  const locate = async () => {
    setLocating(true);
    setLocateFailed(false);
    try {
      const position = await currentPosition();
      ownQuery.current = '';
      setText('');
      setPoint(position);
      if (q) navigate('/find-us', { replace: true });
    } catch {
      setLocateFailed(true);
      track('restaurant_search_location_failed');
    } finally {
      setLocating(false);
    }
  };

  const typed = normaliseQuery(text);
  /** The box holds a short query that was asked for (or came in the URL) and not searched. */
  const tooShort = !point && isShortQuery(typed) && (typed === notSearched || typed === q);
  const source: SearchSource = point ? { kind: 'point', ...point } : q && !isShortQuery(q) ? { kind: 'query', query: q } : { kind: 'none' };
  const search = useGeoSearch(source);
  const found = search.status === 'success' && search.data ? search.data : null;

  /** One event per answer, not per render. */
  const tracked = useRef<GeoResult | null>(null);
  useEffect(() => {
    if (!found || tracked.current === found) return;
    tracked.current = found;
    track('restaurant_search', { method: point ? 'location' : 'query', results: found.restaurants.length });
  }, [found, point, track]);

  const failure = search.status === 'error' ? searchFailureMessage(search.error) : null;
  const status = locating
    ? 'Finding your location…'
    : locateFailed || failure
      ? ''
      : tooShort
        ? SHORT_QUERY_MESSAGE
        : source.kind === 'none'
        ? emptySearchMessage(config.siteName)
        : search.status === 'loading'
          ? 'Searching…'
          : found
            ? resultsSummary(found, Boolean(point))
            : '';

  return (
    <div className="fd-page fd-find">
      <header className="fd-page__header">
        <h1 className="fd-page__title">Find a restaurant</h1>
        <p className="fd-page__intro">Search by postcode, town or restaurant name, or let us find the restaurants nearest to you.</p>
      </header>
      <SearchForm text={text} onTextChange={setText} onSubmit={() => searchFor(text)} onLocate={locate} locating={locating} canLocate={canLocate} />
      <p className="fd-search__status" role="status">
        {status}
      </p>
      <div role="alert" className="fd-search__alert">
        {locateFailed ? (
          <p className="fd-search__error">{SEARCH_MESSAGES.LOCATION_NOT_FOUND}</p>
        ) : failure ? (
          <div className="fd-search__error">
            <p>{failure.message}</p>
            {failure.canRetry && (
              <button type="button" className="rv-button" onClick={search.retry}>
                {FINDER_MESSAGES.TRY_AGAIN}
              </button>
            )}
          </div>
        ) : null}
      </div>
      {found && !locateFailed && found.restaurants.length > 0 && <SearchResults result={found} byLocation={Boolean(point)} />}
    </div>
  );
}
