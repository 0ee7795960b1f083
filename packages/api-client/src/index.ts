/** Public surface of @riviere/api-client. Everything else is internal. */
export { VERSION } from './version';
export { createApiClient } from './client';
export { createTtlCache } from './cache';
export type { TtlCache, TtlCacheOptions } from './cache';
export { API_ACTIVITY_EVENT } from './activity';
export type { ApiClient, ApiClientOptions, EndpointGroups } from './client';
export type { StorageLike } from './storage';
export { ENDPOINTS } from './endpoints/registry';
export type { EndpointName, EndpointSpec, HttpMethod } from './endpoints/registry';
export type { ContentApi } from './endpoints/content.api';
export type { ContactApi } from './endpoints/contact.api';
export type { PreferencesApi } from './endpoints/preferences.api';
export type { JobsApi } from './endpoints/jobs.api';
export type { OffersApi } from './endpoints/offers.api';
export type { GeoApi } from './endpoints/geo.api';
export type { SignupApi } from './endpoints/signup.api';
export type { ReferralApi } from './endpoints/referral.api';
export type { SocialApi } from './endpoints/social.api';
export type { VenuesApi } from './endpoints/venues.api';
export type { RecaptchaApi } from './endpoints/recaptcha.api';
export type { BookingApi } from './endpoints/booking.api';
export type { BraintreeApi } from './endpoints/braintree.api';
export {
  ApiError,
  NETWORK_ERROR,
  INVALID_RESPONSE,
  BOOKING_MESSAGES,
  BOOKING_NO_SLOTS_ERROR,
  SERVER_MESSAGE_CODES,
  SEARCH_MESSAGES,
  CARD_MESSAGES,
  JOB_MESSAGES,
  CAPTCHA_MESSAGES,
  OTHER_MESSAGES,
  messageFor,
} from './errors';
export type { ApiErrorInit, MessageCode } from './errors';
export {
  FIELD_LABELS,
  FIELD_MESSAGES,
  FIELD_RULE_MESSAGES,
  FORM_MESSAGES,
  REFUSAL_MESSAGES,
  fieldMessage,
  fieldNameOf,
  guestMessage,
  sizeInWords,
} from './guest-messages';
export type { GuestMessageOptions } from './guest-messages';
export * from './types';
