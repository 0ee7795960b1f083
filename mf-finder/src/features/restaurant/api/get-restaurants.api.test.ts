import { restaurantsPathKey } from './get-restaurants.api';

describe('restaurantsPathKey', () => {
  it.each([
    [['london'], 'restaurants:london'],
    [['london', 'victoria'], 'restaurants:london/victoria'],
    [['london', 'victoria', 'about'], 'restaurants:london/victoria/about'],
    [['london', 'victoria', 'book-now'], 'restaurants:london/victoria/book-now'],
    [['o2'], 'restaurants:o2'],
  ])('%j is carried as %s', (segments, key) => {
    expect(restaurantsPathKey(segments)).toBe(key);
  });

  it('gives every page its own key, so no page is hydrated with another’s answer', () => {
    const paths = [['london'], ['london', 'victoria'], ['london', 'victoria', 'about'], ['london', 'victoria', 'book-now'], ['o2'], ['o2', 'about']];
    expect(new Set(paths.map(restaurantsPathKey)).size).toBe(paths.length);
  });
});
