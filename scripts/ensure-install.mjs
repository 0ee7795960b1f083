// Installs dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone. Never downloads a browser.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };

// `npm install`, not `npm ci`: the lock pins every version either way, and npm ci refuses a lock
// that omits other platforms' optional binaries (swc, nx), which this npm leaves out.
if (!fs.existsSync(installed) || mtime(lock) > mtime(installed)) {
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit', env });
}
