import type { Job } from '@riviere/api-client';
import { useCareersApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/** GET /api/jobs/{jobId}: one job with its description and questions (404 for an unknown id). */
export function useJob(jobId: string): AsyncResult<Job> {
  const api = useCareersApi();
  return useAsync(`job:${jobId}`, () => api.getJob(jobId));
}
