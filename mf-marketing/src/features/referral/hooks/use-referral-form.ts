import { useForm, type UseFormReturn } from 'react-hook-form';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import type { ReferralValues } from '../model/referral.schema';

/** The schema, and yup with it, loads on the first validation: the page stays in its budget. */
const resolver = lazyResolver<ReferralValues>(() => import('../model/referral.schema').then((m) => m.referralResolver));

export const EMPTY_REFERRAL: ReferralValues = { referrerName: '', referrerEmail: '', friendEmail: '', consent: false };

/** The invitation form: rules from the schema (the friend's address is not yours), flags after blur. */
export function useReferralForm(): UseFormReturn<ReferralValues> {
  return useForm<ReferralValues>({ mode: 'onTouched', defaultValues: EMPTY_REFERRAL, resolver });
}
