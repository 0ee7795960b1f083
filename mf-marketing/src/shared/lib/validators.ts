import { string } from 'yup';
import { EMAIL_PATTERN, isPhone, NAME_PATTERN } from './patterns';

/** yup field rules shared by the forms' schemas (loaded with them, on first validation). */
export const requiredEmail = (what = 'your e-mail address') =>
  string()
    .trim()
    .required(`Please enter ${what}`)
    .max(254, 'That e-mail address is too long')
    .matches(EMAIL_PATTERN, { message: 'Please enter a valid e-mail address, like name@example.com', excludeEmptyString: true });

export const requiredName = (what: string) =>
  string()
    .trim()
    .required(`Please enter ${what}`)
    .max(80, `Please shorten ${what} to 80 characters`)
    .matches(NAME_PATTERN, { message: 'Please use letters, spaces, apostrophes, hyphens and full stops only', excludeEmptyString: true });

/** A phone number that may be left empty; when given, 7 to 17 digits with spaces, dots, dashes or brackets. */
export const optionalPhone = () =>
  string()
    .trim()
    .test('phone', 'Please enter a valid phone number, like 07700 900123', (value) => !value || isPhone(value));
