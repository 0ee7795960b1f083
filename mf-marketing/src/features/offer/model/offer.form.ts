import { isEmail } from '../../../app/lib/patterns';
import type { OfferValues } from './offer.schema';

export type { OfferValues };

export const CLAIM_FAILED = 'Sorry, we could not get your voucher code just now. Your e-mail address is still here: please try again.';

/** The button enables once the e-mail is valid and the terms accepted: the schema's rule, without loading yup. */
export function isOfferReady(values: Partial<OfferValues>): boolean {
  return isEmail(values.emailAddress ?? '') && values.acceptTerms === true;
}
