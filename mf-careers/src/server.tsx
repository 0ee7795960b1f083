import { CONTRACT_VERSION, type RenderFn } from '@riviere/mf-contract';
import { serverApiOptions } from '@riviere/remote-kit';
import { createServerRender } from '@riviere/remote-kit/server';
import { App } from './app/app';
import { apiForServer, type CareersApi } from './shared/api';

/**
 * The careers' server entry (`dist/server/remote-server.js`): the same `<App>` as `mount.ts`, rendered
 * with its data for `/careers/job-search`, `/careers/job/{id}` and `/careers/job-search/{id}`. The site's
 * origin (canonical URLs, the JobPosting JSON-LD) is the request's, handed to it on each render.
 */
export const render: RenderFn = createServerRender<CareersApi>({
  name: 'mf-careers',
  version: __APP_VERSION__,
  App,
  apiFor: (props) => apiForServer(serverApiOptions(props)),
});

export const contractVersion = CONTRACT_VERSION;
export const version = __APP_VERSION__;
