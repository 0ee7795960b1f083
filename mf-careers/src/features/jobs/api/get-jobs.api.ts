import type { Job } from '@riviere/api-client';
import { useCareersApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/** GET /api/jobs?siteId=…: every open job of this site (the site id comes from the brand settings). */
export function useJobs(): AsyncResult<Job[]> {
  const api = useCareersApi();
  return useAsync('jobs', async () => {
    const settings = await api.getBrandSettings();
    return api.getJobs(settings.site_id);
  });
}
