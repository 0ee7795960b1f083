import type { AppToken } from './types';
import { createActivity } from './activity';
import { createTtlCache, type TtlCache } from './cache';
import { createBookingApi } from './endpoints/booking.api';
import { createBraintreeApi } from './endpoints/braintree.api';
import { createContactApi } from './endpoints/contact.api';
import { createContentApi } from './endpoints/content.api';
import type { EndpointContext } from './endpoints/context';
import { createGeoApi } from './endpoints/geo.api';
import { createJobsApi } from './endpoints/jobs.api';
import { createOffersApi } from './endpoints/offers.api';
import { createPreferencesApi } from './endpoints/preferences.api';
import { createRecaptchaApi } from './endpoints/recaptcha.api';
import { createReferralApi } from './endpoints/referral.api';
import { createSignupApi } from './endpoints/signup.api';
import { createSocialApi } from './endpoints/social.api';
import { createVenuesApi } from './endpoints/venues.api';
import { createRequest, fetchAppToken, type FetchFn } from './http';
import { createSessionId, defaultRandomUUID } from './session';
import { defaultStorage, safeStorage, type StorageLike } from './storage';
import { createTokenSource, isAppToken, isReusable, readToken, writeToken } from './token';

export interface ApiClientOptions {
  /** Prefix of every brand API path; '' (the default) for the same origin. */
  baseUrl?: string;
  /** Sent as X-Brand-Key on every API call. */
  brandKey: string;
  /** Where the anonymous token comes from, on the site's own host. Default '/api/token'. */
  tokenUrl?: string;
  /** Default: the global fetch, looked up at call time. */
  fetch?: FetchFn;
  /** Holds the token and session id. Default: localStorage when present, else in memory. */
  storage?: StorageLike;
  /** Epoch ms. Default Date.now. */
  now?: () => number;
  /** Default crypto.randomUUID (with a getRandomValues fallback outside secure contexts). */
  randomUUID?: () => string;
  /**
   * A token the page arrived with (the site server writes one into the page): stored when no
   * reusable token is, so the first API call needs no token request.
   */
  initialToken?: AppToken;
  /**
   * Where content answers are kept for their time to live (spec §9). Default: the client's own.
   * A server shares one between the clients it makes per render (every visitor sees the same
   * content); answers for one person are never cached, whoever holds the cache.
   */
  cache?: TtlCache;
}

/** The endpoint groups. Adding a group: its `<group>.api.ts`, its rows in the registry, one line here. */
const GROUPS = {
  content: createContentApi,
  contact: createContactApi,
  preferences: createPreferencesApi,
  jobs: createJobsApi,
  offers: createOffersApi,
  geo: createGeoApi,
  signup: createSignupApi,
  referral: createReferralApi,
  social: createSocialApi,
  venues: createVenuesApi,
  recaptcha: createRecaptchaApi,
  booking: createBookingApi,
  braintree: createBraintreeApi,
} satisfies Record<string, (context: EndpointContext) => object>;

export type EndpointGroups = { readonly [G in keyof typeof GROUPS]: ReturnType<(typeof GROUPS)[G]> };

/** The brand API by resource; requests in flight are announced page-wide (`API_ACTIVITY_EVENT`). */
export type ApiClient = EndpointGroups;

export const DEFAULT_TOKEN_URL = '/api/token';

export function createApiClient(options: ApiClientOptions): ApiClient {
  if (!options.brandKey) throw new TypeError('createApiClient: brandKey is required');
  const now = options.now ?? (() => Date.now());
  const storage = safeStorage(options.storage ?? defaultStorage());
  if (options.initialToken && isAppToken(options.initialToken) && !isReusable(readToken(storage), now())) {
    writeToken(storage, options.initialToken);
  }
  // Called as a plain function: browsers reject fetch called as a method of another object.
  const fetchFn: FetchFn = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const tokenUrl = options.tokenUrl ?? DEFAULT_TOKEN_URL;
  const activity = createActivity();

  const tokens = createTokenSource({
    storage,
    now,
    fetchToken: (clearCache) => activity.track(() => fetchAppToken(fetchFn, tokenUrl, clearCache)),
  });
  const randomUUID = options.randomUUID ?? defaultRandomUUID;
  const request = createRequest({
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    brandKey: options.brandKey,
    fetch: fetchFn,
    tokens,
    sessionId: createSessionId(storage, randomUUID),
    activity,
  });

  const context: EndpointContext = { request, now, randomUUID, cache: options.cache ?? createTtlCache(now) };
  const groups = Object.fromEntries(
    Object.entries(GROUPS).map(([group, create]) => [group, create(context)]),
  ) as unknown as EndpointGroups; // fromEntries loses the per-key types that GROUPS guarantees
  return groups;
}
