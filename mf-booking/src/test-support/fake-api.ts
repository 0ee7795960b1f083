import { EMPTY } from 'rxjs';
import type { AvailabilityResult, BookingHorizon, BookingMenu, BookingOccasion, ManagedBooking, RestaurantLocation, StoreAvailability } from '@riviere/api-client';
import type { EventBus, RemoteLocation, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import type { BookingServices } from '../shared/api';

export const TEST_CONFIG: SiteConfig = { brandKey: 'test-brand', siteName: 'Maison Rivière', apiBase: '' };
/** 21 November 2026, 10:00 in London (GMT). */
const NOW = Date.parse('2026-11-21T10:00:00Z');
export const now = () => NOW;

/** Noon to ten every day: the finder shows it, the journey never reads it. */
const NOON_TO_TEN = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}Open`, '12:00'],
    [`${day}Close`, '22:00'],
    [`${day}ClickCollectClose`, '21:30'],
  ]),
) as unknown as RestaurantLocation['openingHours']; // every key of the seven days is there

/** A restaurant as the API answers it: the finder's fields (hours, story, tiles…) too, which the journey does not keep. */
function restaurant(storeId: number, slug: string, overrides: Partial<RestaurantLocation> = {}): RestaurantLocation {
  return {
    storeId,
    bookATableWidgetId: `w-${storeId}`,
    title: `Maison Rivière ${slug[0]!.toUpperCase()}${slug.slice(1)}`,
    slug,
    city: 'london',
    addressLine1: '1 High Street',
    addressLine2: '',
    addressCity: 'London',
    postcode: 'SE10 9AA',
    phoneNumber: '020 7946 0119',
    email: `${slug}@maison-riviere.example`,
    lat: 51.48027,
    lng: -0.01387,
    addressLocation: { lat: 51.48027, lon: -0.01387 },
    enableBookings: true,
    bookingProviderUrl: null,
    isHolidayPark: false,
    hideRestaurantDetailPage: false,
    heroTiles: [{ imageUrl: `https://images.example.com/${slug}.jpg`, alt: 'The dining room' }],
    clickCollect: true,
    about: `The story of ${slug}, told at length on the restaurant's page.`,
    amenities: ['Wheelchair accessible'],
    awards: [],
    socialMediaItems: [{ linkText: 'Instagram', linkUrl: `https://instagram.example.com/${slug}` }],
    takeawayServices: [{ name: 'Click & Collect', url: `https://order.example.com/${slug}` }],
    openingHours: NOON_TO_TEN,
    specialHours: [],
    ...overrides,
  };
}

const RESTAURANTS = [
  restaurant(119, 'greenwich'),
  restaurant(114, 'o2'),
  restaurant(116, 'st-pauls', { bookingProviderUrl: 'https://book.example.com/st-pauls' }),
  restaurant(129, 'witney', { city: 'witney', addressCity: 'Witney', enableBookings: false }),
  restaurant(109, 'longleat-forest', { city: 'longleat-forest', addressCity: 'Warminster', isHolidayPark: true }),
];

export const DINNER: BookingOccasion = {
  id: 11902,
  name: 'Dinner',
  minimumCovers: 1,
  maximumCovers: 100,
  startTime: '17:00',
  endTime: '23:45',
  isEvent: false,
  isPlaceAsEnquiryEnabled: false,
  isCardGuaranteeRequired: false,
  menuLinkGroup: { type: 'exclusive', links: ['kids'] },
  areaLinkGroup: null,
};
/** The brand's 180 days from 21 November 2026: the last bookable day is Thursday 20 May 2027. */
export const HORIZON: BookingHorizon = { days: 180, lastDate: '2027-05-20' };
export const PRIVATE_DINING: BookingOccasion = { ...DINNER, id: 11905, name: 'Private Dining', minimumCovers: 10, maximumCovers: 40, isPlaceAsEnquiryEnabled: true };

export const MENUS: BookingMenu[] = [
  { id: 'a-la-carte', name: 'À la carte', description: 'Our full brasserie menu.', contentMenuId: 'a-la-carte' },
  { id: 'set-menu', name: 'Prix fixe', description: 'Two or three courses.', contentMenuId: 'set-menu' },
];

export function store(storeId: number, overrides: Partial<StoreAvailability> = {}): StoreAvailability {
  return {
    storeId,
    storeName: RESTAURANTS.find((r) => r.storeId === storeId)?.title ?? `Store ${storeId}`,
    occasionId: storeId * 100 + 2,
    exactMatch: true,
    isFirstChoice: storeId === 119,
    miles: storeId === 119 ? 0 : 1.8,
    timeSlots: ['18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15'].map((time) => ({ time })),
    isPlaceAsEnquiryEnabled: false,
    minimumCovers: 1,
    ...overrides,
  };
}

