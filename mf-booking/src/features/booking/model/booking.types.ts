import type { BookingHorizon, BookingOccasion } from '@riviere/api-client';
import type { BookableRestaurant } from './bookable-restaurant';
import type { Journey } from './journey';

export { STEP_ORDER, type BookingStep } from './journey';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

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
  /** Where the guest is, with what each step has (`journey.ts`). */
  journey: Journey;
  /** The restaurant list, each with only what the journey reads (the strip's server render carries it). */
  restaurants: BookableRestaurant[];
  /** 'unavailable': the list failed because the brand API was out of reach (`isApiUnavailable`); 'failed': for another reason. */
  restaurantsStatus: LoadStatus | 'unavailable';
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
  /** The menu and area the guest last chose: offered again when the new time still has them. */
  preferred: { menuId: string | null; areaId: string | null };
  /** The card guarantee's vaulted customer, for this restaurant. */
  braintreeCustomerId: string | null;
  customer: Customer;
}
