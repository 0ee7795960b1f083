import { ALL, BATH, GREENHITHE, O2, VICTORIA, WIDCOMBE } from '../../../test-support/restaurants';
import { finderPathTarget } from './resolve-path';

const resolve = (path: string) => finderPathTarget(path.split('/').filter(Boolean), ALL);
const summary = (path: string) => {
  const target = resolve(path);
  if (target.kind === 'city') return `city ${target.city}: ${target.restaurants.map((r) => r.slug).join(',')}`;
  if (target.kind === 'restaurant') return `restaurant ${target.restaurant.storeId} ${target.page}`;
  return 'not found';
};

describe('finderPathTarget', () => {
  it.each([
    ['bath', 'city bath: bath,bath-widcombe'],
    ['london', 'city london: victoria,st-pauls,o2'],
    ['BATH', 'city bath: bath,bath-widcombe'],
    // A city whose only restaurant hides its page still lists it (without a link).
    ['greenhithe', 'city greenhithe: greenhithe'],
    ['bath/bath', `restaurant ${BATH.storeId} home`],
    ['bath/bath-widcombe', `restaurant ${WIDCOMBE.storeId} home`],
    ['london/victoria/about', `restaurant ${VICTORIA.storeId} about`],
    ['london/victoria/book-now', `restaurant ${VICTORIA.storeId} book-now`],
    // No city in the path: the slug alone.
    ['o2', `restaurant ${O2.storeId} home`],
    ['bath-widcombe', `restaurant ${WIDCOMBE.storeId} home`],
    ['o2/about', `restaurant ${O2.storeId} about`],
    ['o2/book-now', `restaurant ${O2.storeId} book-now`],
    // Not found.
    ['no-such-city', 'not found'],
    ['london/atlantis', 'not found'],
    ['bath/victoria', 'not found'],
    ['greenhithe/greenhithe', 'not found'],
    ['greenhithe/greenhithe/about', 'not found'],
    ['london/victoria/menu-ish', 'not found'],
    ['london/victoria/about/more', 'not found'],
    ['o2/parking', 'not found'],
    // Menus are mf-menus' pages.
    ['bath/menu', 'not found'],
    ['london/victoria/menu', 'not found'],
    ['london/victoria/menu/a-la-carte', 'not found'],
    ['', 'not found'],
  ])('/restaurants/%s → %s', (path, expected) => {
    expect(summary(path)).toBe(expected);
  });

  it('never resolves a hidden restaurant by its slug alone', () => {
    expect(finderPathTarget(['greenhithe-only'], [{ ...GREENHITHE, city: 'kent', slug: 'greenhithe-only' }])).toEqual({ kind: 'not-found' });
  });
});
