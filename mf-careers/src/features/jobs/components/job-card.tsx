import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatMiles } from '@riviere/restaurant-rules';
import type { JobResult } from '../lib/filter-jobs';
import { categoryLabel, jobTypeLabel } from '../model/job-options';
import { JobPicture } from './job-picture';

/**
 * One job on the search: category header image, title, type, distance and where it is. `measured`:
 * the search has a place, so the distance row is there even before the distance is known.
 */
export function JobCard({ result, href, measured = false }: { result: JobResult; href: string; measured?: boolean }) {
  const { job, miles } = result;
  const titleId = useId();
  return (
    <article className="cr-card" aria-labelledby={titleId}>
      {/* Decorative: the category is also in the text below. */}
      <JobPicture job={job} variant="card" />
      <div className="cr-card__body">
        <p className="cr-card__category">{categoryLabel(job.category)}</p>
        <h2 id={titleId} className="cr-card__title">
          <Link to={href} className="cr-card__link">
            {job.name}
          </Link>
        </h2>
        <dl className="cr-card__facts">
          <div className="cr-card__fact">
            <dt className="cr-card__fact-name">Location</dt>
            <dd className="cr-card__fact-value">{job.restaurantTitle}</dd>
          </div>
          <div className="cr-card__fact">
            <dt className="cr-card__fact-name">Type</dt>
            <dd className="cr-card__fact-value">{jobTypeLabel(job.jobtype)}</dd>
          </div>
          {(miles !== undefined || measured) && (
            <div className="cr-card__fact">
              <dt className="cr-card__fact-name">Distance</dt>
              <dd className="cr-card__fact-value">{miles !== undefined ? `${formatMiles(miles)} away` : <>
                    <span aria-hidden="true">—</span>
                    <span className="rv-visually-hidden">being measured</span>
                  </>}</dd>
            </div>
          )}
          {job.salary && (
            <div className="cr-card__fact">
              <dt className="cr-card__fact-name">Pay</dt>
              <dd className="cr-card__fact-value">{job.salary}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
