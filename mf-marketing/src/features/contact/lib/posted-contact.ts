import type { FormProblem } from '@riviere/mf-contract';
import type { ValidationError } from 'yup';
import type { ContactValues } from '../model/contact.schema';
import { CONTACT_CHECK, CONTACT_EXPIRED, CONTACT_FAILED, CONTACT_NEEDS_SCRIPT } from '../model/contact-messages';

/** The fields a plain contact form posts (its files need the script). */
export type PostedField = Exclude<keyof ContactValues, 'files'>;

const FIELDS: readonly PostedField[] = ['firstName', 'lastName', 'email', 'phone', 'enquiryType', 'enquiryRestaurant', 'guests', 'reason', 'subReason', 'message'];

/** What the guest typed, as the form's values: known fields only, the rest empty, no files. */
export function postedValues(posted: Readonly<Record<string, string>> = {}): ContactValues {
  const values = Object.fromEntries(FIELDS.map((name) => [name, posted[name] ?? ''])) as Record<PostedField, string>;
  return { ...values, files: [] };
}

/** Each field's first message from the schema's check of everything (`abortEarly: false`). */
export function fieldProblems(error: Pick<ValidationError, 'inner'>): Partial<Record<PostedField, string>> {
  const problems: Partial<Record<PostedField, string>> = {};
  for (const { path, message } of error.inner) {
    if (path && (FIELDS as string[]).includes(path) && !problems[path as PostedField]) problems[path as PostedField] = message;
  }
  return problems;
}

/** What the form says above its button when the site server shows it again. */
export function problemMessage(problem: FormProblem): string {
  switch (problem) {
    case 'expired':
      return CONTACT_EXPIRED;
    case 'refused':
      return CONTACT_CHECK;
    case 'unverified':
      return CONTACT_NEEDS_SCRIPT;
    case 'failed':
      return CONTACT_FAILED;
  }
}
