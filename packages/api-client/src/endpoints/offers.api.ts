import type { Offer, Voucher, VoucherRequest } from '../types';
import { requestList, type EndpointContext } from './context';
import { route } from './registry';

export interface OffersApi {
  /** A 404 whose message includes 'could not find offer' means the page should redirect (spec §2). */
  getOfferBySlug(slug: string): Promise<Offer>;
  getOffer(id: number): Promise<Offer>;
  getRestaurantOffers(storeId: number): Promise<Offer[]>;
  getCode(request: VoucherRequest): Promise<Voucher>;
}

export function createOffersApi({ request }: EndpointContext): OffersApi {
  return {
    getOfferBySlug: (slug) => request<Offer>(route('offers.getOfferBySlug', { offerSlug: slug })),
    getOffer: (id) => request<Offer>(route('offers.getOffer', { id })),
    getRestaurantOffers: (storeId) => requestList<Offer>(request, route('offers.getRestaurantOffers', { storeId }), 'offers'),
    getCode: ({ offerSlug, emailAddress, acceptTerms }) =>
      request<Voucher>(route('offers.getCode'), { body: { offerSlug, emailAddress, acceptTerms } }),
  };
}
