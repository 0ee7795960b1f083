import os from 'node:os';
import path from 'node:path';

/** One undici pool towards the brand API (spec §9). */
export interface PoolConfig {
  connections: number;
  /** Time allowed for the response headers, and then between two body chunks. */
  timeoutMs: number;
}

/** Everything the site server reads from its environment, with the defaults `npm start` relies on. */
export interface Config {
  port: number;
  host: string;
  brandApiUrl: string;
  brandKey: string;
  /** TOKEN_SECRET; when absent the secret is the one generated into `brandApiDataDir`. */
  tokenSecret: string | null;
  brandApiDataDir: string;
  shellDist: string;
  /** The shell's server-rendering bundle; optional (pages then render in the browser only). */
  shellSsr: string;
  remotesStore: string;
  releaseFile: string;
  /** From REMOTE_URL_<NAME>: remote name ('mf-menus') → manifest URL, applied over the release file. */
  remoteOverrides: Record<string, string>;
  /** Public address of the site, no trailing slash: canonical and Open Graph URLs. */
  siteUrl: string;
  sisterBrandUrl: string | null;
  /** reCAPTCHA v3 site key for the forms (RECAPTCHA_SITE_KEY); null = the offline default, no captcha. */
  recaptchaSiteKey: string | null;
  /** Google Maps JavaScript API key (GOOGLE_MAPS_API_KEY); null = the map-free fallback. */
  mapsApiKey: string | null;
  /** BRAINTREE_ENABLED=true when the brand API takes real cards: the CSP then allows Braintree. */
  braintreeEnabled: boolean;
  logLevel: string;
  /** Fastify's trustProxy: false at the edge; true, or the proxies' addresses, behind a load balancer. */
  trustProxy: boolean | string;
  /** POST /api/token requests per minute per client address. */
  tokenRateLimit: number;
  /** How often the brand settings and restaurants are fetched again while they cannot be had. */
  brandDataRetryMs: number;
  /** How long fetched brand settings and restaurants are kept (spec §9: 3600 s). */
  brandDataTtlMs: number;
  /** The release file and index.html are checked for changes at most this often. */
  fileCheckMs: number;
  /** Largest request body passed through to the brand API (CV and contact uploads). */
  proxyBodyLimit: number;
  pools: { booking: PoolConfig; general: PoolConfig };
  /**
   * REMOTE_SSR (default on): remotes' routes are rendered on the server with their server builds;
   * `off` leaves every remote to the browser (the way back if a release misbehaves).
   */
  remoteSsr: boolean;
  /** REMOTE_RENDER_BUDGET_MS: time one remote's server render may take before the browser renders it instead. */
  remoteRenderBudgetMs: number;
  /** REMOTE_SERVER_ORIGINS (comma-separated): other origins whose remotes' server entries may run here. */
  remoteServerOrigins: string[];
  /** REMOTE_HTML_CACHE_MS: how long a page with a remote's server render is kept; 0 = not kept. */
  remoteHtmlCacheMs: number;
  /**
   * REMOTE_RENDER_FRESH: every render reads the brand API anew and keeps no answers (on), or uses
   * answers kept for the content cache time (off). Default: on when REMOTE_HTML_CACHE_MS=0 (a shared
   * cache in front keeps the pages, and a render after a purge must show the new content).
   */
  remoteRenderFresh: boolean;
  /**
   * SSR_ISOLATION: where remotes' server entries run — `worker` (a pool of render workers: empty
   * environment, sandboxed, stopped past the budget) or `none` (this process, as before the pool).
   */
  ssrIsolation: 'worker' | 'none';
  /** REMOTE_RENDER_THREADS: render workers per site server process. */
  remoteRenderThreads: number;
  /** REMOTE_RENDER_MEMORY_MB: each render worker's heap limit; past it the worker is replaced. */
  remoteRenderMemoryMb: number;
  /**
   * SITE_WORKERS: site server processes on this port, a whole number or `auto` (one per core,
   * what a production host without its own process manager should run); 1 = this process only.
   */
  workers: number;
}

export const DEFAULT_PORT = 3000;
export const BRAND_DATA_TTL_MS = 3_600_000;
/** Spec §9: 128 sockets and 60 s for the booking API, 50 sockets and 30 s for the rest. */
export const BOOKING_POOL: PoolConfig = { connections: 128, timeoutMs: 60_000 };
export const GENERAL_POOL: PoolConfig = { connections: 50, timeoutMs: 30_000 };
export const PROXY_BODY_LIMIT = 25 * 1024 * 1024;
export const REMOTE_RENDER_BUDGET_MS = 300;
/**
 * Remotes' server entries run in render workers: a render that blocks or leaks stops only its
 * worker. Measured side by side with the site server's own process (bench/ssr.json, 10
 * connections, page cache off), the pool's rendered p99 was 0.97× on a restaurant page and 1.10×
 * on /our-menu; `none` serves more rendered pages a second (1.3–1.4×) for an operator who prefers that.
 */
export const SSR_ISOLATION = 'worker';
export const REMOTE_RENDER_THREADS = 1;
export const REMOTE_RENDER_MEMORY_MB = 512;
/** Spec §9: content is cached 60 s. */
export const REMOTE_HTML_CACHE_MS = 60_000;

