import { LazyApplyModal, preloadApplyModal } from '../features/application/components/lazy-apply-modal';
import { JobPage, type ApplyDialog } from '../features/jobs/components/job-page';
import { JobSearchPage } from '../features/jobs/components/job-search-page';
import { JOB_PATH, SEARCH_PATH } from '../shared/paths';
import { createRouteTable, useNotFound } from '@riviere/remote-kit';

const APPLY: ApplyDialog = { Dialog: LazyApplyModal, preload: preloadApplyModal };

export const AppRoutes = createRouteTable([
  { path: SEARCH_PATH, element: <JobSearchPage /> },
  // A job opened from the search: its page, with the way back to the same search.
  { path: `${SEARCH_PATH}/:id`, element: <JobPage fromSearch apply={APPLY} /> },
  { path: `${JOB_PATH}/:id`, element: <JobPage fromSearch={false} apply={APPLY} /> },
  { path: '*', element: <NotOurs /> },
]);

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
