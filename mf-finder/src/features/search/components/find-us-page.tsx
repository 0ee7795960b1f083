import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_MESSAGES } from '../../../app/messages';
import { useAnalytics, usePageTitle, useShell } from '@riviere/remote-kit';
import { useGeoSearch, type SearchSource } from '../api/geo-search.api';
import { currentPosition, type Position } from '../lib/geolocation';
import { emptySearchMessage, normaliseQuery, searchesAutomatically, searchFailureMessage } from '../lib/search-rules';
import { SearchForm } from './search-form';
import { resultsSummary, SearchResults } from './search-results';
import './find-us.css';

/** How long typing pauses before the search runs by itself. */
export const TYPING_PAUSE_MS = 400;

/**
 * /find-us (spec §5, §8): search by postcode, district, town or restaurant name, or by the
 * browser's position. The query lives in the URL (`?q=`), so reloads and shared links keep it;
 * the position never does.
 */
export function FindUsPage() {
  usePageTitle('Find a restaurant');
  const { config } = useShell();
  const track = useAnalytics();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = normaliseQuery(params.get('q') ?? '');
  const [text, setText] = useState(q);
  const [point, setPoint] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  /** The query this page last put in the URL: any other change came from Back/Forward or a link. */
  const ownQuery = useRef(q);

  useEffect(() => {
    if (q === ownQuery.current) return;
    ownQuery.current = q;
    setText(q);
    setPoint(null);
    setLocateFailed(false);
  }, [q]);

  const searchFor = (value: string) => {
    const query = normaliseQuery(value);
    ownQuery.current = query;
    setPoint(null);
    setLocateFailed(false);
    navigate(query ? `/find-us?q=${encodeURIComponent(query)}` : '/find-us', { replace: true });
  };

  useEffect(() => {
    if (point || normaliseQuery(text) === q || !searchesAutomatically(text)) return undefined;
    const timer = setTimeout(() => searchFor(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // searchFor only reads state that these already cover.
  }, [text, q, point]);

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

  const source: SearchSource = point ? { kind: 'point', ...point } : q ? { kind: 'query', query: q } : { kind: 'none' };
  const search = useGeoSearch(source);
  const found = search.status === 'success' && search.data ? search.data : null;

  useEffect(() => {
    if (found) track('restaurant_search', { method: point ? 'location' : 'query', results: found.restaurants.length });
    // One event per answer, not per render.
  }, [found]);

  const failure = search.status === 'error' ? searchFailureMessage(search.error) : null;
  const status = locating
    ? 'Finding your location…'
    : locateFailed || failure
      ? ''
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
      <SearchForm text={text} onTextChange={setText} onSubmit={() => searchFor(text)} onLocate={locate} locating={locating} />
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
              <button type="button" className="fd-button" onClick={search.retry}>
                Try again
              </button>
            )}
          </div>
        ) : null}
      </div>
      {found && !locateFailed && found.restaurants.length > 0 && <SearchResults result={found} byLocation={Boolean(point)} />}
    </div>
  );
}