const repoRoot = path.resolve(__dirname, '../../..');
const REMOTE_URL_PREFIX = 'REMOTE_URL_';

/** A switch: on/true/1 or off/false/0; anything else is refused, naming the variable. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(on|true|1)$/i.test(value)) return true;
  if (/^(off|false|0)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function httpUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function isolation(value: string | undefined): Config['ssrIsolation'] {
  if (value === undefined || value === '') return SSR_ISOLATION;
  if (value === 'worker' || value === 'none') return value;
  throw new Error(`SSR_ISOLATION must be worker or none, got "${value}"`);
}

function atLeastOne(name: string, value: string | undefined, fallback: number): number {
  const n = integer(name, value, fallback);
  if (n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return n;
}

/** At least one, or `auto`: one per core. */
function workers(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (value === 'auto') return os.availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`SITE_WORKERS must be a whole number of at least 1, or auto, got "${value}"`);
  return n;
}

/** 'true', 'false' or a comma-separated list of proxy addresses / CIDR ranges. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** 'https://cdn.example.com, https://b.example.com' → their origins; each must be an http(s) URL. */
function origins(name: string, value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((item) => item.trim()).filter(Boolean).map((item) => new URL(httpUrl(name, item, '')).origin);
}

/** REMOTE_URL_MF_MENUS=… overrides the release's `mf-menus`. Empty values are ignored. */
export function remoteOverridesFrom(env: NodeJS.ProcessEnv): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith(REMOTE_URL_PREFIX) || !value) continue;
    const name = key.slice(REMOTE_URL_PREFIX.length).toLowerCase().replace(/_/g, '-');
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`${key} does not name a remote`);
    overrides[name] = value;
  }
  return overrides;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const remoteHtmlCacheMs = integer('REMOTE_HTML_CACHE_MS', env.REMOTE_HTML_CACHE_MS, REMOTE_HTML_CACHE_MS);
  return {
    port: integer('PORT', env.PORT, DEFAULT_PORT),
    host: env.HOST || '127.0.0.1',
    brandApiUrl: httpUrl('BRAND_API_URL', env.BRAND_API_URL, 'http://127.0.0.1:4000'),
    brandKey: env.BRAND_KEY || 'local-brand',
    tokenSecret: env.TOKEN_SECRET || null,
    brandApiDataDir: path.resolve(env.BRAND_API_DATA_DIR || path.join(repoRoot, '.data', 'brand-api')),
    shellDist: path.resolve(env.SHELL_DIST || path.join(repoRoot, 'shell', 'dist')),
    shellSsr: path.resolve(env.SHELL_SSR || path.join(repoRoot, 'shell', 'dist-ssr', 'ssr.js')),
    remotesStore: path.resolve(env.REMOTES_STORE || path.join(repoRoot, '.data', 'remotes')),
    releaseFile: path.resolve(env.RELEASE_FILE || path.join(repoRoot, '.data', 'release.json')),
    remoteOverrides: remoteOverridesFrom(env),
    siteUrl: httpUrl('SITE_URL', env.SITE_URL, 'http://localhost:3000'),
    sisterBrandUrl: env.SISTER_BRAND_URL ? httpUrl('SISTER_BRAND_URL', env.SISTER_BRAND_URL, '') : null,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || null,
    mapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    braintreeEnabled: env.BRAINTREE_ENABLED === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    tokenRateLimit: integer('TOKEN_RATE_LIMIT', env.TOKEN_RATE_LIMIT, 30),
    brandDataRetryMs: integer('BRAND_DATA_RETRY_MS', env.BRAND_DATA_RETRY_MS, 5000),
    brandDataTtlMs: BRAND_DATA_TTL_MS,
    fileCheckMs: 1000,
    proxyBodyLimit: PROXY_BODY_LIMIT,
    pools: { booking: { ...BOOKING_POOL }, general: { ...GENERAL_POOL } },
    remoteSsr: onOff('REMOTE_SSR', env.REMOTE_SSR, true),
    remoteRenderBudgetMs: integer('REMOTE_RENDER_BUDGET_MS', env.REMOTE_RENDER_BUDGET_MS, REMOTE_RENDER_BUDGET_MS),
    remoteServerOrigins: origins('REMOTE_SERVER_ORIGINS', env.REMOTE_SERVER_ORIGINS),
    remoteHtmlCacheMs,
    remoteRenderFresh: onOff('REMOTE_RENDER_FRESH', env.REMOTE_RENDER_FRESH, remoteHtmlCacheMs === 0),
    ssrIsolation: isolation(env.SSR_ISOLATION),
    remoteRenderThreads: atLeastOne('REMOTE_RENDER_THREADS', env.REMOTE_RENDER_THREADS, REMOTE_RENDER_THREADS),
    remoteRenderMemoryMb: atLeastOne('REMOTE_RENDER_MEMORY_MB', env.REMOTE_RENDER_MEMORY_MB, REMOTE_RENDER_MEMORY_MB),
    workers: workers(env.SITE_WORKERS),
  };
}
