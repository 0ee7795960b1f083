import {
  bookingPath,
  cityPath,
  directionsUrl,
  findRestaurant,
  menuListPath,
  menuPath,
  resolveRestaurantsPath,
  restaurantMenuPath,
  restaurantPageLink,
  restaurantPageOf,
  restaurantPath,
  telUrl,
} from './paths';

const place = (storeId: number, city: string, slug: string, hideRestaurantDetailPage = false) => ({ storeId, city, slug, hideRestaurantDetailPage });
const BATH = place(101, 'bath', 'bath');
const WIDCOMBE = place(102, 'bath', 'bath-widcombe');
const VICTORIA = place(117, 'london', 'victoria');
const ST_PAULS = place(116, 'london', 'st-pauls');
const O2 = place(114, 'london', 'o2'); // a slug that is not a city: reachable as /restaurants/o2
const GREENHITHE = place(113, 'greenhithe', 'greenhithe', true);
const ALL = [BATH, WIDCOMBE, VICTORIA, ST_PAULS, GREENHITHE, O2];

describe('restaurant paths', () => {
  it.each([
    ['a restaurant with a page', BATH, '/restaurants/bath/bath', '/restaurants/bath/bath/menu', '/restaurants/bath/bath/book-now'],
    ['a restaurant that hides its page', GREENHITHE, null, '/menu', '/book-now?restaurant=greenhithe/greenhithe'],
  ])('%s', (_what, restaurant, page, menu, book) => {
    expect(restaurantPageLink(restaurant)).toBe(page);
    expect(restaurantMenuPath(restaurant)).toBe(menu);
    expect(bookingPath(restaurant)).toBe(book);
  });

  it.each([
    [VICTORIA, '/restaurants/london/victoria/menu'],
    [GREENHITHE, '/menu'],
    [place(0, 'x', 'y'), '/menu'], // no storeId
    [{ ...BATH, storeId: null }, '/menu'],
    [null, '/menu'],
  ])('the menus of %p are at %s', (restaurant, expected) => {
    expect(restaurantMenuPath(restaurant)).toBe(expected);
  });

  it.each([
    [BATH, {}, '/restaurants/bath/bath/book-now'],
    [BATH, { date: '2026-07-15', time: '19:30', covers: 4 }, '/restaurants/bath/bath/book-now?date=2026-07-15&time=19%3A30&covers=4'],
    [GREENHITHE, { date: '2026-07-15' }, '/book-now?restaurant=greenhithe/greenhithe&date=2026-07-15'],
  ])('booking deep link of %p with %j', (restaurant, options, expected) => {
    expect(bookingPath(restaurant, options)).toBe(expected);
  });

  it('builds city and restaurant paths', () => {
    expect(restaurantPath(VICTORIA)).toBe('/restaurants/london/victoria');
    expect(cityPath('london')).toBe('/restaurants/london');
  });
});

describe('restaurantPageOf', () => {
  it.each([
    ['/restaurants/london/greenwich', { city: 'london', slug: 'greenwich' }],
    ['/restaurants/London/Greenwich/book-now', { city: 'london', slug: 'greenwich' }],
    ['/restaurants/london/greenwich/about/', { city: 'london', slug: 'greenwich' }],
    ['/restaurants/london/greenwich/menu', null],
    ['/restaurants/london', null],
    ['/restaurants/london/menu', null],
    ['/find-us', null],
  ])('%s is the page of %p', (path, expected) => {
    expect(restaurantPageOf(path)).toEqual(expected);
  });
});

