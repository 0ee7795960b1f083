// `npm run e2e` (and the journeys step of `npm test`) must start Playwright from any checkout,
// including one whose path has a space: a script that wrongly decided it was not the main module
// used to exit 0 without running a single journey.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('scripts/e2e.mjs in a checkout whose path has a space', () => {
  let checkout;

  beforeAll(() => {
    checkout = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'riviere e2e ')), 'maison rivière');
    fs.mkdirSync(checkout);
    fs.cpSync(path.join(root, 'scripts'), path.join(checkout, 'scripts'), { recursive: true });
    for (const linked of ['node_modules', 'e2e', 'packages', 'package.json']) fs.symlinkSync(path.join(root, linked), path.join(checkout, linked));
  });

  afterAll(() => fs.rmSync(path.dirname(checkout), { recursive: true, force: true }));

  it('starts Playwright, which finds the journeys', () => {
    // --list makes Playwright name the journeys without starting the site or a browser. Jest's
    // worker id stays behind: Playwright refuses to run inside a Jest worker.
    const { JEST_WORKER_ID: _worker, ...env } = process.env;
    const result = spawnSync(process.execPath, [path.join(checkout, 'scripts/e2e.mjs'), '--list', '--reporter=list'], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...env, CHROME_PATH: process.execPath },
    });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.stdout).toMatch(/books-a-table\.spec\.ts/);
    expect(result.stdout).toMatch(/Total: [1-9]\d* tests? in \d+ files?/);
    expect(result.status).toBe(0);
  }, 60_000);
});
