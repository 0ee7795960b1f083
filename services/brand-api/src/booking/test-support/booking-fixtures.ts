import type { BookingRequest } from '@riviere/api-client';
import type { TestApp } from '../../test-support/test-app';
import { caller } from '../../test-support/test-app';

/** Booking suites run on a fixed clock: Saturday 21 November 2026, 12:00 in London (GMT). */
export const NOW = Date.UTC(2026, 10, 21, 12, 0);
export const TODAY = '2026-11-21';
/** A Saturday two weeks on, with ordinary hours everywhere. */
export const SATURDAY = '2026-12-05';

export const COVENT_GARDEN = 118;
export const GREENWICH = 119;
/** Occasion ids are storeId * 100 + the seed's code: 1 Lunch, 2 Dinner, 3 Afternoon Tea, 4 Christmas Day, 5 Private Dining. */
export const occasion = (storeId: number, code: 1 | 2 | 3 | 4 | 5) => storeId * 100 + code;

let emails = 0;
export function bookingBody(overrides: Partial<BookingRequest> = {}): BookingRequest {
  const storeId = overrides.restaurantId ?? COVENT_GARDEN;
  const time = overrides.bookingTime ?? '19:30';
  return {
    restaurantId: storeId,
    firstName: 'Amélie',
    lastName: "O'Neill",
    emailAddress: `guest-${++emails}@example.com`,
    mobilePhoneNumber: '07700 900 123',
    diningDateTime: `${SATURDAY}T${time}`,
    adultCovers: 2,
    childCovers: 0,
    menuIds: ['a-la-carte'],
    menuName: 'À la carte',
    shouldReceivePromotions: false,
    shouldReceiveSms: true,
    specialRequest: 'A table by the window, please; it is a birthday.',
    occasionId: occasion(storeId, 2),
    bookingTime: time,
    ...overrides,
  };
}

/** POST a booking the way a browser would, with an optional Idempotency-Key. */
export function submit(t: TestApp, kind: 'create' | 'events' | 'enquiry', body: BookingRequest, key?: string) {
  return caller(t).post(`/api/booking/${kind}/${body.restaurantId}`, body, key ? { 'idempotency-key': key } : {});
}

/** A vaulted card customer from the offline gateway. */
export async function cardCustomer(t: TestApp, nonce = 'fake-valid-nonce'): Promise<string> {
  const response = await caller(t).post('/api/v1/braintree/submit', { nonce, firstName: 'Amélie', lastName: "O'Neill", email: 'card@example.com' });
  return response.json().customerId;
}

/** The signed token of a manage link (the guest's page, `/booking/{reference}/{signature}`): `{reference}.{signature}`. */
export const manageToken = (manageUrl: string) => new URL(manageUrl).pathname.split('/').slice(-2).join('.');
/** The API path of a manage link's booking (the site proxies /api/* to the API). */
export const managePath = (manageUrl: string) => `/api/booking/manage/${manageToken(manageUrl)}`;
