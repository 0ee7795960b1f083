import { Subject } from 'rxjs';
import type { ApiClient, ApiClientOptions } from '@riviere/api-client';
import type { EventBus, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import { createWidgetHost } from '../federation/widget-host';
import type { InitialData, ShellApi, ShellServices } from '../shared/shell-services';
import { readSiteConfig } from './config';

/**
 * The api-client — every endpoint group and its error wording — is a chunk of its own, fetched on
 * the shell's first call. A server-rendered page arrives with its content and makes no call, so
 * the client never delays a first visit.
 */
export function lazyShellApi(options: ApiClientOptions, load = () => import(/* webpackChunkName: "deferred-api-client" */ '@riviere/api-client')): ShellApi {
  let client: Promise<ApiClient> | undefined;
  const content = async () => (await (client ??= load().then(({ createApiClient }) => createApiClient(options)))).content;
  return {
    content: {
      getPage: async (...args) => (await content()).getPage(...args),
      getBrandSettings: async (...args) => (await content()).getBrandSettings(...args),
      getRestaurantBySlugAndCity: async (...args) => (await content()).getRestaurantBySlugAndCity(...args),
    },
  };
}

export function createEventBus(): EventBus {
  const subject = new Subject<ShellEvent>();
  return { emit: (event) => subject.next(event), events$: subject.asObservable() };
}

export function createShellServices(config: SiteConfig = readSiteConfig(), initial: InitialData = {}): ShellServices {
  return {
    config,
    api: lazyShellApi({ brandKey: config.brandKey, baseUrl: config.apiBase, initialToken: config.token }),
    bus: createEventBus(),
    widgets: createWidgetHost(),
    initial,
  };
}
