import { createElement } from 'react';
import { CONTRACT_VERSION, createReactMount, type MountFn } from '@riviere/mf-contract';
import { hydrateStateOf, RemoteRoot } from '@riviere/remote-kit';
import { apiClientFor } from './shared/api';
import { App } from './app/app';
import { isWidget, serverRenderedParts } from './app/routes';

/**
 * What the shell loads as `mf_marketing/mount` (ARCHITECTURE: cross-remote contract). Inside the
 * same `<RemoteRoot>` as `server.tsx`: HTML this version rendered on the server hydrates with the
 * data and instant it carried (`props.hydrate`), asking the API for nothing it already holds.
 */
export const mount: MountFn = createReactMount(
  (props) =>
    createElement(RemoteRoot, {
      hydrate: hydrateStateOf(props, __APP_VERSION__),
      children: createElement(App, { props, api: apiClientFor(props.config) }),
    }),
  {
    name: 'mf-marketing',
    version: __APP_VERSION__,
    beforeHydrate: (_element, props) => (isWidget(props.widget) ? serverRenderedParts(props.widget, props.location.pathname) : undefined),
  },
);

export const contractVersion = CONTRACT_VERSION;
