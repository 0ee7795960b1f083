import { createElement } from 'react';
import { CONTRACT_VERSION, createReactMount, type MountFn } from '@riviere/mf-contract';
import { RemoteRoot, hydrateStateOf } from '@riviere/remote-kit';
import { apiClientFor } from './shared/api';
import { App } from './app/app';
import { prefetchPageData } from './app/prefetch';

const reactMount = createReactMount(
  (props) =>
    createElement(RemoteRoot, {
      hydrate: hydrateStateOf(props, __APP_VERSION__),
      children: createElement(App, { props, api: apiClientFor(props.config) }),
    }),
  { name: 'mf-menus', version: __APP_VERSION__ },
);

/**
 * What the shell loads as `mf_menus/mount` (ARCHITECTURE: cross-remote contract). A page the site
 * server rendered arrives with `hydrate`: the query cache starts with the server's answers, so the
 * first frame equals the server's HTML and nothing is asked again. Otherwise the page's data is
 * asked for first, so it travels while React renders.
 */
export const mount: MountFn = (element, props) => {
  if (!hydrateStateOf(props, __APP_VERSION__)) prefetchPageData(apiClientFor(props.config), props.location);
  return reactMount(element, props);
};

export const contractVersion = CONTRACT_VERSION;
