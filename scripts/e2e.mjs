// `npm run e2e -- [--release <file>] [--store <dir>] [playwright arguments…]`: the browser journeys
// against the fresh builds (default), against a given release file served from a remotes store,
// or (SITE=<url>) against a running site. They run in the browser scripts/browser.mjs finds
// (CHROME_PATH, a system Chromium or Chrome, or Playwright's Chromium).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBrowser, PLAYWRIGHT_CLI } from './browser.mjs';
import { isMainModule, root } from './run.mjs';

/** Splits our options from Playwright's. */
export function e2eArguments(argv) {
  const env = {};
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const key = { '--release': 'E2E_RELEASE_FILE', '--store': 'E2E_REMOTES_STORE' }[argv[i]];
    if (!key) {
      rest.push(argv[i]);
      continue;
    }
    if (!argv[i + 1]) throw new Error(`${argv[i]} needs a value`);
    env[key] = path.resolve(argv[i + 1]);
    i += 1;
  }
  return { env, playwright: ['test', '-c', 'e2e/playwright.config.ts', ...rest] };
}

if (isMainModule(import.meta.url)) {
  try {
    const { env, playwright } = e2eArguments(process.argv.slice(2));
    const browser = await ensureBrowser();
    if (!browser) process.exit(2);
    const result = spawnSync(process.execPath, [PLAYWRIGHT_CLI, ...playwright], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROME_PATH: browser, ...env },
    });
    process.exitCode = result.status ?? 1;
  } catch (error) {
    console.error(error.message);
    process.exitCode = 2;
  }
}
