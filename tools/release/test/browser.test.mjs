// Which browser `npm test` and `npm run e2e` hand to the journeys (scripts/browser.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser, findBrowser, HOW_TO_GET_ONE } from '../../../scripts/browser.mjs';

describe('findBrowser', () => {
  let dir;
  const executable = (name) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o755);
    return file;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser '));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes CHROME_PATH first, whatever else is installed', () => {
    const chrome = executable('my-chrome');
    executable('chromium');
    expect(findBrowser({ env: { CHROME_PATH: chrome, PATH: dir }, platform: 'linux' })).toEqual({ path: chrome, source: 'CHROME_PATH' });
  });

  it('finds nothing when CHROME_PATH names a missing file, rather than another browser', () => {
    executable('chromium');
    expect(findBrowser({ env: { CHROME_PATH: path.join(dir, 'gone'), PATH: dir }, platform: 'linux' })).toBeUndefined();
  });

  it.each([
    ['chromium', 'freebsd', 'chromium'],
    ['chromium-browser', 'freebsd', 'chromium-browser'],
    ['google-chrome', 'freebsd', 'google-chrome'],
    ['chrome.exe', 'win32', 'chrome.exe'],
  ])('finds %s on the PATH (%s)', (name, platform, file) => {
    const found = executable(file);
    expect(findBrowser({ env: { PATH: dir }, platform })).toEqual({ path: found, source: 'system' });
  });
});

describe('ensureBrowser', () => {
  it('stops at once with one line on how to get a browser when CHROME_PATH names no file', async () => {
    const lines = [];
    const original = console.error;
    console.error = (line) => lines.push(line);
    try {
      await expect(ensureBrowser({ env: { CHROME_PATH: '/no/such/chrome', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })).resolves.toBeUndefined();
    } finally {
      console.error = original;
    }
    expect(lines).toEqual([expect.stringContaining(HOW_TO_GET_ONE)]);
  });
});
