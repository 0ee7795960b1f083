import { ApiError, type JobApplicationPayload, type JobApplicationResult } from '@riviere/api-client';
import type { CareersApi } from '../../../shared/api';

/**
 * POST /api/jobs/application. A 200 that says `success: false` is a refusal too: it rejects
 * like a 4xx, with the server's message.
 */
export async function submitApplication(api: CareersApi, payload: JobApplicationPayload): Promise<JobApplicationResult> {
  const result = await api.apply(payload);
  if (!result.success) throw new ApiError(result.message, { status: 400, body: result });
  return result;
}