describe('resolveRestaurantsPath', () => {
  const summary = (path: string): string => {
    const target = resolveRestaurantsPath(path.split('/').filter(Boolean), ALL);
    const menu = 'menuId' in target && target.menuId !== undefined ? ` ${target.menuId}` : '';
    if (target.kind === 'city') return `city ${target.city} ${target.page}${menu}: ${target.restaurants.map((r) => r.slug).join(',')}`;
    if (target.kind === 'restaurant') return `restaurant ${target.restaurant.storeId} ${target.page}${menu}`;
    return 'not found';
  };

  it.each([
    ['bath', 'city bath home: bath,bath-widcombe'],
    ['london', 'city london home: victoria,st-pauls,o2'],
    ['BATH', 'city bath home: bath,bath-widcombe'],
    // A city whose only restaurant hides its page still lists it (without a link).
    ['greenhithe', 'city greenhithe home: greenhithe'],
    ['bath/menu', 'city bath menu: bath,bath-widcombe'],
    ['bath/menu/Kids-Menu', 'city bath menu Kids-Menu: bath,bath-widcombe'],
    ['bath/bath', 'restaurant 101 home'],
    ['bath/bath-widcombe', 'restaurant 102 home'],
    ['london/victoria/about', 'restaurant 117 about'],
    ['london/victoria/book-now', 'restaurant 117 book-now'],
    ['london/victoria/menu', 'restaurant 117 menu'],
    ['london/victoria/menu/a-la-carte', 'restaurant 117 menu a-la-carte'],
    ['London/Victoria/About', 'restaurant 117 about'],
    // No city in the path: the slug alone.
    ['o2', 'restaurant 114 home'],
    ['bath-widcombe', 'restaurant 102 home'],
    ['o2/about', 'restaurant 114 about'],
    ['o2/book-now', 'restaurant 114 book-now'],
    ['o2/menu/kids', 'restaurant 114 menu kids'],
    // Not found.
    ['', 'not found'],
    ['no-such-city', 'not found'],
    ['london/atlantis', 'not found'],
    ['bath/victoria', 'not found'],
    ['greenhithe/greenhithe', 'not found'],
    ['greenhithe/greenhithe/about', 'not found'],
    ['london/victoria/menu-ish', 'not found'],
    ['london/victoria/about/more', 'not found'],
    ['london/victoria/menu/kids/more', 'not found'],
    ['bath/menu/kids/more', 'not found'],
    ['o2/parking', 'not found'],
  ])('/restaurants/%s → %s', (path, expected) => {
    expect(summary(path)).toBe(expected);
  });

  it('never resolves a hidden restaurant by its slug alone', () => {
    expect(resolveRestaurantsPath(['greenhithe-only'], [{ ...GREENHITHE, city: 'kent', slug: 'greenhithe-only' }])).toEqual({ kind: 'not-found' });
  });
});

describe('menu links from the current page', () => {
  it.each([
    // under /our-menu
    ['/our-menu', '/our-menu/a-la-carte'],
    ['/our-menu/', '/our-menu/a-la-carte'],
    ['/our-menu/set-menu', '/our-menu/a-la-carte'],
    // under a restaurant
    ['/restaurants/london/greenwich', '/restaurants/london/greenwich/menu/a-la-carte'],
    ['/restaurants/london/greenwich/menu', '/restaurants/london/greenwich/menu/a-la-carte'],
    ['/restaurants/london/greenwich/menu/kids', '/restaurants/london/greenwich/menu/a-la-carte'],
    ['/restaurants/london/greenwich/about', '/restaurants/london/greenwich/menu/a-la-carte'],
    // under a city's menus
    ['/restaurants/bath/menu', '/restaurants/bath/menu/a-la-carte'],
    ['/restaurants/bath/menu/kids', '/restaurants/bath/menu/a-la-carte'],
    // everything else
    ['/menu', '/menu/a-la-carte'],
    ['/menu/kids', '/menu/a-la-carte'],
    ['/', '/menu/a-la-carte'],
    ['', '/menu/a-la-carte'],
    ['/restaurants/bath', '/menu/a-la-carte'],
    ['/restaurants', '/menu/a-la-carte'],
    ['/our-menus', '/menu/a-la-carte'],
    ['/christmas/our-menu', '/menu/a-la-carte'],
  ])('on %p one menu links to %p', (pathname, expected) => {
    expect(menuPath(pathname, 'a-la-carte')).toBe(expected);
  });

  it('encodes the menu id', () => {
    expect(menuPath('/menu', 'fish & chips/2')).toBe('/menu/fish%20%26%20chips%2F2');
  });

  it.each([
    ['/our-menu/kids', '/our-menu'],
    ['/menu/kids', '/menu'],
    ['/restaurants/london/greenwich/menu/kids', '/restaurants/london/greenwich/menu'],
    ['/restaurants/bath/menu/kids', '/restaurants/bath/menu'],
    ['/', '/menu'],
  ])('on %p the list is %p', (pathname, expected) => {
    expect(menuListPath(pathname)).toBe(expected);
  });
});

describe('findRestaurant', () => {
  it.each([
    ['victoria', 117],
    ['london/victoria', 117],
    ['101', 101],
    [' Bath ', 101],
    ['LONDON/O2', 114],
    ['nowhere', null],
    ['bath/victoria', null],
    ['999', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('findRestaurant(%p) is %p', (key, storeId) => {
    expect(findRestaurant(ALL, key)?.storeId ?? null).toBe(storeId);
  });
});

describe('links', () => {
  it('goes to the coordinates for directions', () => {
    expect(directionsUrl({ lat: 51.39334, lng: -2.35502 })).toBe('https://www.google.com/maps/dir/?api=1&destination=51.39334,-2.35502');
  });

  it.each([
    ['020 7946 0114', 'tel:02079460114'],
    ['01632 960101', 'tel:01632960101'],
    ['+44 (0)117 496 0105', 'tel:+4401174960105'],
    ['+44 (0)1632 960101', 'tel:+4401632960101'],
  ])('tel link for %s is %s', (phone, expected) => expect(telUrl(phone)).toBe(expected));
});
