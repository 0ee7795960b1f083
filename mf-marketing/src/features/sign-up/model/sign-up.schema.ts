import { yupResolver } from '@hookform/resolvers/yup';
import { boolean, object, string, type InferType } from 'yup';
import { birthdaySchema } from '../../../shared/lib/birthday.schema';
import { optionalPhone, requiredEmail, requiredName } from '../../../shared/lib/validators';

/** Spec §5 sign-up flags: e-mail, favourite restaurant, first name, terms, birthday, phone number. */
export function signUpSchema(today: () => Date = () => new Date()) {
  return object({
    emailAddress: requiredEmail(),
    favouriteRestaurant: string().defined().required('Please choose your favourite restaurant'),
    firstName: requiredName('your first name'),
    phoneNumber: optionalPhone().defined(),
    acceptTerms: boolean().defined().oneOf([true], 'Please accept the terms and conditions to sign up'),
    acceptSMSTerms: boolean().defined(),
    birthday: birthdaySchema(today),
  });
}

export type SignUpValues = InferType<ReturnType<typeof signUpSchema>>;

/** Loaded on the first validation (see hooks/use-sign-up-form). */
export const signUpResolver = yupResolver(signUpSchema());
