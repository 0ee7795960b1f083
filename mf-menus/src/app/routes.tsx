import { Route, Routes } from 'react-router-dom';
import { MenuListPage } from '../features/menu/components/menu-list-page';
import { MenuPage } from '../features/menu/components/menu-page';
import { useNotFound } from '@riviere/remote-kit';

/** Full paths, as the shell routes them (no basename): spec §2 and ARCHITECTURE's route table. */
export const MENU_LIST_PATHS = ['/our-menu', '/menu', '/restaurants/:city/menu', '/restaurants/:city/:slug/menu'];
export const MENU_PATHS = ['/our-menu/:id', '/menu/:id', '/restaurants/:city/menu/:id', '/restaurants/:city/:slug/menu/:id'];

export function AppRoutes() {
  return (
    <Routes>
      {MENU_LIST_PATHS.map((path) => (
        <Route key={path} path={path} element={<MenuListPage />} />
      ))}
      {MENU_PATHS.map((path) => (
        <Route key={path} path={path} element={<MenuPage />} />
      ))}
      <Route path="*" element={<NotOurs />} />
    </Routes>
  );
}

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
