import { useMemo } from 'react';
import type { Job } from '@riviere/api-client';
import type { JobSearch } from '../lib/search-query';
import { EmptyState, ErrorState, LoadingState, usePageTitle } from '@riviere/remote-kit';
import { SEARCH_PATH } from '../../../shared/paths';
import { useJobs } from '../api/get-jobs.api';
import { useJobSearch, type JobSearchState } from '../hooks/use-job-search';
import { useSearchPlace, type PlaceState } from '../hooks/use-search-place';
import { filterJobs } from '../lib/filter-jobs';
import { JOB_PAGE_MESSAGES, jobsFoundMessage } from '../model/messages';
import { usePageHead } from '../../../shared/page-head';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { PlaceSearch } from './place-search';
import './jobs.css';

/** /careers/job-search: every job of the site, filtered by the URL query. */
export function JobSearchPage() {
  const jobs = useJobs();
  const state = useJobSearch();
  const place = useSearchPlace(state.search);
  usePageTitle('Job search');
  usePageHead(SEARCH_PATH, JOB_PAGE_MESSAGES.SEARCH_DESCRIPTION);
  // The same place again (a refused location now allowed, a failed search) asks again.
  const searchPlace = (change: Pick<JobSearch, 'location' | 'nearMe'>) =>
    change.nearMe === state.search.nearMe && change.location === state.search.location ? place.retry() : state.update(change);

  return (
    <div className="cr-page">
      <header className="cr-page__header">
        <h1 className="cr-page__title">Job search</h1>
        <p className="cr-page__intro">Kitchen, floor, bar and management roles in our brasseries. Find one near you.</p>
      </header>
      <div className="cr-search">
        <aside className="cr-search__panel" aria-label="Search and filters">
          <PlaceSearch search={state.search} place={place} onSearch={searchPlace} />
          <JobFilters search={state.search} hasPlace={place.status === 'found'} onChange={state.update} />
        </aside>
        <div className="cr-search__results">
          {jobs.status === 'loading' ? (
            <LoadingState label={JOB_PAGE_MESSAGES.LOADING_JOBS} />
          ) : jobs.status === 'error' ? (
            <ErrorState message={JOB_PAGE_MESSAGES.LOAD_JOBS_FAILED} onRetry={jobs.retry} />
          ) : (
            <Results jobs={jobs.data} state={state} place={place} />
          )}
        </div>
      </div>
    </div>
  );
}

function Results({ jobs, state, place }: { jobs: Job[]; state: JobSearchState; place: PlaceState }) {
  const { search, query } = state;
  const found = place.status === 'found' ? place.place : null;
  const results = useMemo(() => filterJobs(jobs, search, found?.point ?? null), [jobs, search, found]);
  // A place in the query gives every card its distance row from the first frame (the server's,
  // which has no distances), so the distances fill in after hydration without moving anything.
  const measured = search.location !== null || search.nearMe;

  return (
    <>
      <p className="cr-results__count" role="status">
        {place.status === 'locating' ? JOB_PAGE_MESSAGES.LOCATING : jobsFoundMessage(results.length, found?.label ?? null)}
      </p>
      {results.length === 0 ? (
        <EmptyState message={search.types.length === 0 ? JOB_PAGE_MESSAGES.NO_TYPES : JOB_PAGE_MESSAGES.NO_MATCHES} />
      ) : (
        <ul className="cr-results" aria-label="Jobs">
          {results.map((result) => (
            <li key={result.job.jobId}>
              <JobCard result={result} measured={measured} href={`${SEARCH_PATH}/${encodeURIComponent(result.job.jobId)}${query}`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
