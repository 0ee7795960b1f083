import type { Offer, Voucher, VoucherRequest } from '../types';
import { CONTENT_TTL_MS } from './content.api';
import { requestList, type EndpointContext } from './context';
import { route, type Route } from './registry';

export interface OffersApi {
  /** A 404 whose message includes 'could not find offer' means the page should redirect (spec §2). */
  getOfferBySlug(slug: string): Promise<Offer>;
  getOffer(id: number): Promise<Offer>;
  getRestaurantOffers(storeId: number): Promise<Offer[]>;
  getCode(request: VoucherRequest): Promise<Voucher>;
}

/** Offers are content (spec §9: content cache 60 s); a voucher request is not. */
export function createOffersApi({ request, cache }: EndpointContext): OffersApi {
  const cached = <T>(target: Route, load: () => Promise<T>) => cache.get(target.path, CONTENT_TTL_MS, load);
  return {
    getOfferBySlug(slug) {
      const target = route('offers.getOfferBySlug', { offerSlug: slug });
      return cached(target, () => request<Offer>(target));
    },
    getOffer(id) {
      const target = route('offers.getOffer', { id });
      return cached(target, () => request<Offer>(target));
    },
    getRestaurantOffers(storeId) {
      const target = route('offers.getRestaurantOffers', { storeId });
      return cached(target, () => requestList<Offer>(request, target, 'offers'));
    },
    getCode: ({ offerSlug, emailAddress, acceptTerms }) =>
      request<Voucher>(route('offers.getCode'), { body: { offerSlug, emailAddress, acceptTerms } }),
  };
}
