import { DEFAULT_PARTY, clampParty, guestsLabel, partyForOccasion } from './covers';

describe('covers', () => {
  it.each([
    ['no occasion: the default party', null, { adults: 2, children: 0 }],
    ['Dinner (minimum 1)', { minimumCovers: 1 }, { adults: 1, children: 0 }],
    ['Private Dining (minimum 10)', { minimumCovers: 10 }, { adults: 10, children: 0 }],
    ['a minimum above the limit is capped', { minimumCovers: 400 }, { adults: 100, children: 0 }],
  ])('changing the occasion to %s resets the party', (_case, occasion, expected) => {
    expect(partyForOccasion(occasion)).toEqual(expected);
  });

  it.each([
    [{ adults: 0, children: -1 }, { adults: 1, children: 0 }],
    [{ adults: 101, children: 51 }, { adults: 100, children: 50 }],
    [{ adults: Number.NaN, children: 2.7 }, { adults: 1, children: 2 }],
    [DEFAULT_PARTY, { adults: 2, children: 0 }],
  ])('clampParty(%p) is %p', (party, expected) => {
    expect(clampParty(party)).toEqual(expected);
  });

  it.each([
    [1, '1 guest'],
    [7, '7 guests'],
  ])('guestsLabel(%i)', (covers, expected) => {
    expect(guestsLabel(covers)).toBe(expected);
  });
});
