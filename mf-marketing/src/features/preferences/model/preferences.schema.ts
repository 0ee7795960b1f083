import { yupResolver } from '@hookform/resolvers/yup';
import { array, boolean, object, string, type InferType } from 'yup';
import { birthdaySchema } from '../../../shared/lib/birthday.schema';
import { optionalPhone, requiredName } from '../../../shared/lib/validators';

/** Spec §5 preferences flags: first name, phone number, favourite restaurant. */
export function preferencesSchema(today: () => Date = () => new Date()) {
  return object({
    firstName: requiredName('your first name'),
    phoneNumber: optionalPhone().defined(),
    favRestaurantCode: string().defined().required('Please choose your favourite restaurant'),
    birthDate: birthdaySchema(today),
    gender: string().defined(),
    websiteSmsOptIn: boolean().defined(),
    interests: array(string().defined()).defined(),
  });
}

export type PreferencesValues = InferType<ReturnType<typeof preferencesSchema>>;

export const preferencesResolver = yupResolver(preferencesSchema());
