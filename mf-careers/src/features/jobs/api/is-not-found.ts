import { ApiError } from '@riviere/api-client';

/**
 * The brand API answers 404 for a job id it does not know, and 400 for one that cannot be a job
 * id at all (its pattern): to a visitor both are a page that does not exist.
 */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.field === 'jobId'));
