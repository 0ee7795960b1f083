import type { ValidationError } from 'yup';
import type { GroupBookingForm } from '../model/group-booking.schema';

/** The text fields a plain group enquiry posts; the two boxes post only when ticked. */
export type PostedText = Exclude<keyof GroupBookingForm, 'covers' | 'shouldReceivePromotions' | 'shouldReceiveSms'> | 'covers';

const TEXT_FIELDS: readonly PostedText[] = ['storeId', 'bookingType', 'covers', 'date', 'time', 'until', 'firstName', 'lastName', 'email', 'telephoneNumber', 'specialRequest'];

/** What the guest typed, field by field, as the form shows it again (known fields only). */
export interface TypedEnquiry {
  text: Partial<Record<PostedText, string>>;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
}

export function typedEnquiry(posted: Readonly<Record<string, string>> = {}): TypedEnquiry {
  const text: Partial<Record<PostedText, string>> = {};
  for (const name of TEXT_FIELDS) if (typeof posted[name] === 'string') text[name] = posted[name];
  return { text, shouldReceivePromotions: 'shouldReceivePromotions' in posted, shouldReceiveSms: 'shouldReceiveSms' in posted };
}

/** The typed enquiry as the schema checks it (the form's own values: guests as typed, the boxes as booleans). */
export function enquiryValues({ text, shouldReceivePromotions, shouldReceiveSms }: TypedEnquiry): Record<string, unknown> {
  return { ...text, covers: text.covers?.trim() ? text.covers.trim() : undefined, shouldReceivePromotions, shouldReceiveSms };
}

/** Each field's first message from the schema's check of everything (`abortEarly: false`). */
export function enquiryProblems(error: Pick<ValidationError, 'inner'>): Partial<Record<PostedText, string>> {
  const problems: Partial<Record<PostedText, string>> = {};
  for (const { path, message } of error.inner) {
    if (path && (TEXT_FIELDS as string[]).includes(path) && !problems[path as PostedText]) problems[path as PostedText] = message;
  }
  return problems;
}
