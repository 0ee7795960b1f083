// Starts the production builds the way `npm start` does — mail catcher, brand API on an
// embedded database in a fresh folder, site server with the built remotes staged into a fresh
// store — on free ports. Used by the browser journeys and the web benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, waitForUrl } from './run.mjs';
import { stageAll } from './stage-remotes.mjs';

/** The development mail catcher (a root devDependency), run by this Node on every platform. */
const MAILDEV = fileURLToPath(import.meta.resolve('maildev/bin/maildev'));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ logDir?: string, shellDist?: string, releaseFile?: string, remotesStore?: string, serviceEnv?: Record<string, string> }} [options]
 * With `releaseFile`, that release is served as it is from `remotesStore` (default .data/remotes);
 * without, every built remote is staged into a fresh store and made live. `serviceEnv` is added to
 * the brand API's and the site server's environment (the visual suite's fixed clock, for one).
 * @returns {Promise<{ siteUrl: string, apiUrl: string, inboxUrl: string, releaseFile: string, remotesStore: string, dataDir: string, stop(): Promise<void> }>}
 */
export async function startStack(options = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviere-stack-'));
  const logDir = options.logDir ?? path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const [api, site, smtp, inbox] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const stack = {
    siteUrl: `http://127.0.0.1:${site}`,
    apiUrl: `http://127.0.0.1:${api}`,
    inboxUrl: `http://127.0.0.1:${inbox}`,
    releaseFile: options.releaseFile ?? path.join(dataDir, 'release.json'),
    remotesStore: options.remotesStore ?? (options.releaseFile ? path.join(root, '.data/remotes') : path.join(dataDir, 'remotes')),
    dataDir,
  };
  if (!options.releaseFile) stageAll({ store: stack.remotesStore, releaseFile: stack.releaseFile });

  const secret = 'stack-token-secret-0123456789abcdef';
  const launch = (name, args, env) => {
    const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    return spawn(args[0], args.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  };
  const children = [
    launch('mail', [process.execPath, MAILDEV, '--smtp', String(smtp), '--web', String(inbox), '--ip', '127.0.0.1', '--silent'], {}),
    launch('brand-api', [process.execPath, 'services/brand-api/dist/server.js'], {
      PORT: String(api), DATA_DIR: path.join(dataDir, 'brand-api'), TOKEN_SECRET: secret, SMTP_URL: `smtp://127.0.0.1:${smtp}`,
      LOG_LEVEL: 'warn', SITE_URL: stack.siteUrl, SENSITIVE_RATE_LIMIT: '1000', TRUST_PROXY: 'loopback',
      // Content images are named by their source's hash, so every run can share one folder: the
      // first run on a machine makes them, the next ones find them.
      IMAGES_DIR: process.env.IMAGES_DIR ?? path.join(root, '.data', 'image-cache'),
      ...options.serviceEnv,
    }),
    launch('site', [process.execPath, 'shell/server/dist/server.js'], {
      PORT: String(site), BRAND_API_URL: stack.apiUrl, TOKEN_SECRET: secret, REMOTES_STORE: stack.remotesStore,
      RELEASE_FILE: stack.releaseFile, SITE_URL: stack.siteUrl, LOG_LEVEL: 'warn', SISTER_BRAND_URL: 'https://sister-brand.example',
      // Every visitor of the journeys comes from 127.0.0.1: two browsers at full speed ask for more
      // than the 30 tokens a minute one address may have (the brand API's limits are raised likewise).
      TOKEN_RATE_LIMIT: '1000',
      ...(options.shellDist ? { SHELL_DIST: options.shellDist } : {}),
      ...options.serviceEnv,
    }),
  ];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitForUrl(`${stack.apiUrl}/health`, 240_000), waitForUrl(`${stack.inboxUrl}/`), waitForUrl(`${stack.siteUrl}/health`)]);
    // Pages answer 500 until the site server has the brand settings.
    await waitForUrl(`${stack.siteUrl}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...stack, stop };
}
