import { configureStore } from '@reduxjs/toolkit';
import type { ManagedBooking, StoreAvailability } from '@riviere/api-client';
import { bookingModeOf, defaultBookingTime, findRestaurant, wallClock } from '@riviere/restaurant-rules';
import { useDispatch, useSelector } from 'react-redux';
import { bookingActions, bookingReducer } from './booking.slice';
import type { BookingState } from './booking.types';
import { checkAvailability, chooseMenu, loadRestaurants, pickSlot, submitBooking, submitCard, type BookingExtra } from './booking.thunks';
import { choiceOf, storesWithSlots, type SlotChoice } from '../lib/availability';
import { stepIndex, type JourneyPosition } from '../lib/journey-url';
import type { Confirmation } from './booking.types';
import { backTo } from './journey';
import { positionOfState, samePosition } from './journey-position';
import { savedConfirmation, savedDetails } from './journey-storage';

/** One store per mounted widget (the modal and the strip never share a journey). */
export function makeBookingStore(extra: BookingExtra, booking: BookingState) {
  return configureStore({
    reducer: { booking: bookingReducer },
    preloadedState: { booking },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

export type BookingStore = ReturnType<typeof makeBookingStore>;
export type RootState = ReturnType<BookingStore['getState']>;
export type AppDispatch = BookingStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * A restaurant named by the URL or the page ('city/slug', a slug or a storeId), once the list is
 * in: chosen, and straight on to the party when it books online; its message (provider, Center
 * Parcs, off) otherwise. Nothing happens for a name the list does not have.
 */
export const chooseNamedRestaurant = (key: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  const found = findRestaurant(getState().booking.restaurants, key);
  if (!found) return;
  dispatch(bookingActions.restaurantChosen(found.storeId));
  if (bookingModeOf(found) === 'online') dispatch(bookingActions.restaurantConfirmed());
};

/** Picking a slot loads menus; one menu is chosen for the visitor and the journey goes on (spec §4). */
export const selectSlot = (choice: SlotChoice) => async (dispatch: AppDispatch, getState: () => RootState) => {
  const picked = await dispatch(pickSlot(choice));
  const j = getState().booking.journey;
  if (pickSlot.fulfilled.match(picked) && j.step === 'menu' && j.menus.status === 'ready' && j.menus.menus.length === 1 && j.menuId) await dispatch(chooseMenu());
};

/** Check availability; one exact match goes straight on to its menus. */
export const runAvailability = () => async (dispatch: AppDispatch) => {
  const checked = await dispatch(checkAvailability());
  if (checkAvailability.fulfilled.match(checked) && checked.payload.kind === 'results' && checked.payload.auto) {
    await dispatch(selectSlot(checked.payload.auto));
  }
};

/** The card is accepted first, then the booking is created with its customer id (spec §4 step 5). */
export const payByCard = (nonce: string) => async (dispatch: AppDispatch, getState: () => RootState) => {
  const card = await dispatch(submitCard(nonce));
  if (submitCard.fulfilled.match(card)) await dispatch(submitBooking(getState().booking.customer));
};

/**
 * The journey put back where the URL says (the browser's Back and Forward, a reload): an earlier
 * step of the journey in the store is rebuilt from it, nothing asked again; anything else is
 * walked again with the URL's choices — restaurant, date, time, party, the slot, the menu — as
 * far as they still hold (a slot gone since shows the list of times).
 */
export const restoreJourney = (position: JourneyPosition) => async (dispatch: AppDispatch, getState: () => RootState, extra: BookingExtra) => {
  await dispatch(loadRestaurants());
  const s = getState().booking;
  const back = backTo(s.journey, position.step);
  if (samePosition(positionOfState({ ...s, journey: back }), position)) {
    dispatch(bookingActions.editStep(position.step));
    return;
  }
  const found = s.restaurants.find((r) => r.storeId === position.restaurant);
  dispatch(bookingActions.restaurantChosen(found ? found.storeId : null));
  const now = extra.now();
  const today = wallClock(now).date;
  const date = position.date && position.date >= today ? position.date : s.selectedBookingDate;
  dispatch(bookingActions.dateChanged({ date, defaultTime: defaultBookingTime(date, now) }));
  if (position.time) dispatch(bookingActions.timeChanged(position.time));
  if (position.occasion !== undefined) dispatch(bookingActions.occasionChanged(position.occasion));
  if (position.covers !== undefined) dispatch(bookingActions.partyChanged({ adults: position.covers, children: position.children ?? 0 }));
  if (!found || bookingModeOf(found) !== 'online' || stepIndex(position.step) < stepIndex('party')) return;
  dispatch(bookingActions.restaurantConfirmed());
  if (stepIndex(position.step) < stepIndex('slot')) return;

  await dispatch(checkAvailability());
  const listed = getState().booking.journey;
  if (listed.step !== 'slot' || position.step === 'slot') return;
  const { slot } = position;
  const result = listed.slots.availability;
  // The slot still offered: one of its restaurant's times, or the exact match it was.
  const offered = (st: StoreAvailability, time: string) => st.timeSlots.some((t) => t.time === time) || (st.exactMatch && result?.time === time);
  const store = slot && result ? storesWithSlots(result).find((st) => st.storeId === slot.storeId && offered(st, slot.time)) : undefined;
  const choice = store && slot ? choiceOf(store, slot.time) : null;
  if (!choice) return;
  dispatch(bookingActions.slotHighlighted(choice));
  if (position.menu) dispatch(bookingActions.menuSelected(position.menu));
  if (position.area) dispatch(bookingActions.areaSelected(position.area));
  await dispatch(pickSlot(choice));
  const menu = getState().booking.journey;
  if (position.step === 'menu' || menu.step !== 'menu' || menu.menus.status !== 'ready' || menu.menuId === null) return;

  const details = savedDetails();
  if (details) dispatch(bookingActions.customerChanged(details));
  await dispatch(chooseMenu());
  if (position.step === 'card') dispatch(bookingActions.cardRequested());
};

/** The confirmation as the manage endpoint has the booking now, the saved one for what it does not say. */
function confirmationOf(booking: ManagedBooking, saved: Confirmation): Confirmation {
  return {
    ...saved,
    kind: booking.kind,
    reference: booking.bookingReference,
    storeId: booking.storeId,
    storeName: booking.restaurant.title,
    date: booking.date,
    time: booking.time,
    adults: booking.adultCovers,
    children: booking.childCovers,
    menuName: booking.menuNames[0] ?? saved.menuName,
  };
}

/**
 * A reload on the confirmation shows it again, never a booking form: the tab's saved confirmation
 * at once, then the booking as the manage endpoint has it. False when the tab has none.
 */
export const restoreConfirmation = () => async (dispatch: AppDispatch, _getState: () => RootState, extra: BookingExtra): Promise<boolean> => {
  const saved = savedConfirmation();
  if (!saved) return false;
  dispatch(bookingActions.journeyRestored({ step: 'confirmation', confirmation: saved.confirmation, manageToken: saved.token }));
  void dispatch(loadRestaurants());
  if (saved.token) {
    try {
      const booking = await extra.api.booking.getManagedBooking(saved.token);
      dispatch(bookingActions.journeyRestored({ step: 'confirmation', confirmation: confirmationOf(booking, saved.confirmation), manageToken: saved.token }));
    } catch {
      // The saved confirmation stands.
    }
  }
  return true;
};

export { bookingActions };
