import { compareText } from '@riviere/remote-kit/text';
import { useMarketingApi } from '../../../shared/api';
import type { Option } from '../../../shared/components/fields';
import { useAsync } from '@riviere/remote-kit';

/** The favourite-restaurant choices: every restaurant, by name. */
export function useRestaurantOptions() {
  const api = useMarketingApi();
  return useAsync<Option[]>('restaurants', async () =>
    (await api.content.searchRestaurants())
      .map((r) => ({ value: String(r.storeId), label: r.title }))
      .sort((a, b) => compareText(a.label, b.label)),
  );
}
