import { ApiError, JOB_MESSAGES, fieldNameOf, guestMessage } from '@riviere/api-client';
import { APPLICATION_MESSAGES } from '../model/application-messages';

/** The form fields a refusal from the API can point at. */
export const SERVER_FIELDS = ['firstName', 'secondName', 'email', 'telephone', 'resume'] as const;
export type ServerField = (typeof SERVER_FIELDS)[number];

/** The form's names for what it sends, where they differ from the catalogue's ("CV", never "Resume"). */
const APPLY_LABELS = { secondName: 'Second name', email: 'E-mail address', telephone: 'Phone number', resume: 'CV' };

export interface ApplyFailure {
  /** What the error modal says. */
  message: string;
  /** The field to mark, when the API named one of the form's. */
  field?: ServerField;
}

/**
 * Spec §8 job errors, from the api-client's catalogue: a message containing `err=15` and the
 * duplicate application have fixed wording; a refused field (a CV the server checked by its
 * bytes, a name too long) reads by its label and rule and marks the field; anything else (no
 * answer, a 5xx) a general "try again". Never the API's field paths.
 */
export function applyFailure(error: unknown): ApplyFailure {
  if (error instanceof ApiError && error.message === JOB_MESSAGES.DUPLICATE) return { message: JOB_MESSAGES.DUPLICATE };
  if (error instanceof ApiError && error.status === 0) return { message: APPLICATION_MESSAGES.SUBMIT_FAILED };
  const message = guestMessage(error, { fallback: APPLICATION_MESSAGES.SUBMIT_FAILED, labels: APPLY_LABELS });
  const named = error instanceof ApiError && error.status === 400 ? fieldNameOf(error.field, APPLY_LABELS) : undefined;
  const field = SERVER_FIELDS.find((name) => name === named);
  return { message, ...(field ? { field } : {}) };
}
