import type { SchemaRestaurant } from '@riviere/restaurant-rules';
import type { FastifyBaseLogger } from 'fastify';

export interface LinkItem {
  linkText?: string;
  linkUrl?: string;
  description?: string;
  openInNewTab?: boolean;
  links?: LinkItem[];
}

/** The fields of the brand settings (spec §3) the site server reads; the API sends more. */
export interface BrandSettings {
  site_name: string;
  site_id?: string;
  tag_manager_id?: string;
  site_url?: string;
  site_email?: string;
  mastheadItems?: LinkItem[];
  footerItems?: LinkItem[];
  socialMediaItems?: LinkItem[];
}

/**
 * The fields of a restaurant location (spec §3) the site server reads: what its page's head
 * and structured data need (the restaurant list carries them all).
 */
export type Restaurant = SchemaRestaurant;

export interface BrandData {
  settings: BrandSettings;
  restaurants: Restaurant[];
}

export type BrandDataState = { status: 'ready'; data: BrandData } | { status: 'unavailable'; message: string };

export interface BrandDataSource {
  state(): BrandDataState;
  /** The first attempt; later ones run on timers until stop(). Never rejects. */
  start(): Promise<void>;
  /**
   * Resolves once the data held was fetched at or after `since` (epoch ms): a load that started
   * since then is joined, else a new one starts. A failed load keeps the old data. Never rejects.
   */
  fetchedSince(since: number): Promise<void>;
  stop(): void;
}

export interface BrandDataOptions {
  load(): Promise<BrandData>;
  /** How long loaded data is kept before it is fetched again. */
  ttlMs: number;
  /** Delay before trying again after a failure. */
  retryMs: number;
  log: FastifyBaseLogger;
}

/**
 * Brand settings and the restaurant list, fetched at start and every `ttlMs` after. While they
 * cannot be had the state says why and a timer keeps trying, so the site recovers on its own
 * once the brand API answers; a failed refresh keeps serving the data it already has.
 */
export function createBrandDataSource(options: BrandDataOptions): BrandDataSource {
  let state: BrandDataState = { status: 'unavailable', message: 'brand settings have not been loaded yet' };
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** When the load whose data is held started; the latest load under way and when it started. */
  let heldFrom = -Infinity;
  let loading: { promise: Promise<void>; startedAt: number } | null = null;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), delayMs);
    timer.unref();
  }

  /** A load: the one under way when `since` allows joining it, else a new one. */
  function attempt(since = -Infinity): Promise<void> {
    if (loading && loading.startedAt >= since) return loading.promise;
    const startedAt = Date.now();
    const promise = load(startedAt).finally(() => {
      if (loading?.promise === promise) loading = null;
    });
    loading = { promise, startedAt };
    return promise;
  }

  async function load(startedAt: number): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      const data = await options.load();
      // A slower, older load never replaces what a newer one brought.
      if (startedAt < heldFrom) return;
      if (state.status === 'unavailable') options.log.info({ restaurants: data.restaurants.length }, 'brand data loaded');
      state = { status: 'ready', data };
      heldFrom = startedAt;
      schedule(options.ttlMs);
    } catch (error) {
      const message = (error as Error).message;
      if (state.status === 'ready') {
        options.log.warn(`brand data refresh failed, keeping the data already loaded: ${message}`);
      } else {
        if (state.message !== message) options.log.error(`brand data unavailable, retrying every ${options.retryMs} ms: ${message}`);
        state = { status: 'unavailable', message };
      }
      schedule(options.retryMs);
    }
  }

  return {
    state: () => state,
    start: () => attempt(),
    fetchedSince: (since) => (heldFrom >= since ? Promise.resolve() : attempt(since)),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
