import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PARTY, clampParty, partyForOccasion } from '../lib/covers';
import type { SlotChoice } from '../lib/availability';
import type { BookingState, BookingStep, Customer } from './booking.types';
import * as J from './journey';
import {
  checkAvailability,
  chooseMenu,
  loadOccasions,
  loadRestaurants,
  pickSlot,
  submitBooking,
  submitCard,
} from './booking.thunks';

const EMPTY_CUSTOMER: Customer = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};

/** Where a fresh journey starts: today's date in London and its default time (spec §4, §5). */
export interface JourneyStart {
  date: string;
  time: string;
  restaurantId?: number | null;
  adults?: number;
  /** The time came from a deep link: it stays when the date changes. */
  timeChosen?: boolean;
}

export function initialBookingState(start: JourneyStart): BookingState {
  const party = clampParty({ adults: start.adults ?? DEFAULT_PARTY.adults, children: 0 });
  return {
    journey: start.restaurantId ? J.partyStep(start.restaurantId) : J.restaurantStep(null),
    restaurants: [],
    restaurantsStatus: 'idle',
    selectedBookingDate: start.date,
    selectedBookingTime: start.time,
    timeChosen: start.timeChosen ?? false,
    adultCovers: party.adults,
    childCovers: party.children,
    occasions: [],
    occasionsStatus: 'idle',
    bookingHorizon: null,
    occasionId: null,
    preferred: { menuId: null, areaId: null },
    braintreeCustomerId: null,
    customer: EMPTY_CUSTOMER,
  };
}

