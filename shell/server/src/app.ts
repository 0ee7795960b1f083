import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { signAppToken } from '@riviere/app-token';
import { registerErrorHandling, TtlCache } from '@riviere/server-kit';
import { createBrandApiClient } from './brand/brand-api-client';
import { createBrandDataSource, type BrandDataSource, type BrandSettings } from './brand/brand-data';
import { plainBookingApi } from './forms/booking-api';
import { bookingFormRoutes } from './forms/booking-routes';
import type { Config } from './config';
import { workerRunner } from './ssr/entry-runners';
import { createRemoteRenderer } from './ssr/remote-renderer';
import { loadShellSsr } from './ssr/shell-ssr';
import { formRoutes } from './forms/form-routes';
import { createHtmlPages } from './pages/html-pages';
import type { RouteMiddleware } from './pages/route-middleware';
import { forwardedFor, proxyRoutes } from './proxy/proxy-routes';
import { createUpstreamPools, type UpstreamPools } from './proxy/upstream';
import { redirectRoutes } from './redirects/redirect-routes';
import { createRemoteManifests } from './release/preload';
import { releaseRoutes } from './release/release-routes';
import { createReleaseStore } from './release/release-store';
import { registerSecurityHeaders } from './security/security-headers';
import { seoRoutes } from './seo/seo-routes';
import { staticRoutes } from './static/static-routes';
import { tokenRoutes } from './token/token-routes';
import { unsubscribeRoutes } from './unsubscribe/unsubscribe-routes';

export interface AppOptions {
  config: Config;
  tokenSecret: string;
  /** Injected in tests: a fixed clock for tokens. */
  now?: () => number;
  logger?: boolean | object;
  /** Replaces the route middleware table (tests). */
  middlewareRoutes?: readonly RouteMiddleware[];
  /** The render worker's script (tests run it from source). */
  renderWorker?: { file: string; execArgv?: string[] };
}

/** Compressed on the fly when the client accepts it: HTML, JS, CSS and JSON (and +json types). */
const COMPRESSIBLE = /^(?:text\/(?:html|css|javascript)|application\/(?:javascript|json|[\w.-]+\+json))\b/;
/** Spec §9: content pages are cached 60 s. */
const CONTENT_CACHE_MS = 60_000;
/** The site server's own calls for brand data give up sooner than a visitor's proxied call. */
const BRAND_DATA_TIMEOUT_MS = 10_000;

