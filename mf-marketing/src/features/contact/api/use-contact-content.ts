import type { ContactContent, ContactType } from '@riviere/api-client';
import { useMarketingApi } from '../../../shared/api';
import { useAsync } from '@riviere/remote-kit';

export interface ContactChoices extends ContactContent {
  contactTypes: ContactType[];
}

/** Enquiry types, reasons with sub-reasons and restaurants, from the brand API. */
export function useContactChoices() {
  const api = useMarketingApi();
  return useAsync<ContactChoices>('contact-choices', async () => {
    const [contactTypes, content] = await Promise.all([api.contact.getContactTypes(), api.contact.getContactContent()]);
    return { contactTypes, ...content };
  });
}
