import { pickArea, timesWithRoom } from './capacity';

const areas = [{ id: 'restaurant', coversPerSlot: 20 }, { id: 'terrace', coversPerSlot: 10 }];
const booked = (entries: [string, number][]) => new Map(entries);

describe('pickArea', () => {
  it.each([
    ['empty: the first area', booked([]), 4, null, 'restaurant'],
    ['first area full: the next', booked([['restaurant', 18]]), 4, null, 'terrace'],
    ['exactly full after this party', booked([['restaurant', 16]]), 4, null, 'restaurant'],
    ['too big for any one area: never split', booked([]), 21, null, null],
    ['chosen area with room', booked([]), 4, 'terrace', 'terrace'],
    ['chosen area full, another free: still no', booked([['terrace', 8]]), 4, 'terrace', null],
    ['chosen area not allowed', booked([]), 2, 'private-dining', null],
  ])('%s', (_, state, covers, chosen, expected) => expect(pickArea(areas, state, covers, chosen)).toBe(expected));
});

describe('timesWithRoom', () => {
  it('keeps the times where some allowed area seats the party', () => {
    const state = new Map([['19:00', booked([['restaurant', 20], ['terrace', 10]])], ['19:15', booked([['restaurant', 20], ['terrace', 7]])]]);
    expect(timesWithRoom(['18:45', '19:00', '19:15'], areas, state, 3, null)).toEqual(['18:45', '19:15']);
    expect(timesWithRoom(['18:45', '19:00', '19:15'], areas, state, 4, null)).toEqual(['18:45']);
  });
});
