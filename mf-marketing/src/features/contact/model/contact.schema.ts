import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, string, type InferType } from 'yup';
import type { ContactReason } from '@riviere/api-client';
import { optionalPhone, requiredEmail, requiredName } from '../../../shared/lib/validators';
import { fileProblem, MAX_FILES } from '../lib/files';
import { RESTAURANT_ENQUIRY } from '../lib/enquiry-type';

/**
 * Spec §5 contact flags (rules not shown there, so ours): names, e-mail and message required;
 * phone optional but valid; the restaurant required for a restaurant enquiry; guests a whole
 * number 1–500 when given; a reason, and its sub-reason when it has some; files as in lib/files.
 */
export function contactSchema(reasons: ContactReason[]) {
  return object({
    firstName: requiredName('your first name'),
    lastName: requiredName('your last name'),
    email: requiredEmail(),
    phone: optionalPhone().defined(),
    enquiryType: string().defined().required('Please choose what your enquiry is about'),
    enquiryRestaurant: string()
      .defined()
      .when('enquiryType', {
        is: RESTAURANT_ENQUIRY,
        then: (s) => s.required('Please choose the restaurant you visited'),
      }),
    guests: string()
      .defined()
      .trim()
      .matches(/^\d{1,3}$/, { message: 'Please enter the number of guests as a whole number', excludeEmptyString: true })
      .test('guests', 'Please enter between 1 and 500 guests', (v) => !v || (Number(v) >= 1 && Number(v) <= 500)),
    reason: string().defined().required('Please choose a reason'),
    subReason: string()
      .defined()
      .test('sub-reason', 'Please choose what best describes it', (value, context) => {
        const reason = reasons.find((r) => r.id === context.parent.reason);
        return !reason || reason.subReasons.length === 0 || Boolean(value);
      }),
    message: string().defined().trim().required('Please enter your message').max(5000, 'Please shorten your message to 5000 characters'),
    files: mixed<File[]>()
      .defined()
      .test('files', 'Please remove the files that cannot be attached', (files) => (files ?? []).length <= MAX_FILES && (files ?? []).every((f) => !fileProblem(f))),
  });
}

export type ContactValues = InferType<ReturnType<typeof contactSchema>>;

export const contactResolver = (reasons: ContactReason[]) => yupResolver(contactSchema(reasons));
