import type { AvailabilityResult, StoreAvailability } from '@riviere/api-client';

/** A restaurant and time the visitor can go on with. */
export interface SlotChoice {
  storeId: number;
  storeName: string;
  occasionId: number;
  time: string;
  isPlaceAsEnquiryEnabled: boolean;
  minimumCovers: number;
}

export function choiceOf(store: StoreAvailability, time: string): SlotChoice | null {
  if (store.occasionId === null) return null;
  return {
    storeId: store.storeId,
    storeName: store.storeName,
    occasionId: store.occasionId,
    time,
    isPlaceAsEnquiryEnabled: store.isPlaceAsEnquiryEnabled,
    minimumCovers: store.minimumCovers,
  };
}

/**
 * Spec §4 step 2: one exact match auto-selects restaurant and slot. The exact match that counts
 * is the restaurant the visitor chose at the time they asked for; anything else is a list to choose from.
 */
export function autoSelection(result: AvailabilityResult): SlotChoice | null {
  const chosen = result.stores.find((s) => s.isFirstChoice);
  if (!chosen?.exactMatch) return null;
  return choiceOf(chosen, result.time);
}

/**
 * Spec §4: "a slots result selects the first slot". The slot highlighted in a list: the exact
 * match when there is one, else the first time at the restaurant the visitor chose. Another
 * restaurant is never chosen for them: when theirs has no time, nothing is highlighted and the
 * others are offered as what they are.
 */
export function preselectedSlot(result: AvailabilityResult): SlotChoice | null {
  const exact = autoSelection(result);
  if (exact) return exact;
  const chosen = chosenStore(result);
  const first = chosen?.timeSlots[0];
  return chosen && first ? choiceOf(chosen, first.time) : null;
}

/** The restaurant the visitor chose, when it has a time to offer. */
export function chosenStore(result: AvailabilityResult): StoreAvailability | null {
  return storesWithSlots(result).find((s) => s.isFirstChoice) ?? null;
}

/** The other restaurants with times (its nearest other one): offered only as other restaurants, never chosen for the visitor. */
export function otherStores(result: AvailabilityResult): StoreAvailability[] {
  return storesWithSlots(result).filter((s) => !s.isFirstChoice);
}

/** Restaurants worth listing: those with at least one time, the chosen one first. */
export function storesWithSlots(result: AvailabilityResult): StoreAvailability[] {
  return result.stores.filter((s) => s.occasionId !== null && s.timeSlots.length > 0).sort((a, b) => Number(b.isFirstChoice) - Number(a.isFirstChoice));
}
