import { Route, Routes } from 'react-router-dom';
import { MenuListPage } from '../features/menu/components/menu-list-page';
import { MenuPage } from '../features/menu/components/menu-page';
import { useNotFound } from '@riviere/remote-kit';
import { MENU_LIST_PATHS, MENU_PATHS } from './paths';

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
