import type { SignUpForm as SignUpRequest } from '@riviere/api-client';
import type { SignUpValues } from '../model/sign-up.schema';

/** The paths the brand API takes as `sourcePage`; anything else is sent as /sign-up. */
const SOURCE_PAGE = /^\/[A-Za-z0-9/_-]{0,200}$/;

/**
 * Valid form values → the sign-up request: texts trimmed, the restaurant as its number, the
 * phone and the birthday only when given, the page the form sits on, the reCAPTCHA token if any.
 */
export function toSignUpRequest(values: SignUpValues, sourcePage: string, recaptchaToken?: string): SignUpRequest {
  const { day, month, year } = values.birthday;
  return {
    emailAddress: values.emailAddress.trim(),
    favouriteRestaurant: Number(values.favouriteRestaurant),
    firstName: values.firstName.trim(),
    ...(values.phoneNumber.trim() ? { phoneNumber: values.phoneNumber.trim() } : {}),
    acceptTerms: values.acceptTerms,
    acceptSMSTerms: values.acceptSMSTerms,
    ...(day && month && year ? { birthday: { day: Number(day), month: Number(month), year: Number(year) } } : {}),
    sourcePage: SOURCE_PAGE.test(sourcePage) ? sourcePage : '/sign-up',
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}
