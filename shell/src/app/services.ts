import { Subject } from 'rxjs';
import { createApiClient, type ApiClient, type BrandSettings, type PageContent } from '@riviere/api-client';
import type { EventBus, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import { createWidgetHost, type WidgetHost } from '../federation/widget-host';
import { readSiteConfig } from './config';

/** The shell's singletons: page configuration, API client and the cross-remote event bus. */
export interface ShellServices {
  config: SiteConfig;
  api: ApiClient;
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

export function createEventBus(): EventBus {
  const subject = new Subject<ShellEvent>();
  return { emit: (event) => subject.next(event), events$: subject.asObservable() };
}

export function createShellServices(config: SiteConfig = readSiteConfig(), initial: InitialData = {}): ShellServices {
  return {
    config,
    api: createApiClient({ brandKey: config.brandKey, baseUrl: config.apiBase, initialToken: config.token }),
    bus: createEventBus(),
    widgets: createWidgetHost(),
    initial,
  };
}
