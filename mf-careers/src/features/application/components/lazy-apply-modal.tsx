import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { Job } from '@riviere/api-client';
import { ErrorState } from '@riviere/remote-kit';
import { APPLICATION_MESSAGES } from '../model/application-messages';

/**
 * The application (form library, schema library, the form itself) is its own chunk: the job
 * search never loads it, and a job page fetches it when the visitor points at or focuses Apply.
 */
const load = () => import('./apply-modal');
export const preloadApplyModal = () => void load().catch(() => undefined);

const lazyApplyModal = () => lazy(() => load().then((module) => ({ default: module.ApplyModal })));

interface Props {
  job: Job;
  open: boolean;
  onClose(): void;
}

export function LazyApplyModal(props: Props) {
  // A rejected lazy component stays rejected: each retry gets a fresh one (webpack retries the chunk).
  const [ApplyModal, setApplyModal] = useState(lazyApplyModal);
  const opening = props.open && (
    <p className="cr-hint" role="status">
      {APPLICATION_MESSAGES.OPENING_APPLICATION}
    </p>
  );
  return (
    <LoadFailure onRetry={() => setApplyModal(lazyApplyModal)}>
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
    return <ErrorState message={APPLICATION_MESSAGES.LOAD_FAILED} onRetry={this.retry} />;
  }
}
