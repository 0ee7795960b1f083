/**
 * Where menu links go, from the page they are on (spec §2: "menu links resolve to our-menu,
 * restaurants/{city}/{slug}/menu, or menu, depending on current path"). `pathname` is the
 * current path without query or hash; ids and path segments are URL-encoded as needed.
 *
 * | current path                         | one menu                                 | the list                        |
 * |--------------------------------------|------------------------------------------|---------------------------------|
 * | /our-menu…                           | /our-menu/{id}                           | /our-menu                       |
 * | /restaurants/{city}/menu…            | /restaurants/{city}/menu/{id}            | /restaurants/{city}/menu        |
 * | /restaurants/{city}/{slug}…          | /restaurants/{city}/{slug}/menu/{id}     | /restaurants/{city}/{slug}/menu |
 * | anything else                        | /menu/{id}                               | /menu                           |
 */
export function menuListLink(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, city, second] = segments;
  if (first === 'our-menu') return '/our-menu';
  if (first === 'restaurants' && city !== undefined && second !== undefined) {
    // `/restaurants/{city}/menu…` is the city's menus; any other second segment is a restaurant.
    return second === 'menu' ? `/restaurants/${city}/menu` : `/restaurants/${city}/${second}/menu`;
  }
  return '/menu';
}

export function menuLink(pathname: string, menuId: string): string {
  return `${menuListLink(pathname)}/${encodeURIComponent(menuId)}`;
}
