import { guestMessage, type GroupEnquiryRequest } from '@riviere/api-client';
import { RecaptchaError } from '@riviere/recaptcha';
import type { GroupBookingForm } from '../model/group-booking.schema';

export const GROUP_SEND_FAILED = 'Sorry, we couldn’t send your enquiry. Please try again.';

/**
 * Valid form values → the spec §3 group enquiry. Texts are trimmed; an empty special request and
 * a missing reCAPTCHA token (reCAPTCHA off) are left out. `venue` is the restaurant's name.
 */
export function toGroupEnquiry(values: GroupBookingForm, venue: string, recaptchaToken: string | undefined): GroupEnquiryRequest {
  const specialRequest = values.specialRequest?.trim();
  return {
    storeId: Number(values.storeId),
    venue,
    bookingType: values.bookingType,
    covers: values.covers,
    date: values.date,
    time: values.time,
    until: values.until,
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    telephoneNumber: values.telephoneNumber.trim(),
    ...(specialRequest ? { specialRequest } : {}),
    shouldReceivePromotions: values.shouldReceivePromotions,
    shouldReceiveSms: values.shouldReceiveSms,
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}

/** The form's names for the fields it sends, where they differ from the catalogue's. */
const GROUP_LABELS = { storeId: 'Restaurant', venue: 'Restaurant', time: 'From', telephoneNumber: 'Telephone' };

/** What the form says when sending fails: reCAPTCHA's own message, a refusal in the catalogue's words (a field by its label), else a retry. */
export function sendFailure(error: unknown): string {
  if (error instanceof RecaptchaError) return error.message;
  return guestMessage(error, { fallback: GROUP_SEND_FAILED, labels: GROUP_LABELS });
}
