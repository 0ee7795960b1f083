import { MenuListPage } from '../features/menu/components/menu-list-page';
import { MenuPage } from '../features/menu/components/menu-page';
import { createRouteTable, useNotFound } from '@riviere/remote-kit';
import { MENU_LIST_PATHS, MENU_PATHS } from './paths';

export const AppRoutes = createRouteTable([
  ...MENU_LIST_PATHS.map((path) => ({ path, element: <MenuListPage /> })),
  ...MENU_PATHS.map((path) => ({ path, element: <MenuPage /> })),
  { path: '*', element: <NotOurs /> },
]);

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
