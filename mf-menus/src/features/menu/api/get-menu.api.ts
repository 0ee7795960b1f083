import type { Menu } from '@riviere/api-client';
import { useMenusApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/** GET /api/v1/content/menu/{id}: one menu. */
export function useMenu(id: string): AsyncResult<Menu> {
  const api = useMenusApi();
  return useAsync(`menu:${id}`, () => api.getMenu(id));
}

