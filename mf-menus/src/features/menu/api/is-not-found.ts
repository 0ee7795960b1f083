import { ApiError } from '@riviere/api-client';

/** The brand API answers 404 for a menu id or a restaurant it does not know. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
