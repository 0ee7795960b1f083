import type { ContentApi, JobsApi } from '@riviere/api-client';
import { createApiAccess } from '@riviere/remote-kit';

/**
 * The brand API calls this remote makes: the jobs group, the site id from the brand settings and
 * (for a job page's structured data) the restaurant a job is at.
 */
export type CareersApi = Pick<JobsApi, 'getJobs' | 'getJob' | 'getLocations' | 'apply'> & Pick<ContentApi, 'getBrandSettings' | 'getRestaurant'>;

/**
 * One client per site configuration, so the brand settings cache and the token survive moving
 * between the search and a job.
 */
export const {
  apiClientFor,
  apiForServer,
  ApiContext,
  useApi: useCareersApi,
} = createApiAccess<CareersApi>('careers', ({ jobs, content }) => ({
  getJobs: jobs.getJobs,
  getJob: jobs.getJob,
  getLocations: jobs.getLocations,
  apply: jobs.apply,
  getBrandSettings: content.getBrandSettings,
  getRestaurant: content.getRestaurant,
}));
