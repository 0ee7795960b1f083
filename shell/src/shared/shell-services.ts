import type { ApiClient, BrandSettings, PageContent } from '@riviere/api-client';
import type { EventBus, SiteConfig } from '@riviere/mf-contract';
import type { WidgetHost } from '../federation/widget-host.types';

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
  /** Content pages by id ('home', 'contact', 'group-bookings/thanks'); null: the brand API has no such page. */
  pages?: Record<string, PageContent | null>;
  /** The server could not serve this path (e.g. 500 'Unknown middleware'): show the error page there. */
  pageError?: { status: 404 | 500; message: string; path: string };
  /** The visitor has not decided about cookies (no consent cookie came with the request): the banner is in the HTML. */
  askConsent?: boolean;
}

/** The brand API calls the shell itself makes (remotes bring their own client). */
export interface ShellApi {
  content: Pick<ApiClient['content'], 'getPage' | 'getBrandSettings' | 'getRestaurantBySlugAndCity'>;
}
