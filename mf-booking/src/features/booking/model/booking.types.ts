import type { AvailabilityResult, BookingArea, BookingHorizon, BookingMenu, BookingOccasion, BookingSlot } from '@riviere/api-client';
import type { BookableRestaurant } from './bookable-restaurant';
import type { SlotChoice } from '../lib/availability';

/**
 * The sections of the journey, in order (spec §2, §4): restaurant; table size, time and date;
 * restaurant and time (availability); menu (and area); your details; card guarantee; confirmation.
 */
export type BookingStep = 'restaurant' | 'party' | 'slot' | 'menu' | 'details' | 'card' | 'confirmation';
export const STEP_ORDER: readonly BookingStep[] = ['restaurant', 'party', 'slot', 'menu', 'details', 'card', 'confirmation'];

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
}

type BookingKind = 'booking' | 'event' | 'enquiry';

export interface Confirmation {
  kind: BookingKind;
  reference: string;
  storeId: number;
  storeName: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  menuName: string | null;
  message: string | null;
}

export interface BookingState {
  step: BookingStep;
  /** The restaurant list, each with only what the journey reads (the strip's server render carries it). */
  restaurants: BookableRestaurant[];
  restaurantsStatus: LoadStatus;
  restaurantId: number | null;
  selectedBookingDate: string;
  selectedBookingTime: string;
  /** The visitor picked the time; until then it follows the date's default (spec §4, §5). */
  timeChosen: boolean;
  adultCovers: number;
  childCovers: number;
  occasions: BookingOccasion[];
  occasionsStatus: LoadStatus;
  /**
   * How far ahead the chosen restaurant takes bookings, from its occasions answer (its undated one
   * when the date has no occasions); null until one says. Kept when a later call cannot say,
   * forgotten with the restaurant.
   */
  bookingHorizon: BookingHorizon | null;
  /** null: the occasion whose hours hold the time. */
  occasionId: number | null;
  availability: AvailabilityResult | null;
  availabilityStatus: LoadStatus;
  /** The API refused the date (beyond the booking horizon): its reason, shown at the date field. */
  dateRefusal: string | null;
  /** No slots (API code 4, or nothing free): the no-availability message, continue disabled. */
  slotsError: boolean;
  /** A fresh list of times after a slot was taken (status 9). */
  slots: BookingSlot[] | null;
  /** The slot highlighted in the list, not yet confirmed. */
  pendingSlot: SlotChoice | null;
  choice: SlotChoice | null;
  restaurantMenus: BookingMenu[];
  restaurantAreas: BookingArea[];
  menusStatus: LoadStatus;
  /** The menus request whose answer counts (a newer pick wins). */
  menusRequest: string | null;
  selectedMenu: string | null;
  selectedArea: string | null;
  requirementsStatus: LoadStatus;
  creditCardRequired: boolean;
  isEnquiry: boolean;
  braintreeCustomerId: string | null;
  customer: Customer;
  submitStatus: LoadStatus;
  cardStatus: LoadStatus;
  cardError: string | null;
  /** A booking call failed: spec §8 wording. */
  bookingError: string | null;
  slotTaken: boolean;
  confirmation: Confirmation | null;
}
