import { compareText } from '@riviere/remote-kit/text';
import type { Choices, CustomerPreferences } from '@riviere/api-client';
import { useMarketingApi } from '../../../shared/api';
import type { Option } from '../../../shared/components/fields';
import { useAsync } from '@riviere/remote-kit';

/** Attributes the page asks for with the preferences (sent back unchanged on update). */
export const PREFERENCE_ATTRIBUTES = ['source'];

export interface PreferencesData {
  prefs: CustomerPreferences;
  choices: Choices;
  restaurants: Option[];
}

export function usePreferences(guid: string) {
  const api = useMarketingApi();
  return useAsync<PreferencesData>(`preferences:${guid}`, async () => {
    const [prefs, choices, restaurants] = await Promise.all([
      api.preferences.getCustomerPreferences(guid, PREFERENCE_ATTRIBUTES),
      api.content.getChoices(),
      api.content.searchRestaurants(),
    ]);
    const options = restaurants.map((r) => ({ value: String(r.storeId), label: r.title })).sort((a, b) => compareText(a.label, b.label));
    return { prefs, choices, restaurants: options };
  });
}
