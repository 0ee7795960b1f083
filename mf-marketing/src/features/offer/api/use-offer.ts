import { useMarketingApi } from '../../../shared/api';
import { useAsync } from '@riviere/remote-kit';

export function useOffer(slug: string) {
  const api = useMarketingApi();
  return useAsync(`offer:${slug}`, () => api.offers.getOfferBySlug(slug));
}
