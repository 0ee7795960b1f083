import { createContext, useContext } from 'react';
import { createApiClient, type BookingApi, type BraintreeApi, type ContactApi, type ContentApi } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';

/** The brand API calls this remote makes: a narrow slice, so tests hand in fakes. */
export interface BookingServices {
  booking: Pick<
    BookingApi,
    'getOccasions' | 'checkAvailability' | 'getAreas' | 'getBookingMenus' | 'getSlots' | 'getRequirements' | 'createBooking' | 'createEventBooking' | 'createEnquiry'
  >;
  braintree: Pick<BraintreeApi, 'getToken' | 'submit'>;
  content: Pick<ContentApi, 'searchRestaurants'>;
  contact: Pick<ContactApi, 'sendGroupBooking'>;
}

const clients = new Map<string, BookingServices>();

/**
 * One client per site configuration, kept across updates and remounts (its token, session id
 * and restaurant cache survive a closed and reopened modal). `apiBase` '' = this page's origin.
 */
export function apiClientFor(config: SiteConfig): BookingServices {
  const key = `${config.brandKey}\n${config.apiBase}`;
  let client = clients.get(key);
  if (!client) {
    const baseUrl = config.apiBase.replace(/\/+$/, '');
    const api = createApiClient({ brandKey: config.brandKey, baseUrl, tokenUrl: `${baseUrl}/api/token`, initialToken: config.token });
    client = { booking: api.booking, braintree: api.braintree, content: api.content, contact: api.contact };
    clients.set(key, client);
  }
  return client;
}

export const ApiContext = createContext<BookingServices | null>(null);

export function useBookingServices(): BookingServices {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useBookingServices must be used inside <ApiContext.Provider>');
  return api;
}
