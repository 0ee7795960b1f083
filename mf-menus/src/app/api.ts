import { createContext, useContext } from 'react';
import { createApiClient, type ContentApi } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';

/** The brand API calls this remote makes: a narrow slice, so tests hand in three fakes. */
export type MenusApi = Pick<ContentApi, 'getMenus' | 'getMenu' | 'getRestaurantBySlugAndCity'>;

const clients = new Map<string, MenusApi>();

/**
 * One client per site configuration, kept across updates and remounts, so its content cache
 * and token survive moving between menus. The token comes from the site server, which is also
 * what `apiBase` points at ('' = this page's origin).
 */
export function apiClientFor(config: SiteConfig): MenusApi {
  const key = `${config.brandKey}\n${config.apiBase}`;
  let client = clients.get(key);
  if (!client) {
    const baseUrl = config.apiBase.replace(/\/+$/, '');
    client = createApiClient({ brandKey: config.brandKey, baseUrl, tokenUrl: `${baseUrl}/api/token`, initialToken: config.token }).content;
    clients.set(key, client);
  }
  return client;
}

export const ApiContext = createContext<MenusApi | null>(null);

export function useMenusApi(): MenusApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useMenusApi must be used inside <ApiContext.Provider>');
  return api;
}
