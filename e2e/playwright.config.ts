import { defineConfig } from '@playwright/test';

/**
 * Journeys across the composed site, in Debian's Chromium (never a downloaded browser).
 * The global setup starts the production build the way `npm start` does, on free ports, unless
 * SITE=<url> names a running site.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // A focused journey left in by mistake fails CI instead of silently skipping the others.
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  // Visual baselines, committed: e2e/baselines/<spec file>/<name>.png (see e2e/README.md).
  snapshotPathTemplate: '{testDir}/../baselines/{testFileName}/{arg}{ext}',
  globalSetup: './support/global-setup.ts',
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
