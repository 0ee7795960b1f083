import { useForm, type UseFormReturn } from 'react-hook-form';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import type { SignUpValues } from '../model/sign-up.schema';

/** The schema, and yup with it, loads on the first validation: /sign-up stays in its budget. */
const resolver = lazyResolver<SignUpValues>(() => import('../model/sign-up.schema').then((m) => m.signUpResolver));

export const EMPTY_SIGN_UP: SignUpValues = {
  emailAddress: '',
  favouriteRestaurant: '',
  firstName: '',
  phoneNumber: '',
  acceptTerms: false,
  acceptSMSTerms: false,
  birthday: { day: '', month: '', year: '' },
};

/** The sign-up form: spec §5 rules from the schema, each flag shown once its field is left (blur). */
export function useSignUpForm(): UseFormReturn<SignUpValues> {
  return useForm<SignUpValues>({ mode: 'onTouched', defaultValues: EMPTY_SIGN_UP, resolver });
}
