import type { StoreAvailability } from '@riviere/api-client';
import { autoSelection, preselectedSlot, storesWithSlots } from './availability';
import { availabilityResult, storeAvailability } from '../../../test-support/availability';

const store = (storeId: number, overrides: Partial<StoreAvailability> = {}) => storeAvailability(storeId, { timeSlots: [{ time: '19:00' }], ...overrides });
const result = availabilityResult;

describe('availability', () => {
  it.each([
    ['the chosen restaurant is free at the time: auto-selected', [store(101, { isFirstChoice: true, exactMatch: true }), store(102, { exactMatch: true })], 101],
    ['only the other restaurant is free at the time: a list', [store(101, { isFirstChoice: true }), store(102, { exactMatch: true })], null],
    ['no occasion at the chosen one: a list', [store(101, { isFirstChoice: true, exactMatch: true, occasionId: null })], null],
    ['nothing at all', [], null],
  ])('auto-selection: %s', (_case, stores, storeId) => {
    const choice = autoSelection(result(stores));
    expect(choice?.storeId ?? null).toBe(storeId);
    if (choice) expect(choice).toMatchObject({ time: '19:30', occasionId: 10102 });
  });

  const slots = (...times: string[]) => ({ timeSlots: times.map((time) => ({ time })) });
  it.each([
    ['the chosen restaurant is free at the time: that time', [store(101, { isFirstChoice: true, exactMatch: true }), store(102, { exactMatch: true })], [101, '19:30']],
    ['only the other restaurant is free at the time: the first time of the chosen one', [store(102, { exactMatch: true, ...slots('19:30') }), store(101, { isFirstChoice: true, ...slots('18:45', '20:15') })], [101, '18:45']],
    ['several restaurants, none at the time: the first time of the chosen one', [store(101, { isFirstChoice: true, ...slots('20:00', '20:15') }), store(102, slots('19:00'))], [101, '20:00']],
    ['the chosen one has no times: nothing, the other is never chosen for the visitor', [store(101, { isFirstChoice: true, timeSlots: [] }), store(102, slots('21:00'))], null],
    ['the chosen one is closed that day (no occasion): nothing, even with the time free at the other', [store(101, { isFirstChoice: true, exactMatch: false, occasionId: null, timeSlots: [] }), store(102, { exactMatch: true, ...slots('18:45', '19:30') })], null],
    ['nothing at all', [], null],
  ])('the slot selected in the list: %s', (_case, stores, expected) => {
    const choice = preselectedSlot(result(stores));
    expect(choice ? [choice.storeId, choice.time] : null).toEqual(expected);
    if (choice) expect(choice.occasionId).toBe(choice.storeId * 100 + 2);
  });

  it('lists restaurants that have times, the chosen one first', () => {
    const stores = [store(102), store(103, { timeSlots: [] }), store(101, { isFirstChoice: true }), store(104, { occasionId: null })];
    expect(storesWithSlots(result(stores)).map((s) => s.storeId)).toEqual([101, 102]);
  });
});
