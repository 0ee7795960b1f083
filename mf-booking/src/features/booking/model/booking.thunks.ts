import { createAsyncThunk } from '@reduxjs/toolkit';
import type {
  AvailabilityResult,
  BookingArea,
  BookingHorizon,
  BookingMenu,
  BookingOccasion,
  BookingRequest,
  BookingRequirements,
  BookingSlot,
  OccasionsResult,
} from '@riviere/api-client';
import { BOOKING_MESSAGES, BOOKING_STATUS } from '@riviere/api-client';
import { filterByLinkGroup, slotWindow } from '@riviere/restaurant-rules';
import type { BookingServices } from '../../../shared/api';
import { autoSelection, preselectedSlot, storesWithSlots, type SlotChoice } from '../lib/availability';
import { bookingErrorMessage, bookingUnavailableText, cardErrorMessage, dateRefusal, isNoSlotsError } from '../lib/booking-messages';
import { isApiUnavailable } from '../lib/unavailable';
import { bookableRestaurants, type BookableRestaurant } from './bookable-restaurant';
import type { BookingState, Confirmation, Customer } from './booking.types';
import { restaurantOf, type Chosen } from './journey';
import { manageTokenOfUrl } from './journey-storage';

/** What thunks get besides the store: the brand API, analytics to the shell's bus, the clock. */
export interface BookingExtra {
  api: BookingServices;
  track(event: string, data?: Record<string, unknown>): void;
  now(): number;
}

interface Config<Rejected = never> {
  state: { booking: BookingState };
  extra: BookingExtra;
  rejectValue: Rejected;
}

/** A failure as the journey shows it: the no-slots error (code 4), the API out of reach, or a message. */
export interface StepFailure {
  noSlots: boolean;
  message: string | null;
  /** The brand API was out of reach (`isApiUnavailable`): online booking is unavailable for a moment. */
  unavailable?: boolean;
}

const NO_MENUS = 'Sorry, there are no menus available for this time, please choose another time.';

function stepFailure(error: unknown, track: BookingExtra['track'], where: string): StepFailure {
  if (isNoSlotsError(error)) {
    track('booking_unavailable', { step: where });
    return { noSlots: true, message: null };
  }
  if (isApiUnavailable(error)) return { noSlots: false, message: null, unavailable: true };
  return { noSlots: false, message: bookingErrorMessage(error) };
}

/**
 * The restaurant list, slimmed to what the journey reads as it comes in: the store (and so the
 * strip's carried state) holds no more. A failure says whether the API was out of reach.
 */
export const loadRestaurants = createAsyncThunk<BookableRestaurant[], void, Config<{ unavailable: boolean }>>(
  'booking/loadRestaurants',
  async (_, { extra, rejectWithValue }) => {
    try {
      return bookableRestaurants(await extra.api.content.searchRestaurants());
    } catch (error) {
      return rejectWithValue({ unavailable: isApiUnavailable(error) });
    }
  },
  { condition: (_, { getState }) => !['loading', 'ready'].includes(getState().booking.restaurantsStatus) },
);

/**
 * The occasions on the date and the restaurant's booking horizon. When the date has none (late in
 * the day, a closed day, a date beyond the horizon) the restaurant's undated answer still gives the
 * horizon: the rejection carries it, or null when that fails too.
 */
export const loadOccasions = createAsyncThunk<OccasionsResult, { storeId: number; date: string }, Config<{ bookingHorizon: BookingHorizon | null }>>(
  'booking/loadOccasions',
  async ({ storeId, date }, { extra, rejectWithValue }) => {
    try {
      return await extra.api.booking.getOccasions(storeId, date);
    } catch {
      const bookingHorizon = await extra.api.booking.getOccasions(storeId).then((answer) => answer.bookingHorizon, () => null);
      return rejectWithValue({ bookingHorizon });
    }
  },
  // What the store already has for this restaurant and date (a hydrated strip carries it) is not
  // asked again: the list, or the answer that there is none (late in the evening, no sitting left).
  {
    condition: ({ storeId, date }, { getState }) => {
      const s = getState().booking;
      const settled = s.occasionsStatus === 'ready' || s.occasionsStatus === 'failed';
      return !(settled && restaurantOf(s.journey) === storeId && s.selectedBookingDate === date);
    },
  },
);

export type AvailabilityOutcome =
  /** `auto`: the exact match the journey goes on with; `selected`: the slot highlighted in the list. */
  | { kind: 'results'; result: AvailabilityResult; auto: SlotChoice | null; selected: SlotChoice | null }
  | { kind: 'no-slots' }
  /** The date is beyond the restaurant's booking horizon: said at the date field, the search stops. */
  | { kind: 'date-refused'; message: string }
  /** The brand API is out of reach (`isApiUnavailable`): online booking is unavailable for a moment. */
  | { kind: 'unavailable' }
  | { kind: 'error'; message: string };

