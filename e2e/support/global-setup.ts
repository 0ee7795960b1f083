import path from 'node:path';
import { ROOT } from './stack';

interface StartedStack {
  siteUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the production builds the way `npm start` does (scripts/stack.mjs) on free ports.
 * Tests read the addresses from E2E_* variables. SITE=<url> tests a running site instead;
 * E2E_RELEASE_FILE (and E2E_REMOTES_STORE) serve that release instead of the fresh builds.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.SITE) {
    process.env.E2E_SITE_URL = process.env.SITE;
    return async () => undefined;
  }
  // The journeys test what ships: remotes' routes rendered on the server (stack.mjs passes the environment on to the site server).
  process.env.REMOTE_SSR = 'on';
  // A render past its budget is served to the browser instead (right, but not what a journey means to
  // test): on a busy test machine the default 300 ms is a timing check, so the journeys allow more.
  process.env.REMOTE_RENDER_BUDGET_MS ??= '3000';
  const { startStack } = (await import(path.join(ROOT, 'scripts/stack.mjs'))) as { startStack(o: object): Promise<StartedStack> };
  // `npm run e2e -- --release <file>` (scripts/e2e.mjs): QA runs the journeys against that release.
  const release = process.env.E2E_RELEASE_FILE
    ? { releaseFile: path.resolve(process.env.E2E_RELEASE_FILE), remotesStore: process.env.E2E_REMOTES_STORE ? path.resolve(process.env.E2E_REMOTES_STORE) : undefined }
    : {};
  const { stop, ...stack } = await startStack({ logDir: path.join(ROOT, 'test-results/e2e-logs'), ...release });
  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_STACK = JSON.stringify(stack);
  return stop;
}
