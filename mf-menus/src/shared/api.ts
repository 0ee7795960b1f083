import type { ContentApi } from '@riviere/api-client';
import { createApiAccess } from '@riviere/remote-kit';

/** The brand API calls this remote makes: a narrow slice, so tests hand in three fakes. */
export type MenusApi = Pick<ContentApi, 'getMenus' | 'getMenu' | 'getRestaurantBySlugAndCity'>;

/** One client per site configuration, so its content cache and token survive moving between menus. */
export const { apiClientFor, apiForServer, ApiContext, useApi: useMenusApi } = createApiAccess<MenusApi>('menus', ({ content }) => content);
