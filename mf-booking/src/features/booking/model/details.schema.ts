import { object, string, boolean, type InferType } from 'yup';
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '../../../shared/contact-patterns';

/** The brand API's rules for names, e-mail and phones, said in words a visitor understands. */
export const DETAILS_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  nameFormat: 'Please use letters, spaces, apostrophes, hyphens and full stops only.',
  email: 'Please enter your e-mail address.',
  emailFormat: 'Please enter a valid e-mail address, like name@example.com.',
  phone: 'Please enter your mobile number.',
  phoneFormat: 'Please enter a valid mobile number, like 07700 900123.',
  specialRequest: 'Please keep your special request under 500 characters.',
} as const;

/** Your details (spec §4 step 4, §5): names, e-mail and mobile required; the special request optional. */
export const detailsSchema = object({
  firstName: string().trim().required(DETAILS_MESSAGES.firstName).max(80).matches(NAME_PATTERN, { message: DETAILS_MESSAGES.nameFormat, excludeEmptyString: true }),
  lastName: string().trim().required(DETAILS_MESSAGES.lastName).max(80).matches(NAME_PATTERN, { message: DETAILS_MESSAGES.nameFormat, excludeEmptyString: true }),
  email: string().trim().required(DETAILS_MESSAGES.email).max(254).matches(EMAIL_PATTERN, { message: DETAILS_MESSAGES.emailFormat, excludeEmptyString: true }),
  phoneNumber: string().trim().required(DETAILS_MESSAGES.phone).matches(PHONE_PATTERN, { message: DETAILS_MESSAGES.phoneFormat, excludeEmptyString: true }),
  specialRequest: string().default('').max(500, DETAILS_MESSAGES.specialRequest),
  shouldReceivePromotions: boolean().default(false).required(),
  shouldReceiveSms: boolean().default(false).required(),
});

export type DetailsForm = InferType<typeof detailsSchema>;