/** Step 1 → 2: availability for the chosen restaurant and its nearest other one (spec §4, §9). */
export const checkAvailability = createAsyncThunk<AvailabilityOutcome, void, Config>('booking/checkAvailability', async (_, { getState, extra }) => {
  const s = getState().booking;
  const storeId = restaurantOf(s.journey);
  if (storeId === null) return { kind: 'error', message: BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR };
  const outcome = await extra.api.booking.checkAvailability({
    stores: [{ storeId }],
    date: s.selectedBookingDate,
    time: s.selectedBookingTime,
    adultCovers: s.adultCovers,
    childrenCovers: s.childCovers,
    ...(s.occasionId !== null ? { occasionId: s.occasionId } : {}),
  });
  extra.track('booking_check_availability', { storeId, date: s.selectedBookingDate, covers: s.adultCovers + s.childCovers });
  if (!outcome.success) {
    if (isApiUnavailable(outcome.error)) return { kind: 'unavailable' };
    const refusal = dateRefusal(outcome.error);
    if (refusal) return { kind: 'date-refused', message: refusal };
    const failure = stepFailure(outcome.error, extra.track, 'availability');
    return failure.noSlots ? { kind: 'no-slots' } : { kind: 'error', message: failure.message ?? BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR };
  }
  if (storesWithSlots(outcome.data).length === 0) {
    extra.track('booking_unavailable', { step: 'availability' });
    return { kind: 'no-slots' };
  }
  return { kind: 'results', result: outcome.data, auto: autoSelection(outcome.data), selected: preselectedSlot(outcome.data) };
});

function occasionOf(s: BookingState, storeId: number, occasionId: number): BookingOccasion | undefined {
  return storeId === restaurantOf(s.journey) ? s.occasions.find((o) => o.id === occasionId) : undefined;
}

/** Picking a slot loads its menus, and areas where offered, narrowed by the occasion's link groups (spec §4, §5). */
export const pickSlot = createAsyncThunk<{ menus: BookingMenu[]; areas: BookingArea[] }, SlotChoice, Config<StepFailure>>(
  'booking/pickSlot',
  async (choice, { getState, extra, rejectWithValue }) => {
    const s = getState().booking;
    const query = { storeId: choice.storeId, occasionId: choice.occasionId, adults: s.adultCovers, children: s.childCovers, dates: [s.selectedBookingDate] };
    const occasion = occasionOf(s, choice.storeId, choice.occasionId);
    try {
      const [menus, areas] = await Promise.all([
        extra.api.booking.getBookingMenus({ ...query, time: choice.time }),
        extra.api.booking.getAreas(query).catch((error: unknown) => {
          if (isNoSlotsError(error)) throw error;
          return [] as BookingArea[]; // areas are optional: the restaurant seats the party
        }),
      ]);
      const offered = filterByLinkGroup(menus, occasion?.menuLinkGroup);
      if (offered.length === 0) return rejectWithValue({ noSlots: false, message: NO_MENUS });
      return { menus: offered, areas: filterByLinkGroup(areas, occasion?.areaLinkGroup) };
    } catch (error) {
      return rejectWithValue(stepFailure(error, extra.track, 'menus'));
    }
  },
);

/** Selecting a menu fetches the requirements: card guarantee, enquiry (spec §4 step 4). */
export const chooseMenu = createAsyncThunk<BookingRequirements, void, Config<StepFailure>>('booking/chooseMenu', async (_, { getState, extra, rejectWithValue }) => {
  const s = getState().booking;
  const j = s.journey;
  if (j.step !== 'menu' || j.menuId === null) return rejectWithValue({ noSlots: false, message: null });
  const { choice, menuId, areaId } = j;
  try {
    return await extra.api.booking.getRequirements({
      storeId: choice.storeId,
      occasionId: choice.occasionId,
      adults: s.adultCovers,
      children: s.childCovers,
      bookingDate: s.selectedBookingDate,
      menuId,
      time: choice.time,
      areaId,
    });
  } catch (error) {
    return rejectWithValue(stepFailure(error, extra.track, 'requirements'));
  }
});

export type SubmitOutcome =
  | { kind: 'card' }
  | { kind: 'confirmed'; confirmation: Confirmation; manageToken: string | null }
  | { kind: 'slot-taken'; slots: BookingSlot[]; first: SlotChoice | null }
  /** `unavailable`: the brand API was out of reach, and `message` says so with the restaurant's number. */
  | { kind: 'failed'; message: string; unavailable?: boolean };

function bookingRequest(s: BookingState, customer: Customer, chosen: Chosen): BookingRequest {
  const { choice } = chosen;
  const menu = chosen.menus.find((m) => m.id === chosen.menuId);
  return {
    restaurantId: choice.storeId,
    firstName: customer.firstName.trim(),
    lastName: customer.lastName.trim(),
    emailAddress: customer.email.trim(),
    mobilePhoneNumber: customer.phoneNumber.replace(/\s+/g, ''),
    diningDateTime: `${s.selectedBookingDate}T${choice.time}`,
    adultCovers: s.adultCovers,
    childCovers: s.childCovers,
    menuIds: [chosen.menuId],
    ...(menu ? { menuName: menu.name } : {}),
    shouldReceivePromotions: customer.shouldReceivePromotions,
    shouldReceiveSms: customer.shouldReceiveSms,
    ...(customer.specialRequest.trim() ? { specialRequest: customer.specialRequest.trim() } : {}),
    occasionId: choice.occasionId,
    bookingTime: choice.time,
    braintreeCustomerId: s.braintreeCustomerId,
    areaId: chosen.areaId,
  };
}

