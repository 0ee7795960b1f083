import type { AvailabilityResult, StoreAvailability } from '@riviere/api-client';
import { choiceOf, storesWithSlots, type SlotChoice } from './availability';
import { journeySearch } from './journey-url';

/** One restaurant's free times, as the booking row offers them. */
export interface RowTimes {
  store: StoreAvailability;
  choices: SlotChoice[];
}

/** A restaurant's free times in order: its listed times, and the exact match when the list leaves it out. */
function timesOf(store: StoreAvailability, askedFor: string): SlotChoice[] {
  const times = store.timeSlots.map((t) => t.time);
  if (store.isFirstChoice && store.exactMatch && !times.includes(askedFor)) times.push(askedFor);
  return [...new Set(times)]
    .sort()
    .map((time) => choiceOf(store, time))
    .filter((c): c is SlotChoice => c !== null);
}

/**
 * The availability answer as the booking row shows it: the chosen restaurant's free times (null
 * when it has none that day) and the other restaurants nearby with theirs.
 */
export function rowAnswer(result: AvailabilityResult): { chosen: RowTimes | null; others: RowTimes[] } {
  const stores = storesWithSlots(result).map((store) => ({ store, choices: timesOf(store, result.time) })).filter((s) => s.choices.length > 0);
  return { chosen: stores.find((s) => s.store.isFirstChoice) ?? null, others: stores.filter((s) => !s.store.isFirstChoice) };
}

/** What the row searched for: the journey's restaurant, date, time and party. */
export interface RowSearch {
  restaurantId: number;
  date: string;
  time: string;
  adults: number;
  children: number;
  occasionId: number | null;
}

/**
 * Where a free time leads: the booking modal at the menu step, its position in the query
 * (`journey-url.ts`) — the restaurant, date, time, party and the slot — so the modal walks the
 * journey to it and goes on. `modalPath` is the modal's address on the page the row is on.
 */
export function slotJourneyUrl(modalPath: string, search: RowSearch, choice: Pick<SlotChoice, 'storeId' | 'time'>): string {
  const [pathname = '', query = ''] = modalPath.split('?');
  return `${pathname}${journeySearch(query, {
    step: 'menu',
    restaurant: search.restaurantId,
    date: search.date,
    time: search.time,
    covers: search.adults,
    ...(search.children > 0 ? { children: search.children } : {}),
    ...(search.occasionId !== null ? { occasion: search.occasionId } : {}),
    slot: { storeId: choice.storeId, time: choice.time },
  })}`;
}
