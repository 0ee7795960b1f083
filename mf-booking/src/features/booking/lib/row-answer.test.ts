import type { StoreAvailability } from '@riviere/api-client';
import { rowAnswer, slotJourneyUrl, type RowSearch } from './row-answer';
import { availabilityResult, storeAvailability } from '../../../test-support/availability';

const store = (storeId: number, overrides: Partial<StoreAvailability> = {}) => storeAvailability(storeId, { miles: 1.8, ...overrides });
const result = availabilityResult;
const slots = (...times: string[]) => ({ timeSlots: times.map((time) => ({ time })) });
const timesOf = (answer: ReturnType<typeof rowAnswer>) => ({
  chosen: answer.chosen?.choices.map((c) => c.time) ?? null,
  others: answer.others.map((o) => [o.store.storeId, o.choices.map((c) => c.time)]),
});

describe('the booking row’s answer', () => {
  it.each([
    ['the chosen restaurant’s times, in order', [store(101, { isFirstChoice: true, ...slots('19:45', '19:00', '19:15') })], { chosen: ['19:00', '19:15', '19:45'], others: [] }],
    ['its exact match left out of the list is offered too', [store(101, { isFirstChoice: true, exactMatch: true, ...slots('19:00', '20:00') })], { chosen: ['19:00', '19:30', '20:00'], others: [] }],
    ['an exact match listed is offered once', [store(101, { isFirstChoice: true, exactMatch: true, ...slots('19:30') })], { chosen: ['19:30'], others: [] }],
    ['no time at the chosen one, the nearby one’s listed apart', [store(101, { isFirstChoice: true }), store(102, slots('20:00'))], { chosen: null, others: [[102, ['20:00']]] }],
    ['both with times', [store(102, slots('20:00')), store(101, { isFirstChoice: true, ...slots('19:00') })], { chosen: ['19:00'], others: [[102, ['20:00']]] }],
    ['a restaurant with no occasion offers nothing', [store(101, { isFirstChoice: true, occasionId: null, ...slots('19:00') })], { chosen: null, others: [] }],
    ['nothing at all', [], { chosen: null, others: [] }],
  ])('%s', (_case, stores, expected) => {
    expect(timesOf(rowAnswer(result(stores)))).toEqual(expected);
  });

  it('each time carries what the journey goes on with: its restaurant, occasion and time', () => {
    expect(rowAnswer(result([store(101, { isFirstChoice: true, ...slots('19:00') })])).chosen?.choices[0]).toEqual({
      storeId: 101,
      storeName: 'Store 101',
      occasionId: 10102,
      time: '19:00',
      isPlaceAsEnquiryEnabled: false,
      minimumCovers: 1,
    });
  });
});

describe('where a free time leads: the modal at the menu step with the search and the slot', () => {
  const search: RowSearch = { restaurantId: 119, date: '2026-12-14', time: '19:30', adults: 2, children: 0, occasionId: null };
  it.each([
    ['a restaurant page’s modal', '/restaurants/london/greenwich/book-now', search, { storeId: 119, time: '19:45' }, '/restaurants/london/greenwich/book-now?step=menu&restaurant=119&date=2026-12-14&time=19:30&covers=2&slot=119@19:45'],
    ['the home page’s modal, with children and an occasion', '/book-now', { ...search, children: 1, occasionId: 11902 }, { storeId: 119, time: '20:00' }, '/book-now?step=menu&restaurant=119&date=2026-12-14&time=19:30&covers=2&children=1&occasion=11902&slot=119@20:00'],
    ['a nearby restaurant’s time', '/book-now', search, { storeId: 114, time: '19:30' }, '/book-now?step=menu&restaurant=119&date=2026-12-14&time=19:30&covers=2&slot=114@19:30'],
    ['a restaurant without a page of its own (its deep link replaced by the position)', '/book-now?restaurant=london/o2', search, { storeId: 119, time: '19:30' }, '/book-now?step=menu&restaurant=119&date=2026-12-14&time=19:30&covers=2&slot=119@19:30'],
  ])('%s', (_case, modalPath, rowSearch, choice, url) => {
    expect(slotJourneyUrl(modalPath, rowSearch, choice)).toBe(url);
  });
});
