import { CONTRACT_VERSION } from '@riviere/mf-contract';
import { serverApiOptions } from '@riviere/remote-kit';
import { createServerRender } from '@riviere/remote-kit/server';
import { App } from './app/app';
import { apiForServer } from './shared/api';

/**
 * The server entry (`dist/server/remote-server.js`): the same `<App>` as `mount.ts`, rendered with
 * its data for /offer/{id}, /sign-up, /refer-a-friend, /referral?code=… and /preferences/{id}.
 */
export const render = createServerRender({
  name: 'mf-marketing',
  version: __APP_VERSION__,
  App,
  apiFor: (props) => apiForServer(serverApiOptions(props)),
});

export const contractVersion = CONTRACT_VERSION;
export const version = __APP_VERSION__;
