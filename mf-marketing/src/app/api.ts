import { createContext, useContext } from 'react';
import {
  createApiClient,
  type ContactApi,
  type ContentApi,
  type OffersApi,
  type PreferencesApi,
  type ReferralApi,
  type SignupApi,
} from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';

/** The brand API calls this remote makes: a narrow slice of each group, so tests hand in fakes. */
export interface MarketingApi {
  offers: Pick<OffersApi, 'getOfferBySlug' | 'getCode'>;
  signup: SignupApi;
  content: Pick<ContentApi, 'searchRestaurants' | 'getChoices'>;
  preferences: PreferencesApi;
  contact: Pick<ContactApi, 'getContactTypes' | 'getContactContent' | 'sendEmail'>;
  referral: ReferralApi;
}

const clients = new Map<string, MarketingApi>();

/**
 * One client per site configuration, kept across updates and remounts (its content cache and
 * token survive moving between pages). The token comes from the site server `apiBase` names.
 */
export function apiClientFor(config: SiteConfig): MarketingApi {
  const key = `${config.brandKey}\n${config.apiBase}`;
  let client = clients.get(key);
  if (!client) {
    const baseUrl = config.apiBase.replace(/\/+$/, '');
    const api = createApiClient({ brandKey: config.brandKey, baseUrl, tokenUrl: `${baseUrl}/api/token`, initialToken: config.token });
    client = { offers: api.offers, signup: api.signup, content: api.content, preferences: api.preferences, contact: api.contact, referral: api.referral };
    clients.set(key, client);
  }
  return client;
}

export const ApiContext = createContext<MarketingApi | null>(null);

export function useMarketingApi(): MarketingApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useMarketingApi must be used inside <ApiContext.Provider>');
  return api;
}
