import { ApiError, JOB_MESSAGES, messageFor } from '@riviere/api-client';
import { APPLICATION_MESSAGES } from '../model/application-messages';

/** The form fields a refusal from the API can point at. */
export const SERVER_FIELDS = ['firstName', 'secondName', 'email', 'telephone', 'resume'] as const;
export type ServerField = (typeof SERVER_FIELDS)[number];

export interface ApplyFailure {
  /** What the error modal says. */
  message: string;
  /** The field to mark, when the API named one of the form's. */
  field?: ServerField;
}

/** "resume must be a PDF…" → "Resume must be a PDF….": the API's field-naming messages read as sentences. */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * Spec §8 job errors: a message containing `err=15` and the duplicate application have fixed
 * wording; a refusal that names a field (a CV the server checked by its bytes) shows the API's
 * own message; anything else (no answer, a 5xx) a general "try again".
 */
export function applyFailure(error: unknown): ApplyFailure {
  if (!(error instanceof ApiError)) return { message: APPLICATION_MESSAGES.SUBMIT_FAILED };
  if (error.message.includes('err=15')) return { message: messageFor('', error.message) };
  if (error.code === 'DUPLICATED_REQUEST' || error.message === JOB_MESSAGES.DUPLICATE) return { message: JOB_MESSAGES.DUPLICATE };
  if (error.status >= 400 && error.status < 500 && error.status !== 401) {
    const field = SERVER_FIELDS.find((name) => name === error.field);
    return { message: sentence(error.message), ...(field ? { field } : {}) };
  }
  return { message: APPLICATION_MESSAGES.SUBMIT_FAILED };
}
