import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { Job } from '@riviere/api-client';
import { JOB_PAGE_MESSAGES } from '../model/messages';

/**
 * The application (form library, schema library, the form itself) is its own chunk: the job
 * search never loads it, and a job page fetches it when the visitor points at or focuses Apply.
 */
const load = () => import('../../application/components/apply-modal');
export const preloadApplyModal = () => void load().catch(() => undefined);

interface Props {
  job: Job;
  open: boolean;
  onClose(): void;
}

export function LazyApplyModal(props: Props) {
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: each retry gets a fresh one (webpack retries the chunk).
  const ApplyModal = useMemo(() => lazy(() => load().then((module) => ({ default: module.ApplyModal }))), [attempt]);
  const opening = props.open && (
    <p className="cr-hint" role="status">
      {JOB_PAGE_MESSAGES.OPENING_APPLICATION}
    </p>
  );
  return (
    <LoadFailure onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={opening}>
        <ApplyModal {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/** A chunk that fails to load (offline, a new release) says so beside the Apply button, with a retry. */
class LoadFailure extends Component<{ children: ReactNode; onRetry(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="cr-state cr-state--error" role="alert">
        <p>{JOB_PAGE_MESSAGES.APPLICATION_LOAD_FAILED}</p>
        <button type="button" className="cr-button" onClick={this.retry}>
          {JOB_PAGE_MESSAGES.TRY_AGAIN}
        </button>
      </div>
    );
  }
}
