import { Route, Routes } from 'react-router-dom';
import { LazyApplyModal, preloadApplyModal } from '../features/application/components/lazy-apply-modal';
import { JobPage, type ApplyDialog } from '../features/jobs/components/job-page';
import { JobSearchPage } from '../features/jobs/components/job-search-page';
import { JOB_PATH, SEARCH_PATH } from '../shared/paths';
import { useNotFound } from '@riviere/remote-kit';

const APPLY: ApplyDialog = { Dialog: LazyApplyModal, preload: preloadApplyModal };

export function AppRoutes() {
  return (
    <Routes>
      <Route path={SEARCH_PATH} element={<JobSearchPage />} />
      {/* A job opened from the search: its page, with the way back to the same search. */}
      <Route path={`${SEARCH_PATH}/:id`} element={<JobPage fromSearch apply={APPLY} />} />
      <Route path={`${JOB_PATH}/:id`} element={<JobPage fromSearch={false} apply={APPLY} />} />
      <Route path="*" element={<NotOurs />} />
    </Routes>
  );
}

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
