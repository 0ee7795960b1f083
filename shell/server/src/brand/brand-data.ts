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
   * Loads again now when what is held is older than `maxAgeMs` (calls meanwhile share one load);
   * resolves once it is, keeping the old data when the load fails. Never rejects.
   */
  refreshOlderThan(maxAgeMs: number): Promise<void>;
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
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), delayMs);
    timer.unref();
  }

  function attempt(): Promise<void> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function load(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      const data = await options.load();
      if (state.status === 'unavailable') options.log.info({ restaurants: data.restaurants.length }, 'brand data loaded');
      state = { status: 'ready', data };
      loadedAt = Date.now();
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
    refreshOlderThan: (maxAgeMs) => (Date.now() - loadedAt > maxAgeMs ? attempt() : Promise.resolve()),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
