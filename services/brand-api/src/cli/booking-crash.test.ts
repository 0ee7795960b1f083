import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runCrashRounds } from './booking-crash';

/**
 * Kill -9 while bookings are being made, restart, retry what got no answer: every booking that
 * got a reference is there exactly once, and every confirmation is delivered (3 rounds per engine, each killing at another share of the
 * answers; `npm run bench:booking` runs 20). It runs the built server: `npm test` builds it first (Nx
 * `dependsOn: build`); run alone, this suite rebuilds dist/ when a source file is newer.
 */
const packageRoot = path.resolve(__dirname, '../..');
const serverPath = path.join(packageRoot, 'dist/server.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuilt(): void {
  const built = fs.existsSync(serverPath) ? fs.statSync(serverPath).mtimeMs : 0;
  if (built >= newestSource(path.join(packageRoot, 'src'))) return;
  const tsc = require.resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(packageRoot, 'tsconfig.build.json')], { stdio: 'inherit' });
}

const engines: [string, string | undefined][] = [['pglite', undefined], ...(process.env.TEST_DATABASE_URL ? [['postgres', process.env.TEST_DATABASE_URL] as [string, string]] : [])];

describe('the API killed while taking bookings', () => {
  beforeAll(ensureBuilt, 120_000);

  it.each(engines)('on %s: 3 rounds, no booking lost or doubled, every confirmation delivered', async (_engine, postgresUrl) => {
    const report = await runCrashRounds({ rounds: 3, postgresUrl, serverPath, requestsPerRound: 30 });
    expect(report.unansweredAtKill).toBeGreaterThan(0); // the kill really did cut requests off
    expect(report).toMatchObject({ requests: 90, lost: 0, duplicated: 0 });
    expect(report.booked + report.slotTaken).toBe(report.requests);
    expect(report.confirmationsDelivered).toBe(report.booked);
  }, 300_000);
});
