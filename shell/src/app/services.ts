import { Subject } from 'rxjs';
import type { ApiClient, ApiClientOptions, BrandSettings, PageContent } from '@riviere/api-client';
import type { EventBus, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import { createWidgetHost, type WidgetHost } from '../federation/widget-host';
import { readSiteConfig } from './config';

/** The shell's singletons: page configuration, API client and the cross-remote event bus. */
export interface ShellServices {
  config: SiteConfig;
  api: ShellApi;
  bus: EventBus;
  /** Other remotes' widgets a remote placed in its own page (`MountProps.mountWidget`). */
  widgets: WidgetHost;
  /** What the server already rendered with: the first render uses it instead of fetching. */
  initial: InitialData;
}

/** The `initial-data` block the site server writes beside server-rendered HTML. */
export interface InitialData {
  settings?: BrandSettings;
  /** Content pages by id ('home', 'contact', 'group-bookings/thanks'). */
  pages?: Record<string, PageContent>;
  /** The server could not serve this path (e.g. 500 'Unknown middleware'): show the error page there. */
  pageError?: { status: 404 | 500; message: string; path: string };
}

/** The brand API calls the shell itself makes (remotes bring their own client). */
export interface ShellApi {
  content: Pick<ApiClient['content'], 'getPage' | 'getBrandSettings' | 'getRestaurantBySlugAndCity'>;
}

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
