import type { Menu } from '@riviere/api-client';
import { useMenusApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/** GET /api/v1/content/menus: every menu, with sections and dishes. */
export function useMenus(): AsyncResult<Menu[]> {
  const api = useMenusApi();
  return useAsync('menus', () => api.getMenus());
}
