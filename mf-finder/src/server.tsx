import { CONTRACT_VERSION, type RenderFn } from '@riviere/mf-contract';
import { serverApiOptions } from '@riviere/remote-kit';
import { createServerRender } from '@riviere/remote-kit/server';
import { App } from './app/app';
import { apiForServer, type FinderApi } from './shared/api';

/**
 * The finder's server entry (`dist/server/remote-server.js`): the same `<App>` as `mount.ts`, rendered
 * with its data for `/find-us`, `/find-us?q=…` and `/restaurants/…`. The site's origin (canonical URLs,
 * JSON-LD) is the request's, handed to it on each render.
 */
export const render: RenderFn = createServerRender<FinderApi>({
  name: 'mf-finder',
  version: __APP_VERSION__,
  App,
  apiFor: (props) => apiForServer(serverApiOptions(props)),
});

export const contractVersion = CONTRACT_VERSION;
export const version = __APP_VERSION__;
