import type { ReferralInvite } from '@riviere/api-client';
import type { ReferralValues } from '../model/referral.schema';

/** Valid form values → the invitation: addresses and name trimmed, the reCAPTCHA token if any. */
export function toInvite(values: ReferralValues, recaptchaToken?: string): ReferralInvite {
  return {
    referrerName: values.referrerName.trim(),
    referrerEmail: values.referrerEmail.trim(),
    friendEmail: values.friendEmail.trim(),
    consent: values.consent,
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}