async function isEventOccasion(s: BookingState, extra: BookingExtra, choice: SlotChoice): Promise<boolean> {
  const known = occasionOf(s, choice.storeId, choice.occasionId);
  if (known) return known.isEvent;
  const occasions = await extra.api.booking
    .getOccasions(choice.storeId, s.selectedBookingDate)
    .then((answer) => answer.occasions)
    .catch(() => [] as BookingOccasion[]);
  return occasions.find((o) => o.id === choice.occasionId)?.isEvent ?? false;
}

/** After status 9: the slot was just taken. A fresh window of times around it (spec §4, §8). */
async function freshSlots(s: BookingState, extra: BookingExtra, chosen: Chosen): Promise<BookingSlot[]> {
  const { choice } = chosen;
  try {
    const answer = await extra.api.booking.getSlots({
      storeId: choice.storeId,
      occasionId: choice.occasionId,
      adults: s.adultCovers,
      children: s.childCovers,
      dates: [s.selectedBookingDate],
      menuIds: [chosen.menuId],
      areaId: chosen.areaId,
    });
    const times = answer.dates.flatMap((d) => d.times);
    const window = slotWindow(times.map((t) => t.time).filter((t) => t !== choice.time), choice.time);
    return window.times.flatMap((time) => times.filter((t) => t.time === time).slice(0, 1));
  } catch {
    return [];
  }
}

/**
 * Your details → a booking, an event booking or an enquiry (spec §4 steps 5–7). A card guarantee
 * goes through the card step first; status 9 comes back with a fresh list of times.
 */
export const submitBooking = createAsyncThunk<SubmitOutcome, Customer, Config>('booking/submit', async (customer, { getState, extra }) => {
  const s = getState().booking;
  const j = s.journey;
  if (j.step !== 'details' && j.step !== 'card') return { kind: 'failed', message: BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR };
  const { chosen } = j;
  const { choice, isEnquiry } = chosen;
  if (!isEnquiry && chosen.creditCardRequired && !s.braintreeCustomerId) return { kind: 'card' };
  const request = bookingRequest(s, customer, chosen);
  const confirmation = (kind: Confirmation['kind'], reference: string, message: string | null): Confirmation => ({
    kind,
    reference,
    storeId: choice.storeId,
    storeName: choice.storeName,
    date: s.selectedBookingDate,
    time: choice.time,
    adults: s.adultCovers,
    children: s.childCovers,
    menuName: request.menuName ?? null,
    message,
  });
  try {
    if (isEnquiry) {
      const result = await extra.api.booking.createEnquiry(choice.storeId, request);
      extra.track('booking_enquiry', { storeId: choice.storeId, covers: s.adultCovers + s.childCovers });
      return { kind: 'confirmed', confirmation: confirmation('enquiry', result.bookingReference, result.message), manageToken: null };
    }
    const event = await isEventOccasion(s, extra, choice);
    const result = await (event ? extra.api.booking.createEventBooking : extra.api.booking.createBooking)(choice.storeId, request);
    if (result.bookingStatus === BOOKING_STATUS.SLOT_TAKEN || !result.bookingReference) {
      extra.track('booking_slot_taken', { storeId: choice.storeId, time: choice.time });
      const slots = await freshSlots(s, extra, chosen);
      const first = slots[0] ? { ...choice, time: slots[0].time } : null;
      return { kind: 'slot-taken', slots, first };
    }
    extra.track('booking_complete', { storeId: choice.storeId, covers: s.adultCovers + s.childCovers, reference: result.bookingReference });
    const manageToken = manageTokenOfUrl(result.manageUrl);
    return { kind: 'confirmed', confirmation: confirmation(event ? 'event' : 'booking', result.bookingReference, result.message ?? null), manageToken };
  } catch (error) {
    if (isApiUnavailable(error)) {
      const phone = s.restaurants.find((r) => r.storeId === choice.storeId)?.phoneNumber ?? null;
      return { kind: 'failed', message: bookingUnavailableText(phone), unavailable: true };
    }
    return { kind: 'failed', message: bookingErrorMessage(error) };
  }
});

/** The card step: vault the card (a Braintree nonce) for the guarantee; its customer id goes with the booking. */
export const submitCard = createAsyncThunk<string, string, Config<string>>('booking/submitCard', async (nonce, { getState, extra, rejectWithValue }) => {
  const { customer } = getState().booking;
  try {
    const result = await extra.api.braintree.submit({ nonce, firstName: customer.firstName.trim(), lastName: customer.lastName.trim(), email: customer.email.trim() });
    return result.customerId;
  } catch (error) {
    return rejectWithValue(cardErrorMessage(error));
  }
});
