import os from 'node:os';
import path from 'node:path';
import { loadConfig, remoteOverridesFrom } from './config';

const repo = path.resolve(__dirname, '../../..');

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      brandApiUrl: 'http://127.0.0.1:4000',
      brandKey: 'local-brand',
      tokenSecret: null,
      brandApiDataDir: path.join(repo, '.data', 'brand-api'),
      shellDist: path.join(repo, 'shell', 'dist'),
      remotesStore: path.join(repo, '.data', 'remotes'),
      releaseFile: path.join(repo, '.data', 'release.json'),
      remoteOverrides: {},
      siteUrl: 'http://localhost:3000',
      sisterBrandUrl: null,
      recaptchaSiteKey: null,
      mapsApiKey: null,
      braintreeEnabled: false,
      trustProxy: false,
      tokenRateLimit: 30,
      brandDataRetryMs: 5000,
      brandDataTtlMs: 3_600_000,
      proxyBodyLimit: 25 * 1024 * 1024,
      pools: { booking: { connections: 128, timeoutMs: 60_000 }, general: { connections: 50, timeoutMs: 30_000 } },
      remoteSsr: true,
      workers: 1,
    });
  });

  it.each([
    ['2', 2],
    ['1', 1],
    ['auto', os.availableParallelism()],
    ['', 1],
  ])('SITE_WORKERS=%p runs %p site server processes', (value, expected) => {
    expect(loadConfig({ SITE_WORKERS: value }).workers).toBe(expected);
  });

  it.each([
    ['on', true], ['true', true], ['1', true], ['ON', true],
    ['off', false], ['false', false], ['0', false], ['', true],
  ])('REMOTE_SSR=%p renders remotes on the server: %p', (value, expected) => {
    expect(loadConfig({ REMOTE_SSR: value }).remoteSsr).toBe(expected);
  });

  it.each([
    ['', 'worker'], ['worker', 'worker'], ['none', 'none'],
  ])('SSR_ISOLATION=%p runs server entries in %p', (value, expected) => {
    expect(loadConfig({ SSR_ISOLATION: value }).ssrIsolation).toBe(expected);
  });

  it('refuses an SSR_ISOLATION, REMOTE_RENDER_THREADS or REMOTE_RENDER_MEMORY_MB it cannot use, naming it', () => {
    expect(() => loadConfig({ SSR_ISOLATION: 'vm' })).toThrow('SSR_ISOLATION must be worker or none, got "vm"');
    expect(() => loadConfig({ REMOTE_RENDER_THREADS: '0' })).toThrow('REMOTE_RENDER_THREADS must be a whole number of at least 1, got "0"');
    expect(() => loadConfig({ REMOTE_RENDER_MEMORY_MB: 'lots' })).toThrow('REMOTE_RENDER_MEMORY_MB must be a whole number, got "lots"');
    expect(loadConfig({ REMOTE_RENDER_THREADS: '4', REMOTE_RENDER_MEMORY_MB: '128' })).toMatchObject({ remoteRenderThreads: 4, remoteRenderMemoryMb: 128 });
  });

  it.each([
    [{}, false],
    [{ REMOTE_HTML_CACHE_MS: '0' }, true],
    [{ REMOTE_HTML_CACHE_MS: '0', REMOTE_RENDER_FRESH: 'off' }, false],
    [{ REMOTE_HTML_CACHE_MS: '60000', REMOTE_RENDER_FRESH: 'on' }, true],
  ])('with %p a render reads the brand API anew: %p', (env, expected) => {
    expect(loadConfig(env).remoteRenderFresh).toBe(expected);
  });

  it('refuses a REMOTE_SSR it cannot read, naming it', () => {
    expect(() => loadConfig({ REMOTE_SSR: 'sometimes' })).toThrow('REMOTE_SSR must be on or off, got "sometimes"');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      BRAND_API_URL: 'https://api.example.com/brand/',
      SITE_URL: 'https://www.example.com/',
      SISTER_BRAND_URL: 'https://sister.example.com',
      TOKEN_SECRET: 's3cret',
      TRUST_PROXY: '10.0.0.0/8',
      TOKEN_RATE_LIMIT: '5',
      REMOTE_URL_MF_MENUS: 'http://127.0.0.1:3101/mf-manifest.json',
      RECAPTCHA_SITE_KEY: 'site-key',
      GOOGLE_MAPS_API_KEY: 'maps-key',
      BRAINTREE_ENABLED: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      brandApiUrl: 'https://api.example.com/brand',
      siteUrl: 'https://www.example.com',
      sisterBrandUrl: 'https://sister.example.com',
      tokenSecret: 's3cret',
      trustProxy: '10.0.0.0/8',
      tokenRateLimit: 5,
      remoteOverrides: { 'mf-menus': 'http://127.0.0.1:3101/mf-manifest.json' },
      recaptchaSiteKey: 'site-key',
      mapsApiKey: 'maps-key',
      braintreeEnabled: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ BRAND_API_URL: 'localhost:4000' }, /BRAND_API_URL must be an http\(s\) URL/],
    [{ SITE_URL: 'not a url' }, /SITE_URL must be an http\(s\) URL/],
    [{ TOKEN_RATE_LIMIT: '-1' }, /TOKEN_RATE_LIMIT must be a whole number/],
    [{ REMOTE_URL_: 'x' }, /REMOTE_URL_ does not name a remote/],
    [{ SITE_WORKERS: '0' }, /SITE_WORKERS must be a whole number of at least 1, or auto, got "0"/],
    [{ SITE_WORKERS: 'all' }, /SITE_WORKERS must be a whole number of at least 1, or auto, got "all"/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('remoteOverridesFrom', () => {
  it.each([
    [{ REMOTE_URL_MF_MENUS: 'a' }, { 'mf-menus': 'a' }],
    [{ REMOTE_URL_MF_BOOKING: 'b', REMOTE_URL_MF_FINDER: '' }, { 'mf-booking': 'b' }],
    [{ OTHER: 'x' }, {}],
  ])('%j → %j', (env, overrides) => {
    expect(remoteOverridesFrom(env)).toEqual(overrides);
  });
});
