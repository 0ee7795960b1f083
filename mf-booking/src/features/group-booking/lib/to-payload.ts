import { ApiError, type GroupEnquiryRequest } from '@riviere/api-client';
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

/** What the form says when sending fails: reCAPTCHA's own message, the API's 400 message, else a retry. */
export function sendFailure(error: unknown): string {
  if (error instanceof RecaptchaError) return error.message;
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return GROUP_SEND_FAILED;
}
