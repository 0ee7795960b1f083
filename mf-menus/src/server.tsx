import { CONTRACT_VERSION, type RenderFn } from '@riviere/mf-contract';
import { serverApiOptions } from '@riviere/remote-kit';
import { createServerRender } from '@riviere/remote-kit/server';
import { App } from './app/app';
import { apiForServer, type MenusApi } from './shared/api';

/**
 * The menus' server entry (`dist/server/remote-server.js`): the same `<App>` as `mount.ts`, rendered
 * with its data for `/our-menu`, `/our-menu/{id}`, `/menu…` and a restaurant's or city's menus. The
 * site's origin (canonical URLs, the Menu JSON-LD) is the request's, handed to it on each render.
 */
export const render: RenderFn = createServerRender<MenusApi>({
  name: 'mf-menus',
  version: __APP_VERSION__,
  App,
  apiFor: (props) => apiForServer(serverApiOptions(props)),
});

export const contractVersion = CONTRACT_VERSION;
export const version = __APP_VERSION__;
