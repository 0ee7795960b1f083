import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ContactReason } from '@riviere/api-client';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import type { ContactValues } from '../model/contact.schema';

export const EMPTY_CONTACT: ContactValues = {
  firstName: '', lastName: '', email: '', phone: '', enquiryType: '', enquiryRestaurant: '', guests: '', reason: '', subReason: '', message: '', files: [],
};

/**
 * The contact form for the reasons the brand API offers (a sub-reason is required when the
 * chosen reason has some). The schema, and yup with it, loads on the first validation, so the
 * contact tile stays in its budget; flags show once a field is left (blur). `defaults`: what a
 * guest typed in the form sent without JavaScript that the site server shows again.
 */
export function useContactForm(reasons: ContactReason[], defaults: ContactValues = EMPTY_CONTACT): UseFormReturn<ContactValues> {
  const resolver = useMemo(() => lazyResolver<ContactValues>(() => import('../model/contact.schema').then((m) => m.contactResolver(reasons))), [reasons]);
  return useForm<ContactValues>({ mode: 'onTouched', defaultValues: defaults, resolver });
}
