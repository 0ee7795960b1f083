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
 * shell hands the location of the latest change back, the change is shown at once (a ticked box
 * stays ticked), also while it hands back the locations of earlier changes on the way: a change
 * made before those arrive builds on it, so none is lost (changes a few milliseconds apart, as
 * the steps a visitor took before the page woke are handed over).
 */
export function useJobSearch(): JobSearchState {
  const { pathname, search: query, hash } = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseSearch(query), [query]);
  /** The latest change, and the queries it supersedes (those it came from, and earlier changes' on their way). */
  const [pending, setPending] = useState<{ search: JobSearch; target: string; behind: readonly string[] } | null>(null);
  const waiting = pending !== null && pending.behind.includes(query);
  const search = waiting ? pending.search : parsed;

  const update = useCallback(
    (change: Partial<JobSearch>) => {
      const next = { ...search, ...change };
      const target = withSearch(query, next);
      const behind = [...(waiting ? pending.behind : []), ...(pending ? [pending.target] : []), query].filter((q) => q !== target);
      setPending({ search: next, target, behind });
      navigate({ pathname, search: target, hash }, { replace: true });
    },
    [navigate, pathname, query, hash, search, pending, waiting],
  );
  return { search, query, update };
}
