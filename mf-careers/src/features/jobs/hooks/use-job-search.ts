import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseSearch, withSearch, type JobSearch } from '../lib/search-query';

export interface JobSearchState {
  search: JobSearch;
  /** The current query string: job links carry it so "Back to job search" returns to it. */
  query: string;
  update(change: Partial<JobSearch>): void;
}

/**
 * The job search is the URL query. A change replaces the current history entry through the
 * shell's navigate, so reloads and shared links keep it and Back leaves the page. Until the
 * shell hands the new location back, the change is shown at once (a ticked box stays ticked).
 */
export function useJobSearch(): JobSearchState {
  const { pathname, search: query, hash } = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseSearch(query), [query]);
  const [pending, setPending] = useState<{ from: string; search: JobSearch } | null>(null);
  const search = pending && pending.from === query ? pending.search : parsed;

  const update = useCallback(
    (change: Partial<JobSearch>) => {
      const next = { ...search, ...change };
      setPending({ from: query, search: next });
      navigate({ pathname, search: withSearch(query, next), hash }, { replace: true });
    },
    [navigate, pathname, query, hash, search],
  );
  return { search, query, update };
}
