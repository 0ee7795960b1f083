import { configureStore } from '@reduxjs/toolkit';
import { bookingModeOf, findRestaurant } from '@riviere/restaurant-rules';
import { useDispatch, useSelector } from 'react-redux';
import { bookingActions, bookingReducer } from './booking.slice';
import type { BookingState } from './booking.types';
import { checkAvailability, chooseMenu, pickSlot, submitBooking, submitCard, type BookingExtra } from './booking.thunks';
import type { SlotChoice } from '../lib/availability';

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

export { bookingActions };
