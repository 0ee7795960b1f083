import { createElement } from 'react';
import { CONTRACT_VERSION, createReactMount, type MountFn } from '@riviere/mf-contract';
import { apiClientFor } from './app/api';
import { App } from './app/app';
import { prefetchPageData } from './app/prefetch';

const reactMount = createReactMount((props) => createElement(App, { props, api: apiClientFor(props.config) }), {
  name: 'mf-menus',
  version: __APP_VERSION__,
});

/**
 * What the shell loads as `mf_menus/mount` (ARCHITECTURE: cross-remote contract). The page's
 * data is asked for first, so it travels while React renders.
 */
export const mount: MountFn = (element, props) => {
  prefetchPageData(apiClientFor(props.config), props.location);
  return reactMount(element, props);
};

export const contractVersion = CONTRACT_VERSION;
