// `npm test`: lint, typecheck, every project's tests (unit and integration), then the production
// build and the browser journeys against it. Stops at the
// first failing step and exits non-zero. Integration suites also run on PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run sets it when a server answers on 127.0.0.1:5432).
import fs from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './run.mjs';

const resultsDir = path.join(root, 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['typecheck', bin('nx'), ['run-many', '-t', 'typecheck', '--outputStyle=stream']],
  // Two projects at a time: one per core (each Jest run keeps to one worker on a 2-core machine).
  ['unit and integration tests', bin('nx'), ['run-many', '-t', 'test', '--parallel=2', '--outputStyle=stream']],
  ['production build', bin('nx'), ['run-many', '-t', 'build', '--outputStyle=stream']],
  // The same entry QA uses (`npm run e2e`, RELEASING.md).
  ['browser journeys (Playwright, Debian Chromium)', process.execPath, [path.join(root, 'scripts/e2e.mjs')]],
];

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { JEST_RESULTS_DIR: resultsDir } });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(code);
  }
}
console.log(`\nTook: ${timings.join('; ')}`);

// One closing line over every Jest run and the browser journeys, read from the JSON each wrote.
let passed = 0;
let failed = 0;
const e2e = path.join(resultsDir, 'e2e.json');
if (fs.existsSync(e2e)) {
  const { stats } = JSON.parse(fs.readFileSync(e2e, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  fs.rmSync(e2e);
}
for (const file of fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
  const result = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
