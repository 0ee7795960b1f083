// Which Chromium the browser journeys run in. `npm test` asks first, before minutes of lint and
// tests: CHROME_PATH, else a Chromium or Chrome installed on the system, else Playwright's own
// Chromium (downloaded here when the network allows and PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is not
// set — .ci/run sets it and installs Debian's chromium instead), else one line saying how to get one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** Playwright's command line, run by this Node (no shell, so the same on every platform). */
export const PLAYWRIGHT_CLI = require.resolve('@playwright/test/cli');

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const FIXED_PATHS = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/bin/google-chrome'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
  win32: [
    path.join(process.env.PROGRAMFILES ?? 'C:\\Program Files', 'Google/Chrome/Application/chrome.exe'),
    path.join(process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)', 'Google/Chrome/Application/chrome.exe'),
    path.join(process.env.LOCALAPPDATA ?? '', 'Google/Chrome/Application/chrome.exe'),
  ],
};

export const HOW_TO_GET_ONE =
  'No browser for the journeys: install Chromium or Chrome (Debian/Ubuntu: apt-get install chromium), run `npx playwright install chromium`, or set CHROME_PATH to a Chromium-based browser.';

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function onPath(name, env, platform) {
  const extensions = platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const extension of extensions) {
      const file = path.join(dir, name + extension);
      if (isFile(file)) return file;
    }
  }
  return undefined;
}

/** Playwright's own Chromium, when `npx playwright install chromium` has put it there. */
function playwrightChromium() {
  try {
    const file = require('@playwright/test').chromium.executablePath();
    return isFile(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser already on this machine, or undefined. CHROME_PATH wins when it names a file.
 * @returns {{ path: string, source: string } | undefined}
 */
export function findBrowser({ env = process.env, platform = process.platform } = {}) {
  if (env.CHROME_PATH) return isFile(env.CHROME_PATH) ? { path: env.CHROME_PATH, source: 'CHROME_PATH' } : undefined;
  for (const file of FIXED_PATHS[platform] ?? []) if (isFile(file)) return { path: file, source: 'system' };
  for (const name of NAMES) {
    const file = onPath(name, env, platform);
    if (file) return { path: file, source: 'system' };
  }
  const downloaded = playwrightChromium();
  return downloaded ? { path: downloaded, source: 'Playwright' } : undefined;
}

/** Whether Playwright's download host answers at all (any HTTP status), within a few seconds. */
async function downloadHostAnswers(env) {
  try {
    await fetch(env.PLAYWRIGHT_DOWNLOAD_HOST || 'https://cdn.playwright.dev', { method: 'HEAD', signal: AbortSignal.timeout(8_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser for the journeys, downloading Playwright's Chromium when none is installed and the
 * network allows. Resolves with its path, or with undefined after printing one line on how to get one.
 */
export async function ensureBrowser({ env = process.env } = {}) {
  if (env.CHROME_PATH && !isFile(env.CHROME_PATH)) {
    console.error(`CHROME_PATH=${env.CHROME_PATH} is not a file. ${HOW_TO_GET_ONE}`);
    return undefined;
  }
  const found = findBrowser({ env });
  if (found) return found.path;
  if (env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD !== '1' && env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD !== 'true' && (await downloadHostAnswers(env))) {
    console.log('No Chromium or Chrome found: downloading Playwright’s Chromium (npx playwright install chromium)…');
    const { status } = spawnSync(process.execPath, [PLAYWRIGHT_CLI, 'install', 'chromium'], { stdio: 'inherit', env });
    const downloaded = status === 0 ? playwrightChromium() : undefined;
    if (downloaded) return downloaded;
  }
  console.error(HOW_TO_GET_ONE);
  return undefined;
}