async function registerPlugins(app: FastifyInstance): Promise<void> {
  await app.register(compress, { globalDecompression: false, customTypes: COMPRESSIBLE, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `Too many token requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

/** Brand settings and restaurants, fetched over the general pool with the server's own token. */
async function startBrandData(app: FastifyInstance, options: AppOptions, pools: UpstreamPools) {
  const { config } = options;
  const brandApi = createBrandApiClient({
    dispatcher: pools.general,
    basePath: pools.basePath,
    brandKey: config.brandKey,
    tokenSecret: options.tokenSecret,
    timeoutMs: Math.min(BRAND_DATA_TIMEOUT_MS, config.pools.general.timeoutMs),
    now: options.now,
  });
  const brandData = createBrandDataSource({
    load: brandApi.brandData,
    ttlMs: config.brandDataTtlMs,
    retryMs: config.brandDataRetryMs,
    log: app.log,
  });
  app.addHook('onClose', async () => brandData.stop());
  await brandData.start();
  // Concurrent misses for one page share one request; a failure is not kept. Behind a shared
  // cache (no page cache here: REMOTE_HTML_CACHE_MS=0) a render reads the page anew, so a
  // content purge is followed by the new content.
  const pages = new TtlCache<unknown>(config.remoteHtmlCacheMs === 0 ? 0 : CONTENT_CACHE_MS);
  return { brandData, brandApi, loadPage: (id: string) => pages.getOrLoad(id, () => brandApi.page(id)) };
}

/** The token remotes' server renders call the brand API with: signed like /api/token's, renewed an hour before it runs out. */
function createServerToken(options: AppOptions) {
  let token: Promise<{ accessToken: string; expiresAt: number }> | null = null;
  let expiresAt = 0;
  return async () => {
    const now = (options.now ?? Date.now)();
    if (!token || expiresAt - now < 3_600_000) {
      token = signAppToken(options.tokenSecret, now);
      expiresAt = (await token).expiresAt;
    }
    return token;
  };
}

function currentSettings(brandData: BrandDataSource): BrandSettings | null {
  const state = brandData.state();
  return state.status === 'ready' ? state.data.settings : null;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: false, removeAdditional: false } },
  });
  registerErrorHandling(app);

  const release = createReleaseStore({
    file: config.releaseFile,
    overrides: config.remoteOverrides,
    siteUrl: config.siteUrl,
    intervalMs: config.fileCheckMs,
    log: app.log,
  });
  await release.refresh();
  // Before anything else, so the CSP and /release.json of this very request see a new release.
  app.addHook('onRequest', async () => {
    await release.refresh();
  });
  const pools = createUpstreamPools(config.brandApiUrl, config.pools);
  app.addHook('onClose', async () => pools.close());
  const { brandData, brandApi, loadPage } = await startBrandData(app, options, pools);

  registerSecurityHeaders(app, () => release.foreignOrigins(), () => ({
    tagManager: Boolean(currentSettings(brandData)?.tag_manager_id),
    recaptcha: Boolean(config.recaptchaSiteKey),
    maps: Boolean(config.mapsApiKey),
    braintree: config.braintreeEnabled,
  }));
  await registerPlugins(app);
  redirectRoutes(app, { brandData, sisterBrandUrl: config.sisterBrandUrl, offerForCampaign: brandApi.offerForCampaign, contentPageExists: async (id) => (await loadPage(id)) !== null });
  seoRoutes(app, { siteUrl: config.siteUrl, brandData, sitemapSources: brandApi.sitemapSources });

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', brandData: brandData.state().status === 'ready' ? 'ready' : 'unavailable' };
  });
  const manifests = createRemoteManifests(config.remotesStore);
  releaseRoutes(app, release, { remoteEntry: manifests.entryUrl });
  tokenRoutes(app, { tokenSecret: options.tokenSecret, rateLimit: config.tokenRateLimit, now: options.now ?? Date.now });
  await app.register(proxyRoutes, { pools, bodyLimit: config.proxyBodyLimit });
  const remoteRenderer = createRemoteRenderer({
    remotesStore: config.remotesStore,
    siteUrl: config.siteUrl,
    serverOrigins: config.remoteServerOrigins,
    budgetMs: config.remoteRenderBudgetMs,
    log: app.log,
    ...(config.remoteSsr && config.ssrIsolation === 'worker'
      ? {
          runner: workerRunner({
            threads: config.remoteRenderThreads,
            memoryMb: config.remoteRenderMemoryMb,
            brandApiUrl: config.brandApiUrl,
            budgetMs: config.remoteRenderBudgetMs,
            warn: (line) => app.log.warn(line),
            ...(options.renderWorker ? { worker: options.renderWorker } : {}),
          }),
        }
      : {}),
  });
  app.addHook('onClose', async () => remoteRenderer.close());
  // A release that no longer names a version drops its server module: memory stays flat.
  app.addHook('onRequest', async () => remoteRenderer.retain(release.current()));
  const serverToken = createServerToken(options);
  const renderPage = createHtmlPages({
    ...config,
    brandData,
    // Behind a shared cache the cache keeps the pages: a render (after a purge) uses brand data fetched since it began.
    ...(config.remoteRenderFresh ? { freshBrandData: true } : {}),
    log: app.log,
    ssr: loadShellSsr(config.shellSsr, app.log),
    loadPage,
    recaptchaSiteKey: config.recaptchaSiteKey,
    mapsApiKey: config.mapsApiKey,
    middlewareRoutes: options.middlewareRoutes,
    middleware: {
      'job-exists': async ([id]) => ((await brandApi.jobExists(id as string)) ? 'ok' : 'not-found'),
      'offer-exists': async ([slug]) => ((await brandApi.offerExists(slug as string)) ? 'ok' : 'not-found'),
      'booking-link-exists': async ([reference, signature]) => ((await brandApi.bookingLinkExists(reference as string, signature as string)) ? 'ok' : 'not-found'),
    },
    release: () => release.current(),
    remotePreloads: manifests.preloadTags,
    remoteEntry: manifests.entryUrl,
    ...(config.remoteSsr
      ? {
          remotes: {
            renderer: remoteRenderer,
            release: () => release.current(),
            siteUrl: config.siteUrl,
            api: async () => ({ baseUrl: config.brandApiUrl, token: await serverToken() }),
            fresh: config.remoteRenderFresh,
            now: options.now,
          },
        }
      : {}),
    remoteHtmlCacheMs: config.remoteHtmlCacheMs,
  });
  await staticRoutes(app, { shellDist: config.shellDist, remotesStore: config.remotesStore, renderPage });
  await app.register(unsubscribeRoutes, { pools, renderPage });
  await app.register(bookingFormRoutes, {
    tokenSecret: options.tokenSecret,
    now: options.now ?? Date.now,
    renderPage,
    restaurantAt: (city, slug) => {
      const state = brandData.state();
      return state.status === 'ready' ? (state.data.restaurants.find((r) => r.city === city && r.slug === slug) ?? null) : null;
    },
    bookingApi: async () => plainBookingApi({ baseUrl: config.brandApiUrl, brandKey: config.brandKey, token: await serverToken() }),
  });
  await app.register(formRoutes, {
    tokenSecret: options.tokenSecret,
    now: options.now ?? Date.now,
    renderPage,
    send: brandApi.sendForm,
    forwardedFor,
    restaurantTitle: (storeId) => {
      const state = brandData.state();
      return state.status === 'ready' ? state.data.restaurants.find((r) => r.storeId === storeId)?.title : undefined;
    },
  });
  return app;
}
