import type {
  AvailabilityOutcome,
  AvailabilityRequest,
  AvailabilityResult,
  BookingArea,
  BookingMenu,
  BookingOccasion,
  BookingQuery,
  BookingRequest,
  BookingRequirements,
  BookingRestrictions,
  BookingResult,
  EnquiryResult,
  ISODate,
  ManagedBooking,
  ManagedBookingChange,
  ManagedBookingChangeResult,
  OccasionsResult,
  SlotsResult,
  TimeOfDay,
} from '../types';
import { ApiError, INVALID_RESPONSE } from '../errors';
import { readBookingHorizon } from './booking-horizon';
import { CONTENT_TTL_MS } from './content.api';
import { requestList, type EndpointContext } from './context';
import { route } from './registry';

/** Sent with create, events and enquiry. Default: a fresh random key per call, reused on the 401 retry. */
export interface SubmitOptions {
  idempotencyKey?: string;
}

export interface BookingApi {
  /**
   * The occasions that run on the date at the restaurant, and how far ahead it takes bookings.
   * Without a date: all its occasions and its horizon, for any day (never refused for the date).
   */
  getOccasions(storeId: number, date?: ISODate): Promise<OccasionsResult>;
  /** Never rejects: `{ success: false, message: 'Error checking availability' }` on any failure (spec §7). */
  checkAvailability(request: AvailabilityRequest): Promise<AvailabilityOutcome>;
  getAreas(query: BookingQuery): Promise<BookingArea[]>;
  /** The answer's `data.menus`. */
  getBookingMenus(query: BookingQuery & { time: TimeOfDay }): Promise<BookingMenu[]>;
  /** `areaId` null is sent as the string 'null'. A rejection with `errorCode` 4 means no slots. */
  getSlots(query: BookingQuery & { menuIds: string[]; areaId: string | null }): Promise<SlotsResult>;
  getRequirements(query: Omit<BookingQuery, 'dates'> & { bookingDate: ISODate; menuId: string; time: TimeOfDay; areaId: string | null }): Promise<BookingRequirements>;
  /** `bookingStatus` 9: the slot was just taken and nothing was booked. */
  createBooking(storeId: number, request: BookingRequest, options?: SubmitOptions): Promise<BookingResult>;
  /** For occasions with `isEvent` (e.g. Christmas Day). */
  createEventBooking(storeId: number, request: BookingRequest, options?: SubmitOptions): Promise<BookingResult>;
  createEnquiry(storeId: number, request: BookingRequest, options?: SubmitOptions): Promise<EnquiryResult>;
  getRestrictions(storeId: number, date: ISODate): Promise<BookingRestrictions>;
  /** `token` is the last path segment of the e-mailed manage link. */
  getManagedBooking(token: string): Promise<ManagedBooking>;
  cancelManagedBooking(token: string): Promise<ManagedBooking>;
  /** Moves the booking (same rules and lock as a new one); idempotent like create. */
  changeManagedBooking(token: string, change: ManagedBookingChange, options?: SubmitOptions): Promise<ManagedBookingChangeResult>;
}

const AVAILABILITY_ERROR = 'Error checking availability';

function queryValues(query: BookingQuery) {
  return { storeId: query.storeId, occasionId: query.occasionId, adults: query.adults, children: query.children, dates: query.dates.join(',') };
}

export function createBookingApi({ request, randomUUID, cache }: EndpointContext): BookingApi {
  const submit = <T>(target: ReturnType<typeof route>, body: BookingRequest, options: SubmitOptions = {}) =>
    request<T>(target, { body, idempotencyKey: options.idempotencyKey ?? randomUUID() });

  return {
    getOccasions(storeId, date) {
      const target = route('booking.getOccasions', { storeId, date });
      // What runs on a day is the restaurant's set-up, not its bookings: kept as content is (60 s),
      // so the booking strip on every restaurant page does not ask the brand API each time.
      return cache.get(target.path, CONTENT_TTL_MS, async () => {
        const body = await request<Partial<Record<keyof OccasionsResult, unknown>> | undefined>(target);
        if (!Array.isArray(body?.occasions)) {
          throw new ApiError(`${target.name}: the answer has no occasions list`, { status: 200, code: INVALID_RESPONSE, body });
        }
        return {
          storeId: typeof body.storeId === 'number' ? body.storeId : storeId,
          date: typeof body.date === 'string' ? body.date : (date ?? null),
          occasions: body.occasions as BookingOccasion[],
          bookingHorizon: readBookingHorizon(body.bookingHorizon),
        };
      });
    },
    async checkAvailability(body) {
      try {
        return { success: true, data: await request<AvailabilityResult>(route('booking.checkAvailability'), { body }) };
      } catch (error) {
        return { success: false, message: AVAILABILITY_ERROR, error };
      }
    },
    getAreas: (query) => requestList<BookingArea>(request, route('booking.getAreas', queryValues(query)), 'areas'),
    async getBookingMenus(query) {
      const answer = await request<{ data: { menus: BookingMenu[] } }>(route('booking.getBookingMenus', { ...queryValues(query), time: query.time }));
      return answer.data.menus;
    },
    getSlots: (query) =>
      request<SlotsResult>(route('booking.getSlots', { ...queryValues(query), menuIds: query.menuIds.join(','), areaId: query.areaId ?? 'null' })),
    getRequirements: (query) =>
      request<BookingRequirements>(route('booking.getRequirements', {
        storeId: query.storeId, occasionId: query.occasionId, adults: query.adults, children: query.children,
        bookingDate: query.bookingDate, menuId: query.menuId, time: query.time, areaId: query.areaId ?? 'null',
      })),
    createBooking: (storeId, body, options) => submit<BookingResult>(route('booking.createBooking', { storeId }), body, options),
    createEventBooking: (storeId, body, options) => submit<BookingResult>(route('booking.createEventBooking', { storeId }), body, options),
    createEnquiry: (storeId, body, options) => submit<EnquiryResult>(route('booking.createEnquiry', { storeId }), body, options),
    getRestrictions: (storeId, date) => request<BookingRestrictions>(route('booking.getRestrictions', { storeId, date })),
    getManagedBooking: (token) => request<ManagedBooking>(route('booking.getManagedBooking', { token })),
    cancelManagedBooking: (token) => request<ManagedBooking>(route('booking.cancelManagedBooking', { token })),
    changeManagedBooking: (token, body, options = {}) =>
      request<ManagedBookingChangeResult>(route('booking.changeManagedBooking', { token }), { body, idempotencyKey: options.idempotencyKey ?? randomUUID() }),
  };
}
