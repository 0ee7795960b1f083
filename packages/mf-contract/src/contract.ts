import type { Observable } from 'rxjs';

/**
 * What the shell and every remote agree on. Remotes never import each other or the shell: they
 * are mounted into an element with these props and talk back through `navigate` and the bus.
 * Change this file only in a backward-compatible way (remotes are released on their own).
 */
export const CONTRACT_VERSION = 1;

export interface RemoteLocation {
  pathname: string;
  search: string;
  hash: string;
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

/** The module every remote exposes as './mount'. */
export interface RemoteModule {
  mount: MountFn;
  contractVersion: number;
}
