// `npm run bench:hydration`: production build, then the journey that acts before a remote wakes
// (e2e/tests/keeps-what-was-done-before-the-page-woke.spec.ts: the finder's search, the job
// search, the booking row on a restaurant page, the sign-up form, each with the remote's scripts
// held back until the visitor has typed, ticked, chosen and clicked) RUNS times per case instead
// of 3. A run that fails lost something the visitor did. Writes bench/hydration.json: runs and
// losses per case (the target is 0). `--no-build` uses the builds already there.
import fs from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './run.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SPEC = 'e2e/tests/keeps-what-was-done-before-the-page-woke.spec.ts';
const REPORT = path.join(root, 'test-results/bench-hydration.json');

/** Every test of a Playwright JSON report, with the titles of the describe blocks it sits in. */
function testsOf(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.spec.ts') ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ case: here.join(' › '), status: test.results.at(-1)?.status ?? 'skipped', error: test.results.at(-1)?.error?.message }))),
    ...(suite.suites ?? []).flatMap((inner) => testsOf(inner, here)),
  ];
}

async function main() {
  if (!process.argv.includes('--no-build') && (await run(process.execPath, [bin('nx'), 'run-many', '-t', 'build', '--outputStyle=stream'])) !== 0) return 1;
  const started = Date.now();
  await run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), SPEC, '--reporter=list,json'], {
    env: { HYDRATION_REPEATS: String(RUNS), PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT, CI: 'true' },
  });
  if (!fs.existsSync(REPORT)) {
    console.error('bench:hydration: the journeys wrote no report');
    return 1;
  }
  const tests = testsOf(JSON.parse(fs.readFileSync(REPORT, 'utf8')));
  const cases = {};
  for (const test of tests) {
    const entry = (cases[test.case] ??= { runs: 0, losses: 0, firstLoss: null });
    entry.runs += 1;
    if (test.status !== 'passed') {
      entry.losses += 1;
      entry.firstLoss ??= (test.error ?? test.status).split('\n')[0];
    }
  }
  const report = {
    date: new Date().toISOString(),
    machine: 'shared 2-core machine, headless Chromium, 2 browsers at once',
    spec: SPEC,
    runsPerCase: RUNS,
    target: { losses: 0 },
    seconds: Math.round((Date.now() - started) / 1000),
    cases,
    losses: Object.values(cases).reduce((sum, entry) => sum + entry.losses, 0),
  };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/hydration.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  return report.losses === 0 && tests.length === RUNS * Object.keys(cases).length ? 0 : 1;
}

process.exitCode = await main();
