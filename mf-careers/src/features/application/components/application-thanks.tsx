import { Link } from 'react-router-dom';
import type { Job } from '@riviere/api-client';
import { SEARCH_PATH } from '../../../shared/paths';
import './application-thanks.css';

interface Props {
  job: Job;
  /** What the brand API said (its own thanks), shown first. */
  message: string;
  /** Where the acknowledgement e-mail went: the address the applicant typed. */
  email: string;
  onClose(): void;
}

/**
 * After an application is sent: what was sent, for which job, and where the copy went, in a
 * panel as tall as its words (not the form's full-height panel), then the way back.
 */
export function ApplicationThanks({ job, message, email, onClose }: Props) {
  return (
    <div className="cr-apply__thanks cr-thanks">
      <p role="status" className="cr-thanks__message">
        {message}
      </p>
      <p>
        Your application for <strong>{job.name}</strong> at <strong>{job.restaurantTitle}</strong> has reached the restaurant&apos;s hiring team.
      </p>
      <p>
        We have e-mailed you a copy at <strong className="cr-thanks__email">{email}</strong>.
      </p>
      <div className="cr-thanks__actions">
        <button type="button" className="rv-button rv-button--primary" onClick={onClose}>
          Close
        </button>
        <Link to={SEARCH_PATH} onClick={onClose}>
          See all our jobs
        </Link>
      </div>
    </div>
  );
}
