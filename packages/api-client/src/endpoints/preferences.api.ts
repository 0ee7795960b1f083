import type { CustomerPreferences, CustomerPreferencesUpdate, CustomerPreferencesUpdateResult } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface PreferencesApi {
  getCustomerPreferences(guid: string, attributes: string[]): Promise<CustomerPreferences>;
  /** Success when the answer's message is 'Success' (spec §4 Preferences). */
  updateCustomerPreferences(prefs: CustomerPreferencesUpdate): Promise<CustomerPreferencesUpdateResult>;
}

export function createPreferencesApi({ request }: EndpointContext): PreferencesApi {
  return {
    getCustomerPreferences: (guid, attributes) =>
      request<CustomerPreferences>(route('preferences.getCustomerPreferences', { guid }), { body: { attributes } }),
    updateCustomerPreferences: (prefs) =>
      request<CustomerPreferencesUpdateResult>(route('preferences.updateCustomerPreferences'), { body: prefs }),
  };
}