const slice = createSlice({
  name: 'booking',
  initialState: initialBookingState({ date: '1970-01-01', time: '19:30' }),
  reducers: {
    /** A full reset (spec §4): step 1, data cleared, cover size 2; the restaurant too unless kept. */
    reset(state, action: PayloadAction<JourneyStart & { keepRestaurant?: boolean }>) {
      const { keepRestaurant, ...start } = action.payload;
      const restaurantId = keepRestaurant ? J.restaurantOf(state.journey) : (start.restaurantId ?? null);
      const next = initialBookingState({ ...start, restaurantId });
      return { ...next, restaurants: state.restaurants, restaurantsStatus: state.restaurantsStatus };
    },
    /** Choosing a restaurant starts the journey again from it (spec §4); what the visitor typed in the form stays. */
    restaurantChosen(state, action: PayloadAction<number | null>) {
      if (J.restaurantOf(state.journey) !== action.payload) {
        state.occasions = [];
        state.occasionsStatus = 'idle';
        state.bookingHorizon = null;
        state.occasionId = null;
        state.braintreeCustomerId = null;
      }
      state.journey = J.chooseRestaurant(state.journey, action.payload);
    },
    /** Continue from a restaurant that books online. */
    restaurantConfirmed(state) {
      state.journey = J.continueToParty(state.journey);
    },
    /** Edit buttons and the browser's Back: an earlier section opens again with what the guest chose. */
    editStep(state, action: PayloadAction<BookingStep>) {
      state.journey = J.backTo(state.journey, action.payload);
    },
    /** A reload on the card step: details straight on to it. */
    cardRequested(state) {
      state.journey = J.toCard(state.journey);
    },
    /** A journey put back as it was (a reload on the confirmation). */
    journeyRestored(state, action: PayloadAction<J.Journey>) {
      state.journey = action.payload;
    },
    /** `defaultTime` is the new date's default time: 19:30, or the rounded next hour today. */
    dateChanged(state, action: PayloadAction<{ date: string; defaultTime: string }>) {
      const { date, defaultTime } = action.payload;
      if (state.selectedBookingDate !== date) state.occasionsStatus = 'idle';
      state.selectedBookingDate = date;
      if (!state.timeChosen) state.selectedBookingTime = defaultTime;
      state.journey = J.searchChanged(state.journey);
    },
    timeChanged(state, action: PayloadAction<string>) {
      state.selectedBookingTime = action.payload;
      state.timeChosen = true;
      state.journey = J.searchChanged(state.journey);
    },
    partyChanged(state, action: PayloadAction<{ adults: number; children: number }>) {
      const party = clampParty(action.payload);
      state.adultCovers = party.adults;
      state.childCovers = party.children;
      state.journey = J.searchChanged(state.journey);
    },
    /** Changing the occasion resets covers to its minimum with no children (spec §4). */
    occasionChanged(state, action: PayloadAction<number | null>) {
      state.occasionId = action.payload;
      const occasion = state.occasions.find((o) => o.id === action.payload) ?? null;
      const party = partyForOccasion(occasion);
      state.adultCovers = party.adults;
      state.childCovers = party.children;
      state.journey = J.searchChanged(state.journey);
    },
    slotHighlighted(state, action: PayloadAction<SlotChoice>) {
      state.journey = J.slotHighlighted(state.journey, action.payload);
    },
    menuSelected(state, action: PayloadAction<string>) {
      state.preferred.menuId = action.payload;
      state.journey = J.menuSelected(state.journey, action.payload);
    },
    areaSelected(state, action: PayloadAction<string | null>) {
      state.preferred.areaId = action.payload;
      state.journey = J.areaSelected(state.journey, action.payload);
    },
    customerChanged(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadRestaurants.pending, (state) => {
        state.restaurantsStatus = 'loading';
      })
      .addCase(loadRestaurants.fulfilled, (state, action) => {
        state.restaurants = action.payload;
        state.restaurantsStatus = 'ready';
      })
      .addCase(loadRestaurants.rejected, (state, action) => {
        state.restaurantsStatus = action.payload?.unavailable ? 'unavailable' : 'failed';
      })
      .addCase(loadOccasions.pending, (state) => {
        state.occasionsStatus = 'loading';
      })
      .addCase(loadOccasions.fulfilled, (state, action) => {
        if (action.meta.arg.storeId !== J.restaurantOf(state.journey)) return;
        // The horizon is the restaurant's, whatever the date asked about.
        state.bookingHorizon = action.payload.bookingHorizon;
        if (action.meta.arg.date !== state.selectedBookingDate) return;
        const { occasions } = action.payload;
        state.occasions = occasions;
        state.occasionsStatus = 'ready';
        if (!occasions.some((o) => o.id === state.occasionId)) state.occasionId = null;
      })
      .addCase(loadOccasions.rejected, (state, action) => {
        // The occasion list is a refinement: without it the API picks the occasion by time.
        const horizon = action.payload?.bookingHorizon ?? null;
        if (horizon !== null && action.meta.arg.storeId === J.restaurantOf(state.journey)) state.bookingHorizon = horizon;
        state.occasions = [];
        state.occasionsStatus = 'failed';
        state.occasionId = null;
      })
      .addCase(checkAvailability.pending, (state) => {
        state.journey = J.availabilityChecking(state.journey);
      })
      .addCase(checkAvailability.fulfilled, (state, action) => {
        state.journey = J.availabilityChecked(state.journey, action.payload);
      })
      .addCase(pickSlot.pending, (state, action) => {
        state.journey = J.slotPicked(state.journey, action.meta.arg, action.meta.requestId, state.preferred);
      })
      .addCase(pickSlot.fulfilled, (state, action) => {
        state.journey = J.menusLoaded(state.journey, action.meta.requestId, action.payload);
      })
      .addCase(pickSlot.rejected, (state, action) => {
        state.journey = J.menusFailed(state.journey, action.meta.requestId, action.payload ?? { noSlots: false, message: null });
      })
      .addCase(chooseMenu.pending, (state) => {
        state.journey = J.requirementsLoading(state.journey);
      })
      .addCase(chooseMenu.fulfilled, (state, action) => {
        state.journey = J.requirementsLoaded(state.journey, action.payload);
      })
      .addCase(chooseMenu.rejected, (state, action) => {
        state.journey = J.requirementsFailed(state.journey, action.payload ?? { noSlots: false, message: null });
      })
      .addCase(submitBooking.pending, (state, action) => {
        state.customer = action.meta.arg;
        state.journey = J.submitting(state.journey);
      })
      .addCase(submitBooking.fulfilled, (state, action) => {
        state.journey = J.submitted(state.journey, action.payload);
      })
      .addCase(submitCard.pending, (state) => {
        state.journey = J.cardChecking(state.journey);
      })
      .addCase(submitCard.fulfilled, (state, action) => {
        state.braintreeCustomerId = action.payload;
        state.journey = J.cardAccepted(state.journey);
      })
      .addCase(submitCard.rejected, (state, action) => {
        state.journey = J.cardRefused(state.journey, action.payload ?? null);
      });
  },
});

export const bookingActions = slice.actions;
export const bookingReducer = slice.reducer;
