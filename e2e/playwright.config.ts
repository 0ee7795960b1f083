import { defineConfig } from '@playwright/test';

/**
 * Journeys that change the shared stack's release file (a remote swapped, taken down or
 * broken): they run alone, after every other journey, so no other journey meets their release.
 */
const ALONE = ['releases-a-remote-alone.spec.ts', 'survives-a-remote-outage.spec.ts', 'survives-a-broken-server-render.spec.ts'];

/**
 * Journeys across the composed site, in Debian's Chromium (never a downloaded browser).
 * The global setup starts the production build the way `npm start` does, on free ports, unless
 * SITE=<url> names a running site.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // Two browsers at once against the one stack (E2E_WORKERS to change): each journey file still
  // runs in order in its worker, and every journey books, signs up and writes with its own names.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A whole journey, with an accessibility pass at each step (several seconds each on a busy
  // 2-core machine): a booking with five of them took 63 s there. The waits inside each journey
  // keep their own short timeouts; this only bounds a journey that never ends.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // A focused journey left in by mistake fails CI instead of silently skipping the others.
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  // Visual baselines, committed: e2e/baselines/<spec file>/<name>.png (see e2e/README.md).
  snapshotPathTemplate: '{testDir}/../baselines/{testFileName}/{arg}{ext}',
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'journeys', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, dependencies: ['journeys'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
