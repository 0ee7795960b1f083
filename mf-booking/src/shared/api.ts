import type { ApiClient, BookingApi, BraintreeApi, ContactApi, ContentApi } from '@riviere/api-client';
import { createApiAccess } from '@riviere/remote-kit';

/** The brand API calls this remote makes: a narrow slice, so tests hand in fakes. */
export interface BookingServices {
  booking: Pick<
    BookingApi,
    | 'getOccasions' | 'checkAvailability' | 'getAreas' | 'getBookingMenus' | 'getSlots' | 'getRequirements' | 'createBooking' | 'createEventBooking' | 'createEnquiry'
    | 'getManagedBooking' | 'cancelManagedBooking' | 'changeManagedBooking'
  >;
  braintree: Pick<BraintreeApi, 'getToken' | 'submit'>;
  content: Pick<ContentApi, 'searchRestaurants'>;
  contact: Pick<ContactApi, 'sendGroupBooking'>;
}

/** The client's own groups, so its token, session id and restaurant cache are the ones used. */
export function selectBookingServices(client: ApiClient): BookingServices {
  return { booking: client.booking, braintree: client.braintree, content: client.content, contact: client.contact };
}

/**
 * One client per site configuration, kept across updates and remounts (its token, session id
 * and restaurant cache survive a closed and reopened modal).
 */
export const { apiClientFor, apiForServer, ApiContext, useApi: useBookingServices } = createApiAccess<BookingServices>('booking', selectBookingServices);
