import { yupResolver } from '@hookform/resolvers/yup';
import { boolean, object, type InferType } from 'yup';
import { requiredEmail } from '../../../shared/lib/validators';

/** Spec §5 offer: e-mail present and valid, terms accepted. */
export const offerSchema = object({
  emailAddress: requiredEmail(),
  acceptTerms: boolean().defined().oneOf([true], 'Please accept the terms and conditions to get your code'),
});

export type OfferValues = InferType<typeof offerSchema>;

export const offerResolver = yupResolver(offerSchema);
