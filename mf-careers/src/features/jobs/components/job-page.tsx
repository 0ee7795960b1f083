import { useState, type ComponentType } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Job } from '@riviere/api-client';
import { SEARCH_PATH } from '../../../shared/paths';
import { ErrorState, LoadingState, useNotFound, usePageTitle, useShell } from '@riviere/remote-kit';
import { JOB_PATH } from '../../../shared/paths';
import { useJobHead } from '../hooks/use-job-head';
import { useJob } from '../api/get-job.api';
import { isNotFound } from '../api/is-not-found';
import { parseSearch, withSearch } from '../lib/search-query';
import { categoryLabel, jobTypeLabel } from '../model/job-options';
import { JOB_PAGE_MESSAGES } from '../model/messages';
import { JobPicture } from './job-picture';
import './jobs.css';

/**
 * The application, which its own feature owns: the app hands it in, so this feature never imports
 * another. `preload` fetches its code when the visitor reaches for Apply.
 */
export interface ApplyDialog {
  Dialog: ComponentType<{ job: Job; open: boolean; onClose(): void }>;
  preload(): void;
}

/**
 * /careers/job/{id} and /careers/job-search/{id}: one job and its application. Opened from the
 * search, "Back to job search" returns to the same search (its filters ride along in the query).
 */
export function JobPage({ fromSearch, apply }: { fromSearch: boolean; apply: ApplyDialog }) {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const job = useJob(id);
  const missing = job.status === 'error' && isNotFound(job.error);
  usePageTitle(job.status === 'success' ? job.data.name : null);
  useNotFound(missing);
  // Both addresses of a job have one canonical URL.
  useJobHead(job.status === 'success' ? job.data : null, `${JOB_PATH}/${encodeURIComponent(id)}`);

  if (missing) return null;
  const backTo = `${SEARCH_PATH}${fromSearch ? withSearch(search, parseSearch(search)) : ''}`;
  return (
    <div className="cr-page">
      <p className="cr-back">
        <Link to={backTo} className="cr-back__link">
          <span aria-hidden="true">←</span>Back to job search
        </Link>
      </p>
      {job.status === 'loading' ? (
        <>
          <h1 className="cr-page__title">Job</h1>
          <LoadingState label={JOB_PAGE_MESSAGES.LOADING_JOB} />
        </>
      ) : job.status === 'error' ? (
        <>
          <h1 className="cr-page__title">Job</h1>
          <ErrorState message={JOB_PAGE_MESSAGES.LOAD_JOB_FAILED} onRetry={job.retry} />
        </>
      ) : (
        <JobDetail job={job.data} apply={apply} />
      )}
    </div>
  );
}

function JobDetail({ job, apply }: { job: Job; apply: ApplyDialog }) {
  const [applying, setApplying] = useState(false);
  // Mounted on first open and kept mounted while closed: reopening finds everything typed.
  const [opened, setOpened] = useState(false);
  const { bus } = useShell();
  const open = () => {
    setApplying(true);
    setOpened(true);
    bus.emit({ type: 'analytics', event: 'job_apply_open', data: { jobId: job.jobId, category: job.category } });
  };

  return (
    <article className="cr-job">
      <JobPicture job={job} variant="page" />
      <header className="cr-job__header">
        <p className="cr-card__category">{categoryLabel(job.category)}</p>
        <h1 className="cr-page__title">{job.name}</h1>
        <dl className="cr-card__facts">
          <div className="cr-card__fact">
            <dt className="cr-card__fact-name">Location</dt>
            <dd className="cr-card__fact-value">{job.restaurantTitle}</dd>
          </div>
          <div className="cr-card__fact">
            <dt className="cr-card__fact-name">Type</dt>
            <dd className="cr-card__fact-value">{jobTypeLabel(job.jobtype)}</dd>
          </div>
          {job.salary && (
            <div className="cr-card__fact">
              <dt className="cr-card__fact-name">Pay</dt>
              <dd className="cr-card__fact-value">{job.salary}</dd>
            </div>
          )}
        </dl>
      </header>
      <div className="cr-job__description">
        <h2 className="cr-job__subtitle">About the role</h2>
        <p>{job.description}</p>
        {job.cvRequired && <p className="cr-hint">You will need your CV as a PDF or Word (.docx) file.</p>}
      </div>
      <p>
        {/* The application's code (form and schema libraries) is fetched when the visitor reaches for Apply.
            Without scripts the link leads to the note below, which says what applying needs. */}
        <a
          href="#apply"
          role="button"
          className="rv-button rv-button--primary cr-job__apply"
          onClick={(event) => {
            event.preventDefault();
            open();
          }}
          onKeyDown={(event) => {
            if (event.key === ' ') {
              event.preventDefault();
              open();
            }
          }}
          onPointerEnter={apply.preload}
          onFocus={apply.preload}
        >
          Apply for this job
        </a>
      </p>
      <noscript>
        <p id="apply" className="cr-hint">
          {JOB_PAGE_MESSAGES.APPLY_NEEDS_SCRIPTS}
        </p>
      </noscript>
      {opened && <apply.Dialog job={job} open={applying} onClose={() => setApplying(false)} />}
    </article>
  );
}