export function availability(stores: StoreAvailability[] = [store(119), store(114)]): AvailabilityResult {
  return { date: '2026-11-21', time: '19:30', stores };
}

type Fake<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : never };
type Fn = (...args: never[]) => unknown;

/** A jest mock typed as the API function it stands for. */
function mock<F extends Fn>(impl: (...args: Parameters<F>) => ReturnType<F>): jest.Mock<ReturnType<F>, Parameters<F>> {
  return jest.fn(impl);
}

type B = BookingServices['booking'];
type T = BookingServices['braintree'];
export interface FakeApi {
  booking: Fake<BookingServices['booking']>;
  braintree: Fake<BookingServices['braintree']>;
  content: Fake<BookingServices['content']>;
  contact: Fake<BookingServices['contact']>;
}

/** A guest's booking behind a manage link: Greenwich, Tuesday 1 December at 19:30 for 2, changeable until 17:30. */
export const MANAGED: ManagedBooking = {
  bookingReference: 'MR-ABCD2345', status: 'confirmed', kind: 'booking',
  restaurant: { storeId: 119, title: 'Maison Rivière Greenwich', address: '1 High Street, London SE10 9AA', phoneNumber: '020 7946 0119' },
  occasionName: 'Dinner', areaName: 'Terrace', date: '2026-12-01', time: '19:30', adultCovers: 2, childCovers: 0, menuNames: ['À la carte'],
  firstName: 'Amélie', lastName: "O'Neill", canCancel: true, calendarUrl: '/api/booking/manage/MR-ABCD2345.sig/calendar.ics',
  storeId: 119, occasionId: 11902, menuIds: ['a-la-carte'], specialRequest: 'A table by the window', restaurantPath: '/restaurants/london/greenwich',
  lat: 51.48027, lng: -0.01387, canChange: true, changeUntil: { date: '2026-12-01', time: '17:30' }, changedAt: null, cancelledAt: null, hasCardGuarantee: false,
  email: 'amelie@example.com',
};

/** A brand API where Greenwich is free at 19:30 for 2, with two dinner menus. */
export function createFakeApi(): FakeApi {
  return {
    booking: {
      getOccasions: mock<B['getOccasions']>(async (storeId, date) => ({ storeId, date: date ?? null, occasions: [DINNER, PRIVATE_DINING], bookingHorizon: HORIZON })),
      checkAvailability: mock<B['checkAvailability']>(async (request) => ({ success: true as const, data: { ...availability(), time: request.time ?? '19:30' } })),
      getAreas: mock<B['getAreas']>(async () => [
        { id: 'restaurant', name: 'Restaurant' },
        { id: 'terrace', name: 'Terrace' },
      ]),
      getBookingMenus: mock<B['getBookingMenus']>(async () => MENUS),
      getSlots: mock<B['getSlots']>(async () => ({ dates: [{ date: '2026-11-21', times: ['19:00', '19:15', '19:45', '20:00'].map((time) => ({ time, canEnquire: false })) }] })),
      getRequirements: mock<B['getRequirements']>(async () => ({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false })),
      createBooking: mock<B['createBooking']>(async () => ({ bookingReference: 'MR-TEST01', bookingStatus: 1 })),
      createEventBooking: mock<B['createEventBooking']>(async () => ({ bookingReference: 'MR-EVENT1', bookingStatus: 1 })),
      createEnquiry: mock<B['createEnquiry']>(async () => ({ bookingReference: 'EQ-TEST01', message: 'Thank you for your enquiry.' })),
      getManagedBooking: mock<B['getManagedBooking']>(async () => MANAGED),
      cancelManagedBooking: mock<B['cancelManagedBooking']>(async () => ({ ...MANAGED, status: 'cancelled', canCancel: false, canChange: false })),
      changeManagedBooking: mock<B['changeManagedBooking']>(async (_token, change) => ({
        bookingStatus: 1,
        booking: { ...MANAGED, date: change.date, time: change.time, adultCovers: change.adultCovers, childCovers: change.childCovers, changedAt: '2026-11-21T10:05:00Z' },
      })),
    },
    braintree: {
      getToken: mock<T['getToken']>(async () => ({ clientToken: 'offline-test-gateway:abc', testMode: true })),
      submit: mock<T['submit']>(async () => ({ success: true as const, customerId: 'test-customer' })),
    },
    content: { searchRestaurants: mock<BookingServices['content']['searchRestaurants']>(async () => RESTAURANTS) },
    contact: { sendGroupBooking: mock<BookingServices['contact']['sendGroupBooking']>(async () => ({ statusCode: 200, reference: 'GE-1234' })) },
  };
}

export function toLocation(to: string): RemoteLocation {
  const url = new URL(to, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createRecordingBus(): EventBus & { events: ShellEvent[] } {
  const events: ShellEvent[] = [];
  return { events, emit: (event) => void events.push(event), events$: EMPTY };
}
