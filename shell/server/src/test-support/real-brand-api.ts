import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@riviere/server-kit/testing';
import { eventually } from './site-fixture';
import { TEST_BRAND_KEY, TEST_SECRET } from './fake-brand-api';

const brandApiRoot = path.resolve(__dirname, '../../../../services/brand-api');
const serverPath = path.join(brandApiRoot, 'dist/server.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The brand API's build, rebuilt when a source file is newer: `npm test` builds it first (the
 * site server's test target depends on it); a suite run alone may find it stale.
 */
function ensureBrandApiBuilt(): void {
  const built = fs.existsSync(serverPath) ? fs.statSync(serverPath).mtimeMs : 0;
  if (built >= newestSource(path.join(brandApiRoot, 'src'))) return;
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(brandApiRoot, 'tsconfig.build.json')], { stdio: 'inherit' });
}

export interface RealBrandApi {
  url: string;
  close(): Promise<void>;
}

/**
 * The real brand API, built, in its own process on a free port: embedded database in a
 * temporary folder, this suite's token secret and brand key, rate limits out of the way, and
 * e-mail relayed to a port where nothing listens (no mail leaves a test), pictures not resized;
 * `env` adds to (or overrides) that environment.
 */
export async function startRealBrandApi(env: Record<string, string> = {}): Promise<RealBrandApi> {
  ensureBrandApiBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-for-site-'));
  const [port, smtpPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [serverPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      TOKEN_SECRET: TEST_SECRET,
      BRAND_KEY: TEST_BRAND_KEY,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SENSITIVE_RATE_LIMIT: '100000',
      BOOKING_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      // Pictures are served as seeded, not cut into sizes: resizing them takes a minute of CPU this suite does not need.
      IMAGE_VARIANTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the brand API exited (${child.exitCode}): ${stderr}`);
      const response = await fetch(`${url}/health`);
      if (!response.ok) throw new Error(`the brand API's health check answered ${response.status}`);
    }, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
