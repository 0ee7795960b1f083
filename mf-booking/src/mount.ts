import { createElement } from 'react';
import { CONTRACT_VERSION, createReactMount, type MountFn } from '@riviere/mf-contract';
import { apiClientFor } from './shared/api';
import { App } from './app/app';

/** What the shell loads as `mf_booking/mount` (ARCHITECTURE: cross-remote contract). */
export const mount: MountFn = createReactMount((props) => createElement(App, { props, api: apiClientFor(props.config) }), {
  name: 'mf-booking',
  version: __APP_VERSION__,
});

export const contractVersion = CONTRACT_VERSION;
