import { NAME_PATTERN } from './application-rules';

describe('an applicant’s name (spec §5): a letter first, then letters, spaces, hyphens and apostrophes', () => {
  it.each([
    ['Zoë', true],
    ['José María', true],
    ["O'Brien-Smith", true],
    ['D’Arcy', true],
    ['Jean-Luc', true],
    ['Łukasz', true],
    ['-Anna', false],
    ["'Anna", false],
    ['Zo3', false],
    ['Anna_Maria', false],
    ['<b>', false],
  ])('%p → %p', (name, accepted) => {
    expect(NAME_PATTERN.test(name)).toBe(accepted);
  });
});
