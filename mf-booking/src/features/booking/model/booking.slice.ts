import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PARTY, clampParty, partyForOccasion } from '../lib/covers';
import type { SlotChoice } from '../lib/availability';
import type { BookingState, BookingStep, Customer } from './booking.types';
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
    step: start.restaurantId ? 'party' : 'restaurant',
    restaurants: [],
    restaurantsStatus: 'idle',
    restaurantId: start.restaurantId ?? null,
    selectedBookingDate: start.date,
    selectedBookingTime: start.time,
    timeChosen: start.timeChosen ?? false,
    adultCovers: party.adults,
    childCovers: party.children,
    occasions: [],
    occasionsStatus: 'idle',
    bookingHorizon: null,
    occasionId: null,
    availability: null,
    availabilityStatus: 'idle',
    dateRefusal: null,
    slotsError: false,
    slots: null,
    pendingSlot: null,
    choice: null,
    restaurantMenus: [],
    restaurantAreas: [],
    menusStatus: 'idle',
    menusRequest: null,
    selectedMenu: null,
    selectedArea: null,
    requirementsStatus: 'idle',
    creditCardRequired: false,
    isEnquiry: false,
    braintreeCustomerId: null,
    customer: EMPTY_CUSTOMER,
    submitStatus: 'idle',
    cardStatus: 'idle',
    cardError: null,
    bookingError: null,
    slotTaken: false,
    confirmation: null,
  };
}

/** Clears what follows the menu: the requirement flags and anything submitted. */
function clearRequirements(state: BookingState): void {
  state.requirementsStatus = 'idle';
  state.creditCardRequired = false;
  state.isEnquiry = false;
  state.submitStatus = 'idle';
  state.cardStatus = 'idle';
  state.cardError = null;
  state.bookingError = null;
  state.confirmation = null;
}

function clearMenus(state: BookingState): void {
  state.choice = null;
  state.restaurantMenus = [];
  state.restaurantAreas = [];
  state.menusStatus = 'idle';
  state.menusRequest = null;
  state.selectedArea = null;
  clearRequirements(state);
}

/** Editing the date (or anything in its section) resets from availability onward (spec §4). */
function clearAvailability(state: BookingState): void {
  state.availability = null;
  state.availabilityStatus = 'idle';
  state.dateRefusal = null;
  state.slotsError = false;
  state.slots = null;
  state.pendingSlot = null;
  state.slotTaken = false;
  clearMenus(state);
}

