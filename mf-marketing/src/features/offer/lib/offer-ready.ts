import { isEmail } from '../../../shared/lib/patterns';
import type { OfferValues } from '../model/offer.schema';
import { CLAIM_NEEDS, type ClaimNeed } from '../model/offer-messages';

/** The button enables once the e-mail is valid and the terms accepted: the schema's rule, without loading yup. */
export function isOfferReady(values: Partial<OfferValues>): boolean {
  return missingForClaim(values) === null;
}

/** What the claim still needs, named for the hint beside the disabled button; null when it can be sent. */
export function missingForClaim(values: Partial<OfferValues>): ClaimNeed | null {
  const email = isEmail(values.emailAddress ?? '');
  const terms = values.acceptTerms === true;
  if (email && terms) return null;
  if (email) return 'terms';
  return terms ? 'email' : 'both';
}

/** The hint's wording for what is missing (empty when nothing is). */
export function claimHint(values: Partial<OfferValues>): string {
  const need = missingForClaim(values);
  return need ? CLAIM_NEEDS[need] : '';
}
