import type { AvailabilityResult, StoreAvailability } from '@riviere/api-client';

/** One restaurant's availability as the API answers it: no times, no match, unless `overrides` say so. */
export const storeAvailability = (storeId: number, overrides: Partial<StoreAvailability> = {}): StoreAvailability => ({
  storeId,
  storeName: `Store ${storeId}`,
  occasionId: storeId * 100 + 2,
  exactMatch: false,
  isFirstChoice: false,
  miles: 0,
  timeSlots: [],
  isPlaceAsEnquiryEnabled: false,
  minimumCovers: 1,
  ...overrides,
});

/** An availability answer for 19:30 on 12 December 2026. */
export const availabilityResult = (stores: StoreAvailability[]): AvailabilityResult => ({ date: '2026-12-12', time: '19:30', stores });
