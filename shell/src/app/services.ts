import { Subject } from 'rxjs';
import { createApiClient, type ApiClient } from '@riviere/api-client';
import type { EventBus, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import { readSiteConfig } from './config';

/** The shell's singletons: page configuration, API client and the cross-remote event bus. */
export interface ShellServices {
  config: SiteConfig;
  api: ApiClient;
  bus: EventBus;
}

export function createEventBus(): EventBus {
  const subject = new Subject<ShellEvent>();
  return { emit: (event) => subject.next(event), events$: subject.asObservable() };
}

export function createShellServices(config: SiteConfig = readSiteConfig()): ShellServices {
  return {
    config,
    api: createApiClient({ brandKey: config.brandKey, baseUrl: config.apiBase }),
    bus: createEventBus(),
  };
}
