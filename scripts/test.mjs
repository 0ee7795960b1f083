// `npm test`: finds a browser for the journeys first (scripts/browser.mjs), then lint (code, then stylesheets), dependency
// hygiene, typecheck, every project's tests (unit and integration), the production build and the
// browser journeys against it. Stops at the first failing step and exits non-zero; fails too when
// no journey ran. Integration suites also run on PostgreSQL when TEST_DATABASE_URL is set
// (.ci/run sets it when a server answers on 127.0.0.1:5432).
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowser } from './browser.mjs';
import { bin, root, run } from './run.mjs';

// Before minutes of lint and tests: without a browser the run could only end in failure.
const browser = await ensureBrowser();
if (!browser) process.exit(1);
console.log(`Browser for the journeys: ${browser}`);

const resultsDir = path.join(root, 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const steps = [
  ['lint', process.execPath, [bin('eslint'), '.', '--max-warnings', '0']],
  // Stylesheets: cascade layers in the site's order, element styles only in design-tokens' base, each part's class prefix.
  ['stylesheet lint (stylelint)', process.execPath, [bin('stylelint'), '**/*.css', '--max-warnings', '0']],
  // Undeclared, unused and misplaced dependencies (knip.json); unused files and exports are reported only.
  ['dependency check (knip)', process.execPath, [path.join(root, 'scripts/dependency-check.mjs')]],
  ['typecheck', process.execPath, [bin('nx'), 'run-many', '-t', 'typecheck', '--outputStyle=stream']],
  // Two projects at a time: one per core (each Jest run keeps to one worker on a 2-core machine).
  ['unit and integration tests', process.execPath, [bin('nx'), 'run-many', '-t', 'test', '--parallel=2', '--outputStyle=stream']],
  ['production build', process.execPath, [bin('nx'), 'run-many', '-t', 'build', '--outputStyle=stream']],
  // The same entry QA uses (`npm run e2e`, RELEASING.md).
  ['browser journeys (Playwright)', process.execPath, [path.join(root, 'scripts/e2e.mjs')]],
];

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { JEST_RESULTS_DIR: resultsDir, CHROME_PATH: browser } });
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
// The journeys can never be skipped silently: no Playwright report, or one where no journey ran, fails.
const e2e = path.join(resultsDir, 'e2e.json');
const journeys = fs.existsSync(e2e) ? JSON.parse(fs.readFileSync(e2e, 'utf8')).stats : undefined;
if (fs.existsSync(e2e)) fs.rmSync(e2e);
if (!journeys || journeys.expected + journeys.unexpected + journeys.flaky === 0) {
  console.error('\n✖ browser journeys: no journey ran (no Playwright report in test-results/e2e.json, or it counts none)');
  process.exit(1);
}
passed += journeys.expected;
failed += journeys.unexpected + journeys.flaky;
for (const file of fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
  const result = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
