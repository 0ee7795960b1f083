import type { ContactForm } from '@riviere/api-client';
import type { ContactValues } from '../model/contact.schema';

/** The request body, without the files (read separately) and optional fields left empty. */
export function toContactForm(values: ContactValues): Omit<ContactForm, 'files' | 'recaptchaToken'> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    message: values.message.trim(),
    enquiryType: values.enquiryType,
    ...(values.enquiryRestaurant ? { enquiryRestaurant: Number(values.enquiryRestaurant) } : {}),
    ...(values.guests.trim() ? { guests: Number(values.guests) } : {}),
    reason: values.reason,
    ...(values.subReason ? { subReason: values.subReason } : {}),
  };
}
