import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ROOT, freePort, startProcess, tempDir, waitForUrl, type Stack } from './stack';

/**
 * Starts brand API (embedded database), mail catcher and site server from the production
 * builds, with the built remotes staged into a fresh remotes store and release file. Tests read
 * the addresses from E2E_* variables. SITE=<url> skips all this and tests a running site.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.SITE) {
    process.env.E2E_SITE_URL = process.env.SITE;
    return async () => undefined;
  }
  const dataDir = tempDir('e2e-stack-');
  const logDir = path.join(ROOT, 'test-results/e2e-logs');
  fs.mkdirSync(logDir, { recursive: true });
  const [api, site, smtp, inbox] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const stack: Stack = {
    siteUrl: `http://127.0.0.1:${site}`,
    apiUrl: `http://127.0.0.1:${api}`,
    inboxUrl: `http://127.0.0.1:${inbox}`,
    releaseFile: process.env.E2E_RELEASE_FILE ?? path.join(dataDir, 'release.json'),
    remotesStore: path.join(dataDir, 'remotes'),
    dataDir,
  };
  const { stageAll } = (await import(path.join(ROOT, 'scripts/stage-remotes.mjs'))) as {
    stageAll(o: { store: string; releaseFile: string }): unknown;
  };
  if (!process.env.E2E_RELEASE_FILE) stageAll({ store: stack.remotesStore, releaseFile: stack.releaseFile });

  const secret = 'e2e-token-secret-0123456789abcdef';
  const children: ChildProcess[] = [
    startProcess('mail', [path.join(ROOT, 'node_modules/.bin/maildev'), '--smtp', String(smtp), '--web', String(inbox), '--ip', '127.0.0.1', '--silent'], {}, logDir),
    startProcess('brand-api', [process.execPath, 'services/brand-api/dist/server.js'], {
      PORT: String(api), DATA_DIR: path.join(dataDir, 'brand-api'), TOKEN_SECRET: secret, SMTP_URL: `smtp://127.0.0.1:${smtp}`,
      LOG_LEVEL: 'warn', SITE_URL: stack.siteUrl, SENSITIVE_RATE_LIMIT: '1000',
    }, logDir),
    startProcess('site', [process.execPath, 'shell/server/dist/server.js'], {
      PORT: String(site), BRAND_API_URL: stack.apiUrl, TOKEN_SECRET: secret, REMOTES_STORE: stack.remotesStore,
      RELEASE_FILE: stack.releaseFile, SITE_URL: stack.siteUrl, LOG_LEVEL: 'warn',
    }, logDir),
  ];
  await Promise.all([waitForUrl(`${stack.apiUrl}/health`), waitForUrl(`${stack.inboxUrl}/`), waitForUrl(`${stack.siteUrl}/health`)]);
  // The site server fetches brand settings at start; wait until pages are ready.
  await waitForUrl(`${stack.siteUrl}/`);

  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_STACK = JSON.stringify(stack);
  return async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
