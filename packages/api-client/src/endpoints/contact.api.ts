import type {
  ContactContent,
  ContactForm,
  ContactType,
  GroupEnquiryRequest,
  GroupEnquiryResult,
  SendEmailResult,
} from '../types';
import { requestList, type EndpointContext } from './context';
import { route } from './registry';

export interface ContactApi {
  getContactTypes(): Promise<ContactType[]>;
  getContactContent(): Promise<ContactContent>;
  /** Thanks when `statusCode` is 200 (spec §4 Contact). */
  sendEmail(form: ContactForm): Promise<SendEmailResult>;
  /** Rejects with ApiError on failure (spec §7: errors re-thrown). */
  sendGroupBooking(request: GroupEnquiryRequest): Promise<GroupEnquiryResult>;
}

export function createContactApi({ request }: EndpointContext): ContactApi {
  return {
    getContactTypes: () => requestList<ContactType>(request, route('contact.getContactTypes'), 'contactTypes'),
    getContactContent: () => request<ContactContent>(route('contact.getContactContent')),
    sendEmail: (form) => request<SendEmailResult>(route('contact.sendEmail'), { body: form }),
    sendGroupBooking: (enquiry) => request<GroupEnquiryResult>(route('contact.sendGroupBooking'), { body: enquiry }),
  };
}
