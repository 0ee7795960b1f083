import { journeySearch, type JourneyPosition } from '../lib/journey-url';
import type { BookingState } from './booking.types';
import { choiceOf } from './journey';

/**
 * Where the guest is, as the URL keeps it (`lib/journey-url.ts`): the step and the choices that
 * lead to it. null before anything is chosen (the URL keeps none).
 */
export function positionOfState(s: BookingState): JourneyPosition | null {
  const j = s.journey;
  if (j.step === 'confirmation') return { step: 'confirmation' };
  if (j.step === 'restaurant') return j.restaurantId === null ? null : { step: 'restaurant', restaurant: j.restaurantId };
  const search: JourneyPosition = {
    step: j.step,
    restaurant: j.restaurantId,
    date: s.selectedBookingDate,
    time: s.selectedBookingTime,
    covers: s.adultCovers,
    ...(s.childCovers > 0 ? { children: s.childCovers } : {}),
    ...(s.occasionId !== null ? { occasion: s.occasionId } : {}),
  };
  if (j.step === 'party' || j.step === 'slot') return search;
  const choice = choiceOf(j);
  const slot = choice ? { slot: { storeId: choice.storeId, time: choice.time } } : {};
  const { menuId, areaId } = j.step === 'menu' ? j : j.chosen;
  return { ...search, ...slot, ...(menuId !== null ? { menu: menuId } : {}), ...(areaId !== null ? { area: areaId } : {}) };
}

/** Whether two positions are the same place in the journey with the same choices. */
export function samePosition(a: JourneyPosition | null, b: JourneyPosition | null): boolean {
  return journeySearch('', a) === journeySearch('', b);
}
