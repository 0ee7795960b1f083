import type { ApiClient, ContactApi, ContentApi, OffersApi, PreferencesApi, ReferralApi, SignupApi } from '@riviere/api-client';
import { createApiAccess } from '@riviere/remote-kit';

/** The brand API calls this remote makes: a narrow slice of each group, so tests hand in fakes. */
export interface MarketingApi {
  offers: Pick<OffersApi, 'getOfferBySlug' | 'getCode'>;
  signup: SignupApi;
  content: Pick<ContentApi, 'searchRestaurants' | 'getChoices'>;
  preferences: PreferencesApi;
  contact: Pick<ContactApi, 'getContactTypes' | 'getContactContent' | 'sendEmail'>;
  referral: ReferralApi;
}

/** The groups of the api-client this remote uses, as they are (each group keeps its own cache). */
export function selectMarketingApi(client: ApiClient): MarketingApi {
  const { offers, signup, content, preferences, contact, referral } = client;
  return { offers, signup, content, preferences, contact, referral };
}

export const { apiClientFor, apiForServer, ApiContext, useApi: useMarketingApi } = createApiAccess('marketing', selectMarketingApi);
