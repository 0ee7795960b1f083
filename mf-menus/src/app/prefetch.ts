import { matchPath } from 'react-router-dom';
import type { MountProps } from '@riviere/mf-contract';
import type { MenusApi } from '../shared/api';
import { MENU_LIST_PATHS, MENU_PATHS } from './paths';

const matchAny = (patterns: readonly string[], pathname: string) => patterns.map((pattern) => matchPath(pattern, pathname)).find((match) => match !== null) ?? null;

/**
 * Starts the requests a path's page makes as the remote mounts, while React is still rendering:
 * the page's own calls then share them (the client's content cache shares a request in flight).
 * A failure here is the page's to show, when it asks itself.
 */
export function prefetchPageData(api: MenusApi, { pathname }: MountProps['location']): void {
  const page = matchAny(MENU_LIST_PATHS, pathname) ?? matchAny(MENU_PATHS, pathname);
  if (!page) return;
  const { id, city, slug } = page.params;
  const ignore = () => undefined;
  if (id) api.getMenu(id).catch(ignore);
  else api.getMenus().catch(ignore);
  if (city && slug) api.getRestaurantBySlugAndCity(slug, city).catch(ignore);
}
