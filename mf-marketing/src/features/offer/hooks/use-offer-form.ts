import { useForm, type UseFormReturn } from 'react-hook-form';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import { claimHint } from '../lib/offer-ready';
import type { OfferValues } from '../model/offer.schema';

/** The schema, and yup with it, loads on the first validation: the offer page stays in budget. */
const resolver = lazyResolver<OfferValues>(() => import('../model/offer.schema').then((m) => m.offerResolver));

export const EMPTY_OFFER: OfferValues = { emailAddress: '', acceptTerms: false };

/**
 * The claim form: spec §5 rules from the schema, each flag shown once its field is left (blur).
 * `ready` is checked as the visitor types, so the button enables without waiting for a blur;
 * until then `hint` says what is missing.
 */
export function useOfferForm(): { form: UseFormReturn<OfferValues>; ready: boolean; hint: string } {
  const form = useForm<OfferValues>({ mode: 'onTouched', defaultValues: EMPTY_OFFER, resolver });
  const hint = claimHint(form.watch());
  return { form, ready: hint === '', hint };
}
