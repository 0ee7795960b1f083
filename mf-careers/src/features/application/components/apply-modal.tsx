import { useEffect, useId, useRef, useState } from 'react';
import type { Job } from '@riviere/api-client';
import { useCareersApi } from '../../../shared/api';
import { useShell } from '@riviere/remote-kit';
import { submitApplication } from '../api/apply.api';
import { useApplicationForm } from '../hooks/use-application-form';
import { applyFailure, type ApplyFailure } from '../lib/apply-error';
import { readResume } from '../lib/to-payload';
import { toPayload } from '../lib/to-payload';
import { APPLICATION_MESSAGES, RESUME_UNREADABLE } from '../model/application-messages';
import type { ApplicationValues } from '../model/application.schema';
import { ApplicationForm } from './application-form';
import { ApplicationThanks } from './application-thanks';
import { Dialog } from './dialog';
import './application.css';

interface Props {
  job: Job;
  open: boolean;
  onClose(): void;
}

/** The apply modal: the form, then thanks; a refusal opens an error modal over the untouched form. */
export function ApplyModal({ job, open, onClose }: Props) {
  const api = useCareersApi();
  const { bus } = useShell();
  const titleId = useId();
  const [today] = useState(() => new Date());
  const form = useApplicationForm(job, today);
  const [thanks, setThanks] = useState<{ message: string; email: string } | null>(null);
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (thanks) title.current?.focus();
  }, [thanks]);

  const send = async (values: ApplicationValues) => {
    let resume = null;
    try {
      resume = values.resume ? await readResume(values.resume) : null;
    } catch {
      form.setError('resume', { type: 'server', message: RESUME_UNREADABLE });
      setFailure({ message: RESUME_UNREADABLE, field: 'resume' });
      return;
    }
    try {
      const result = await submitApplication(api, toPayload(job.jobId, job, values, resume));
      setThanks({ message: result.message || APPLICATION_MESSAGES.THANKS_DEFAULT, email: values.email.trim() });
      bus.emit({ type: 'analytics', event: 'job_application_submitted', data: { jobId: job.jobId, category: job.category } });
    } catch (error) {
      const refused = applyFailure(error);
      form.setError(refused.field ?? 'root.server', { type: 'server', message: refused.message });
      setFailure(refused);
    }
  };

  return (
    <>
      <Dialog open={open} titleId={titleId} onClose={onClose} className={thanks ? 'cr-apply cr-apply--thanks' : 'cr-apply'}>
        <header className="cr-apply__header">
          <h2 id={titleId} ref={title} tabIndex={-1} className="cr-apply__title">
            {thanks ? APPLICATION_MESSAGES.THANKS_TITLE : `Apply: ${job.name}`}
          </h2>
          <button type="button" className="cr-apply__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {thanks ? (
          <ApplicationThanks job={job} message={thanks.message} email={thanks.email} onClose={onClose} />
        ) : (
          <ApplicationForm job={job} form={form} today={today} onSubmit={send} />
        )}
      </Dialog>
      <ErrorModal failure={failure} onClose={() => setFailure(null)} />
    </>
  );
}

function ErrorModal({ failure, onClose }: { failure: ApplyFailure | null; onClose(): void }) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={failure !== null} titleId={titleId} describedBy={messageId} onClose={onClose} role="alertdialog" className="cr-alert">
      <h2 id={titleId} tabIndex={-1} className="cr-apply__title">
        We could not send your application
      </h2>
      <p id={messageId} className="cr-alert__message">
        {failure?.message}
      </p>
      <p className="cr-hint">Everything you entered is still in the form.</p>
      <button type="button" className="rv-button rv-button--primary" onClick={onClose}>
        Back to your application
      </button>
    </Dialog>
  );
}
