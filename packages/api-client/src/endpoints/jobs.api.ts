import type { Job, JobApplicationPayload, JobApplicationResult, JobLocation } from '../types';
import { requestList, type EndpointContext } from './context';
import { route } from './registry';

export interface JobsApi {
  getJobs(siteId: string): Promise<Job[]>;
  getJob(jobId: string): Promise<Job>;
  /**
   * On a 4xx the server answers `{ success: false, message }`: that rejects as an ApiError whose
   * message is the server's (`messageFor` turns 'err=15' into the invalid-fields text).
   */
  apply(payload: JobApplicationPayload): Promise<JobApplicationResult>;
  getLocations(query: string, sessionKey: string): Promise<JobLocation[]>;
}

export function createJobsApi({ request }: EndpointContext): JobsApi {
  return {
    getJobs: (siteId) => requestList<Job>(request, route('jobs.getJobs', { siteId }), 'jobs'),
    getJob: (jobId) => request<Job>(route('jobs.getJob', { jobId })),
    apply: (payload) => request<JobApplicationResult>(route('jobs.apply'), { body: payload }),
    getLocations: (query, sessionKey) => request<JobLocation[]>(route('jobs.getLocations', { query, sessionKey })),
  };
}