const slice = createSlice({
  name: 'booking',
  initialState: initialBookingState({ date: '1970-01-01', time: '19:30' }),
  reducers: {
    /** A full reset (spec §4): step 1, data cleared, cover size 2; the restaurant too unless kept. */
    reset(state, action: PayloadAction<JourneyStart & { keepRestaurant?: boolean }>) {
      const { keepRestaurant, ...start } = action.payload;
      const next = initialBookingState({ ...start, restaurantId: keepRestaurant ? state.restaurantId : (start.restaurantId ?? null) });
      Object.assign(state, { ...next, restaurants: state.restaurants, restaurantsStatus: state.restaurantsStatus });
    },
    /** Choosing a restaurant resets everything after it (spec §4); what the visitor typed in the form stays. */
    restaurantChosen(state, action: PayloadAction<number | null>) {
      if (state.restaurantId !== action.payload) {
        state.occasions = [];
        state.occasionsStatus = 'idle';
        state.bookingHorizon = null;
        state.occasionId = null;
        state.braintreeCustomerId = null;
      }
      state.restaurantId = action.payload;
      clearAvailability(state);
    },
    stepSet(state, action: PayloadAction<BookingStep>) {
      state.step = action.payload;
    },
    /** Edit buttons: the section opens again and what depended on it is cleared. */
    editStep(state, action: PayloadAction<BookingStep>) {
      const step = action.payload;
      if (step === 'restaurant' || step === 'party') clearAvailability(state);
      if (step === 'slot') {
        clearMenus(state);
        state.slotTaken = false;
      }
      if (step === 'menu') clearRequirements(state);
      if (step === 'details') {
        state.bookingError = null;
        state.cardError = null;
        state.cardStatus = 'idle';
      }
      state.step = step;
    },
    /** `defaultTime` is the new date's default time: 19:30, or the rounded next hour today. */
    dateChanged(state, action: PayloadAction<{ date: string; defaultTime: string }>) {
      const { date, defaultTime } = action.payload;
      if (state.selectedBookingDate !== date) state.occasionsStatus = 'idle';
      state.selectedBookingDate = date;
      if (!state.timeChosen) state.selectedBookingTime = defaultTime;
      clearAvailability(state);
    },
    timeChanged(state, action: PayloadAction<string>) {
      state.selectedBookingTime = action.payload;
      state.timeChosen = true;
      clearAvailability(state);
    },
    partyChanged(state, action: PayloadAction<{ adults: number; children: number }>) {
      const party = clampParty(action.payload);
      state.adultCovers = party.adults;
      state.childCovers = party.children;
      clearAvailability(state);
    },
    /** Changing the occasion resets covers to its minimum with no children (spec §4). */
    occasionChanged(state, action: PayloadAction<number | null>) {
      state.occasionId = action.payload;
      const occasion = state.occasions.find((o) => o.id === action.payload) ?? null;
      const party = partyForOccasion(occasion);
      state.adultCovers = party.adults;
      state.childCovers = party.children;
      clearAvailability(state);
    },
    slotHighlighted(state, action: PayloadAction<SlotChoice>) {
      state.pendingSlot = action.payload;
    },
    menuSelected(state, action: PayloadAction<string>) {
      state.selectedMenu = action.payload;
      clearRequirements(state);
    },
    areaSelected(state, action: PayloadAction<string | null>) {
      state.selectedArea = action.payload;
      clearRequirements(state);
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
      .addCase(loadRestaurants.rejected, (state) => {
        state.restaurantsStatus = 'failed';
      })
      .addCase(loadOccasions.pending, (state) => {
        state.occasionsStatus = 'loading';
      })
      .addCase(loadOccasions.fulfilled, (state, action) => {
        if (action.meta.arg.storeId !== state.restaurantId) return;
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
        if (horizon !== null && action.meta.arg.storeId === state.restaurantId) state.bookingHorizon = horizon;
        state.occasions = [];
        state.occasionsStatus = 'failed';
        state.occasionId = null;
      })
      .addCase(checkAvailability.pending, (state) => {
        clearAvailability(state);
        state.availabilityStatus = 'loading';
        state.bookingError = null;
      })
      .addCase(checkAvailability.fulfilled, (state, action) => {
        const outcome = action.payload;
        if (outcome.kind === 'date-refused') {
          state.availabilityStatus = 'failed';
          state.dateRefusal = outcome.message;
          return;
        }
        state.step = 'slot';
        state.availabilityStatus = outcome.kind === 'error' ? 'failed' : 'ready';
        if (outcome.kind === 'error') state.bookingError = outcome.message;
        if (outcome.kind === 'no-slots') state.slotsError = true;
        if (outcome.kind === 'results') {
          state.availability = outcome.result;
          state.pendingSlot = outcome.selected;
        }
      })
      .addCase(pickSlot.pending, (state, action) => {
        clearMenus(state);
        state.choice = action.meta.arg;
        state.pendingSlot = action.meta.arg;
        state.menusStatus = 'loading';
        state.menusRequest = action.meta.requestId;
        state.step = 'menu';
        state.bookingError = null;
      })
      .addCase(pickSlot.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.menusRequest) return;
        const { menus, areas } = action.payload;
        state.restaurantMenus = menus;
        state.restaurantAreas = areas;
        state.menusStatus = 'ready';
        // One menu is chosen for the visitor; a menu chosen before is kept when still offered.
        if (menus.length === 1) state.selectedMenu = menus[0]!.id;
        else if (!menus.some((m) => m.id === state.selectedMenu)) state.selectedMenu = null;
        if (!areas.some((a) => a.id === state.selectedArea)) state.selectedArea = null;
      })
      .addCase(pickSlot.rejected, (state, action) => {
        if (action.meta.requestId !== state.menusRequest) return;
        state.menusStatus = 'failed';
        if (action.payload?.noSlots) state.slotsError = true;
        state.bookingError = action.payload?.message ?? null;
      })
      .addCase(chooseMenu.pending, (state) => {
        clearRequirements(state);
        state.requirementsStatus = 'loading';
      })
      .addCase(chooseMenu.fulfilled, (state, action) => {
        state.requirementsStatus = 'ready';
        state.creditCardRequired = action.payload.isCardGuaranteeRequired;
        state.isEnquiry = action.payload.isPlaceAsEnquiryEnabled;
        state.step = 'details';
      })
      .addCase(chooseMenu.rejected, (state, action) => {
        state.requirementsStatus = 'failed';
        if (action.payload?.noSlots) state.slotsError = true;
        state.bookingError = action.payload?.message ?? null;
      })
      .addCase(submitBooking.pending, (state, action) => {
        state.customer = action.meta.arg;
        state.submitStatus = 'loading';
        state.bookingError = null;
        state.slotTaken = false;
      })
      .addCase(submitBooking.fulfilled, (state, action) => {
        const outcome = action.payload;
        state.submitStatus = outcome.kind === 'failed' ? 'failed' : 'ready';
        if (outcome.kind === 'card') state.step = 'card';
        if (outcome.kind === 'confirmed') {
          state.confirmation = outcome.confirmation;
          state.step = 'confirmation';
        }
        if (outcome.kind === 'slot-taken') {
          clearMenus(state);
          state.slotTaken = true;
          state.slots = outcome.slots;
          state.slotsError = outcome.slots.length === 0;
          state.pendingSlot = outcome.first;
          state.step = 'slot';
        }
        if (outcome.kind === 'failed') state.bookingError = outcome.message;
      })
      .addCase(submitCard.pending, (state) => {
        state.cardStatus = 'loading';
        state.cardError = null;
        state.bookingError = null;
      })
      .addCase(submitCard.fulfilled, (state, action) => {
        state.cardStatus = 'ready';
        state.braintreeCustomerId = action.payload;
      })
      .addCase(submitCard.rejected, (state, action) => {
        state.cardStatus = 'failed';
        state.cardError = action.payload ?? null;
      });
  },
});

export const bookingActions = slice.actions;
export const bookingReducer = slice.reducer;
