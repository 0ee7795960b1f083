import { createElement } from 'react';
import { CONTRACT_VERSION, createReactMount, type MountFn } from '@riviere/mf-contract';
import { RemoteRoot, hydrateStateOf } from '@riviere/remote-kit';
import { apiClientFor } from './shared/api';
import { App } from './app/app';
import { serverRenderedParts } from './app/routes';

/**
 * What the shell loads as `mf_finder/mount` (ARCHITECTURE: cross-remote contract). A page the
 * site server rendered arrives with `hydrate`: the query cache starts with the server's answers
 * and `useNow()` with its instant, so the first frame equals the server's HTML and nothing is
 * asked of the API again.
 */
export const mount: MountFn = createReactMount(
  (props) =>
    createElement(RemoteRoot, {
      hydrate: hydrateStateOf(props, __APP_VERSION__),
      children: createElement(App, { props, api: apiClientFor(props.config) }),
    }),
  { name: 'mf-finder', version: __APP_VERSION__, beforeHydrate: (element, props) => serverRenderedParts(element, props.location.pathname) },
);

export const contractVersion = CONTRACT_VERSION;
