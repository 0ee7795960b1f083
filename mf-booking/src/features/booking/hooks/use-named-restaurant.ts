import { useEffect, useRef } from 'react';
import { findRestaurant } from '@riviere/restaurant-rules';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { useAppDispatch, useAppSelector } from '../model/booking.store';
import { loadRestaurants } from '../model/booking.thunks';

/**
 * Loads the restaurant list (nothing is asked again when the server's render brought it), and once
 * it is in hands the restaurant the URL or the page names (`restaurantKey`: 'city/slug', a slug or
 * a storeId) to `choose`, once for each name. A name the list does not have is never handed over.
 */
export function useNamedRestaurant(restaurantKey: string | null | undefined, choose: (named: BookableRestaurant, key: string) => void): void {
  const dispatch = useAppDispatch();
  const restaurants = useAppSelector((state) => state.booking.restaurants);
  const status = useAppSelector((state) => state.booking.restaurantsStatus);
  const resolvedKey = useRef<string | null>(null);
  const latestChoose = useRef(choose);
  latestChoose.current = choose;

  useEffect(() => {
    void dispatch(loadRestaurants());
  }, [dispatch]);

  useEffect(() => {
    if (!restaurantKey || status !== 'ready' || resolvedKey.current === restaurantKey) return;
    resolvedKey.current = restaurantKey;
    const named = findRestaurant(restaurants, restaurantKey);
    if (named) latestChoose.current(named, restaurantKey);
  }, [restaurantKey, status, restaurants]);
}
