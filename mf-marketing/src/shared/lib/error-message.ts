import { ApiError, FORM_MESSAGES, guestMessage } from '@riviere/api-client';
import { RecaptchaError } from '@riviere/recaptcha';

export const TRY_AGAIN = 'Sorry, something went wrong. Please try again.';
export const OFFLINE = FORM_MESSAGES.NETWORK;

/**
 * What a visitor reads when a submit fails: the spec's captcha messages, else the api-client's
 * catalogue — a refused field by its label (the form's own names in `labels`) and the rule it
 * broke, a coded refusal (a friend already invited, too many tries…) in its words — and the
 * form's "try again" for anything else. Never the API's developer text ("files[0] must be…").
 */
export function errorMessage(error: unknown, fallback: string = TRY_AGAIN, labels?: Readonly<Record<string, string>>): string {
  if (error instanceof RecaptchaError) return error.message;
  return guestMessage(error, { fallback, labels });
}

/** A 404 from the brand API. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
