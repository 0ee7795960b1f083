import type { AvailabilityResult, StoreAvailability } from '@riviere/api-client';
import { autoSelection, storesWithSlots } from './availability';

const store = (storeId: number, overrides: Partial<StoreAvailability> = {}): StoreAvailability => ({
  storeId,
  storeName: `Store ${storeId}`,
  occasionId: storeId * 100 + 2,
  exactMatch: false,
  isFirstChoice: false,
  miles: 0,
  timeSlots: [{ time: '19:00' }],
  isPlaceAsEnquiryEnabled: false,
  minimumCovers: 1,
  ...overrides,
});
const result = (stores: StoreAvailability[]): AvailabilityResult => ({ date: '2026-12-12', time: '19:30', stores });

describe('availability', () => {
  it.each([
    ['the chosen restaurant is free at the time: auto-selected', [store(101, { isFirstChoice: true, exactMatch: true }), store(102, { exactMatch: true })], 101],
    ['only the other restaurant is free at the time: a list', [store(101, { isFirstChoice: true }), store(102, { exactMatch: true })], null],
    ['no occasion at the chosen one: a list', [store(101, { isFirstChoice: true, exactMatch: true, occasionId: null })], null],
    ['nothing at all', [], null],
  ])('%s', (_case, stores, storeId) => {
    const choice = autoSelection(result(stores));
    expect(choice?.storeId ?? null).toBe(storeId);
    if (choice) expect(choice).toMatchObject({ time: '19:30', occasionId: 10102 });
  });

  it('lists restaurants that have times, the chosen one first', () => {
    const stores = [store(102), store(103, { timeSlots: [] }), store(101, { isFirstChoice: true }), store(104, { occasionId: null })];
    expect(storesWithSlots(result(stores)).map((s) => s.storeId)).toEqual([101, 102]);
  });
});
