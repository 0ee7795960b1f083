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

/** Restaurants worth listing: those with at least one time, the chosen one first. */
export function storesWithSlots(result: AvailabilityResult): StoreAvailability[] {
  return result.stores.filter((s) => s.occasionId !== null && s.timeSlots.length > 0).sort((a, b) => Number(b.isFirstChoice) - Number(a.isFirstChoice));
}
