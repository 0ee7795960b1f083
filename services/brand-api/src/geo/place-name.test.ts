import { placeKey } from './place-name';

describe('placeKey', () => {
  it.each([
    ['St Albans', 'st albans'],
    ['st-albans', 'st albans'],
    ['St. Albans', 'st albans'],
    ['Saint Albans', 'st albans'],
    ['  ST   ALBANS ', 'st albans'],
    ['Stratford-Upon-Avon', 'stratford upon avon'],
    ['stratford upon avon', 'stratford upon avon'],
    ["King's Cross", 'kings cross'],
    ['King’s Cross', 'kings cross'],
    ['Brighton & Hove', 'brighton and hove'],
    ['Ynys Môn', 'ynys mon'],
    ['Saintfield', 'saintfield'],
  ])('%s → %s', (name, key) => {
    expect(placeKey(name)).toBe(key);
  });
});
