import type { CustomerPreferences, CustomerPreferencesUpdate, CustomerPreferencesUpdateResult, MarketingEmailsResult, UnsubscribeLink, UnsubscribeState } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface PreferencesApi {
  getCustomerPreferences(guid: string, attributes: string[]): Promise<CustomerPreferences>;
  /** Success when the answer's message is 'Success' (spec §4 Preferences). */
  updateCustomerPreferences(prefs: CustomerPreferencesUpdate): Promise<CustomerPreferencesUpdateResult>;
  /** "Stop all marketing e-mails" (false: none to the address, every interest unticked) or start them again (true). */
  updateMarketingEmails(guid: string, marketingEmails: boolean): Promise<MarketingEmailsResult>;
  /** What a signed unsubscribe link names; changes nothing. Rejects with ApiError 404 UNSUBSCRIBE_LINK_INVALID for a link that is not ours. */
  getUnsubscribeState(link: UnsubscribeLink): Promise<UnsubscribeState>;
}

export function createPreferencesApi({ request }: EndpointContext): PreferencesApi {
  return {
    getCustomerPreferences: (guid, attributes) =>
      request<CustomerPreferences>(route('preferences.getCustomerPreferences', { guid }), { body: { attributes } }),
    updateCustomerPreferences: (prefs) =>
      request<CustomerPreferencesUpdateResult>(route('preferences.updateCustomerPreferences'), { body: prefs }),
    updateMarketingEmails: (guid, marketingEmails) =>
      request<MarketingEmailsResult>(route('preferences.updateMarketingEmails'), { body: { customerGuid: guid, marketingEmails } }),
    getUnsubscribeState: ({ recipient, signature }) =>
      request<UnsubscribeState>(route('preferences.getUnsubscribeState', { recipient, signature })),
  };
}
