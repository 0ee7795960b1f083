import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { RouteMiddleware } from '../pages/route-middleware';
import { TEST_BRAND_KEY, TEST_SECRET } from './fake-brand-api';
import { RENDER_WORKER_FROM_SOURCE } from './render-worker';

export const SITE_URL = 'https://www.maison-riviere.test';

export const SHELL_TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="from the template" />
    <title>Template title</title>
    <script defer src="/main.0123456789.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

export const SHELL_FILES: Record<string, string> = {
  'index.html': SHELL_TEMPLATE,
  'main.0123456789.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'styles.abcdef1234.css': 'body { color: black; }',
  'assets/hero.0a1b2c3d4e.jpg': 'jpeg',
  'fonts/3b4f5e6a7c8d9e0f.woff2': 'font',
  'shell-notes.txt': 'A plain file of the shell build.\n',
  'mf-manifest.json': '{}',
};

export const REMOTE_FILES: Record<string, string> = {
  'mf-menus/1.0.0/mf-manifest.json': '{"name":"mf_menus"}',
  'mf-menus/1.0.0/remoteEntry.js': 'var mf_menus;',
  'mf-menus/1.1.0/mf-manifest.json': '{"name":"mf_menus","version":"1.1.0"}',
};

export const RELEASE = { remotes: { 'mf-menus': '/remotes/mf-menus/1.0.0/mf-manifest.json' } };

export interface SiteOptions {
  brandApiUrl: string;
  env?: Record<string, string>;
  config?: Partial<Config>;
  shellFiles?: Record<string, string>;
  release?: unknown;
  now?: () => number;
  middlewareRoutes?: readonly RouteMiddleware[];
  /** Fastify's logger option (tests that read the log pass a stream). */
  logger?: boolean | object;
}

export interface Site {
  app: FastifyInstance;
  config: Config;
  dir: string;
  writeRelease(release: unknown): void;
  close(): Promise<void>;
}

function writeTree(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

/** The site server against `brandApiUrl`, on temporary shell, remotes and release folders. */
export async function startSite(options: SiteOptions): Promise<Site> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const shellDist = path.join(dir, 'shell');
  const remotesStore = path.join(dir, 'remotes');
  const releaseFile = path.join(dir, 'release.json');
  fs.mkdirSync(shellDist, { recursive: true });
  writeTree(shellDist, options.shellFiles ?? SHELL_FILES);
  writeTree(remotesStore, REMOTE_FILES);
  const writeRelease = (release: unknown) => {
    // Written aside and renamed, as a deploy would, so a check never sees half a file.
    fs.writeFileSync(`${releaseFile}.tmp`, typeof release === 'string' ? release : JSON.stringify(release));
    fs.renameSync(`${releaseFile}.tmp`, releaseFile);
  };
  if (options.release !== null) writeRelease(options.release ?? RELEASE);

  const config: Config = {
    ...loadConfig({
      BRAND_API_URL: options.brandApiUrl,
      BRAND_KEY: TEST_BRAND_KEY,
      TOKEN_SECRET: TEST_SECRET,
      SHELL_DIST: shellDist,
      REMOTES_STORE: remotesStore,
      RELEASE_FILE: releaseFile,
      SITE_URL: SITE_URL,
      // No server rendering unless a test provides a bundle: the page tests see the template.
      SHELL_SSR: path.join(dir, 'no-ssr-bundle.js'),
      // The remotes' server render is on in every test that gives it a server build.
      REMOTE_SSR: 'on',
      // One render worker: the stand-ins count their renders per loaded module, and tests read the count.
      REMOTE_RENDER_THREADS: '1',
      ...options.env,
    }),
    fileCheckMs: 0,
    brandDataRetryMs: 100,
    ...options.config,
  };
  const app = await buildApp({ config, tokenSecret: TEST_SECRET, now: options.now, middlewareRoutes: options.middlewareRoutes, logger: options.logger, renderWorker: RENDER_WORKER_FROM_SOURCE });
  return {
    app,
    config,
    dir,
    writeRelease,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` passes (polling), or fails with its last error. */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
