import type { Observable } from 'rxjs';

/**
 * What the shell and every remote agree on. Remotes never import each other or the shell: they
 * are mounted into an element with these props and talk back through `navigate` and the bus.
 * Change this file only in a backward-compatible way (remotes are released on their own).
 */
export const CONTRACT_VERSION = 2;

/**
 * Every contract version a shell of this version can mount. Version 2 adds the server entry
 * (`RemoteServerModule`) and `MountProps.hydrate`; a version 1 remote has neither and is
 * rendered in the browser only, as before.
 */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1, 2];

export interface RemoteLocation {
  pathname: string;
  search: string;
  hash: string;
  /**
   * The history entry's state, for what a page hands the next one without putting it in the
   * address (the home page's position for /find-us). Optional: an older shell leaves it out.
   */
  state?: unknown;
}

/** The page configuration the site server injects (the `app-config` data block). */
export interface SiteConfig {
  brandKey: string;
  siteName: string;
  /** '' = same origin as the page. */
  apiBase: string;
  /** An anonymous app token the page arrived with; API clients start with it. */
  token?: { accessToken: string; expiresAt: number };
  /** reCAPTCHA v3 site key; absent = the offline default (forms send no token, the API accepts). */
  recaptchaSiteKey?: string;
  /** Google Maps JavaScript API key; absent = the map-free fallback. */
  mapsApiKey?: string;
}

export type ShellEvent =
  /** A remote asks the shell to open the booking journey, optionally preselected. */
  | { type: 'booking:open'; restaurant?: { city: string; slug: string }; date?: string; covers?: number }
  /** An analytics event; the shell writes it to the data layer only after consent. */
  | { type: 'analytics'; event: string; data?: Record<string, unknown> }
  /** The remote's page has a title of its own (shown after the brand name). */
  | { type: 'page:title'; title: string }
  /** The remote found nothing for this URL: the shell shows its 404 page. */
  | { type: 'page:not-found'; message?: string };

export interface EventBus {
  emit(event: ShellEvent): void;
  readonly events$: Observable<ShellEvent>;
}

export interface MountProps {
  /** Which widget of the remote to render: 'app' for its routes, or a named widget. */
  widget: string;
  location: RemoteLocation;
  /** Client-side navigation through the shell's router (one history for the whole site). */
  navigate(to: string, options?: { replace?: boolean }): void;
  config: SiteConfig;
  bus: EventBus;
  /** Extra props for a widget (e.g. the restaurant a booking strip is for). */
  params?: Record<string, string>;
  /** A render error inside the remote: the shell shows its fallback. */
  onError(error: unknown): void;
  /**
   * Mounts another remote's widget into an element this remote owns (e.g. mf-booking's
   * 'booking-strip' on mf-finder's restaurant page), with the shell's loading state, fallback
   * and "Try again". Optional: an older shell or a standalone page leaves it out, and the remote
   * then renders a plain link instead.
   */
  mountWidget?(element: HTMLElement, widget: WidgetRef): MountedWidget;
  /**
   * Present when `element` already holds this remote's server-rendered HTML (contract 2): the
   * remote hydrates it (`hydrateRoot`) with the state its server entry returned, and renders its
   * first frame for `now`, the instant the server rendered for, so nothing differs. Absent: the
   * remote renders afresh (`createRoot`), as a version 1 remote always does.
   */
  hydrate?: HydrationData;
}

/** What a server render hands the browser, so the first browser frame matches the server's. */
export interface HydrationData {
  /** The remote's own serialised state (for example its data cache), opaque to the shell. */
  state: unknown;
  /** The instant (epoch ms) the page was rendered for: time-dependent content starts from it. */
  now: number;
  /** The remote version that rendered on the server; a different version in the browser renders afresh. */
  version: string;
  /**
   * The lazy parts (`lazyPart` names) the server HTML shows, as the server render reported them
   * (`ServerRenderResult.parts`): the mount loads their code before it hydrates and waits for
   * each to commit. Absent (a site server from before it was passed on): the remote's own
   * `beforeHydrate` says.
   */
  parts?: readonly string[];
}

/** A widget of another remote: `{ remote: 'mf-booking', widget: 'booking-strip', params: {…} }`. */
export interface WidgetRef {
  remote: 'mf-booking' | 'mf-finder' | 'mf-menus' | 'mf-careers' | 'mf-marketing';
  widget: string;
  params?: Record<string, string>;
}

export interface MountedWidget {
  update(widget: WidgetRef): void;
  unmount(): void;
}

export interface MountedRemote {
  update(props: MountProps): void;
  unmount(): void;
}

export type MountFn = (element: HTMLElement, props: MountProps) => MountedRemote;

/** Everything a remote's server entry needs to render a route or widget for one request. */
export interface ServerRenderProps {
  /** 'app' for the remote's routes, or a named widget. */
  widget: string;
  location: RemoteLocation;
  /** The page's site configuration, as the browser gets it (no token: see `api`). */
  config: SiteConfig;
  /** The site's public origin, e.g. 'https://www.example.co.uk', for canonical URLs and JSON-LD. */
  origin: string;
  params?: Record<string, string>;
  /** The instant (epoch ms) to render for; the browser's first frame uses the same. */
  now: number;
  /** How the server entry reaches the brand API: its base URL and a server token. */
  api: { baseUrl: string; token: { accessToken: string; expiresAt: number } };
  /** Aborted when the site server's time budget for this render runs out. */
  signal?: AbortSignal;
  /**
   * Where this version's browser build is served (its manifest's folder, ending in '/'). The
   * server bundle's public path for this render, so asset URLs (`__webpack_public_path__`, a
   * job's image) in the server HTML are the ones the browser build writes.
   */
  assetBase?: string;
  /**
   * True: read everything from the brand API, keeping no answers for later renders. The site
   * server asks for it when a shared cache in front is the page cache (REMOTE_HTML_CACHE_MS=0),
   * so a content purge is followed by a render of the new content, not of answers kept before.
   */
  fresh?: boolean;
}

/** What goes into the page's <head> for a server-rendered route. */
export interface HeadTags {
  /** The page's own title (the site server adds the brand name). */
  title?: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** schema.org objects, one per thing on the page, each written as its own JSON-LD block. */
  jsonLd?: readonly Record<string, unknown>[];
  /** True for pages that must not be indexed (personal pages). */
  noindex?: boolean;
}

export interface ServerRenderResult {
  /** The widget's HTML, to be placed inside the element `mount` is later given. */
  html: string;
  /** Handed to `mount` as `hydrate.state` (serialisable as JSON). */
  state: unknown;
  /** 404 when the thing the URL names does not exist (unknown menu, restaurant, job, offer…). */
  status?: 200 | 404 | 410;
  head?: HeadTags;
  /** False for a page for one person (preferences, a booking): the site server never caches it. */
  cacheable?: boolean;
  /** The lazy parts the HTML shows (`lazyPart` names): handed to `mount` as `hydrate.parts`. */
  parts?: readonly string[];
}

export type RenderFn = (props: ServerRenderProps) => Promise<ServerRenderResult>;

/**
 * The module a remote's server build exports (a self-contained CommonJS file published beside
 * its browser build as `server/remote-server.js`): the site server loads it per release version.
 */
export interface RemoteServerModule {
  render: RenderFn;
  contractVersion: number;
  /** The remote version this file was built from (must equal its release folder's). */
  version: string;
}

/** The module every remote exposes as './mount'. */
export interface RemoteModule {
  mount: MountFn;
  contractVersion: number;
}
