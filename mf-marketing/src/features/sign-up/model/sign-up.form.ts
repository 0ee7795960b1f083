import type { SignUpValues } from './sign-up.schema';

export type { SignUpValues };

export const EMPTY_SIGN_UP: SignUpValues = {
  emailAddress: '',
  favouriteRestaurant: '',
  firstName: '',
  phoneNumber: '',
  acceptTerms: false,
  acceptSMSTerms: false,
  birthday: { day: '', month: '', year: '' },
};

export const SIGN_UP_FAILED = 'Sorry, we could not sign you up just now. Your details are still here: please check them and try again.';
