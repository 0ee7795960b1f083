import { menuLink, menuListLink } from './menu-link';

describe('menuLink', () => {
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
  ])('on %p links to %p', (pathname, expected) => {
    expect(menuLink(pathname, 'a-la-carte')).toBe(expected);
  });

  it('encodes the menu id', () => {
    expect(menuLink('/menu', 'fish & chips/2')).toBe('/menu/fish%20%26%20chips%2F2');
  });
});

describe('menuListLink', () => {
  it.each([
    ['/our-menu/kids', '/our-menu'],
    ['/menu/kids', '/menu'],
    ['/restaurants/london/greenwich/menu/kids', '/restaurants/london/greenwich/menu'],
    ['/restaurants/bath/menu/kids', '/restaurants/bath/menu'],
    ['/', '/menu'],
  ])('on %p goes back to %p', (pathname, expected) => {
    expect(menuListLink(pathname)).toBe(expected);
  });
});
