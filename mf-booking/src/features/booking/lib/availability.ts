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
 * match when there is one, else the first time of the first restaurant listed (the chosen one
 * first); the visitor can pick another before going on.
 */
export function preselectedSlot(result: AvailabilityResult): SlotChoice | null {
  const exact = autoSelection(result);
  if (exact) return exact;
  const first = storesWithSlots(result)[0];
  return first ? choiceOf(first, first.timeSlots[0]!.time) : null;
}

/** Restaurants worth listing: those with at least one time, the chosen one first. */
export function storesWithSlots(result: AvailabilityResult): StoreAvailability[] {
  return result.stores.filter((s) => s.occasionId !== null && s.timeSlots.length > 0).sort((a, b) => Number(b.isFirstChoice) - Number(a.isFirstChoice));
}
