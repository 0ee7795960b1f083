import { ApiError, NETWORK_ERROR } from '@riviere/api-client';
import { RecaptchaError } from '@riviere/recaptcha';

export const TRY_AGAIN = 'Sorry, something went wrong. Please try again.';
export const OFFLINE = 'We could not reach our server. Please check your connection and try again.';

/**
 * What a visitor reads when a submit fails: the spec's captcha messages, the server's own
 * message for 4xx answers (they name what to fix: a duplicate, a rate limit, a field), and a
 * plain "try again" for anything else (5xx details stay on the server).
 */
export function errorMessage(error: unknown, fallback: string = TRY_AGAIN): string {
  if (error instanceof RecaptchaError) return error.message;
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return OFFLINE;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return fallback;
}

/** A 404 from the brand API. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
