/**
 * Throughput of the brand API's hot content endpoints, measured against a bare Fastify route on
 * the same machine, so the figures say how much the API itself costs rather than how fast the
 * machine is. Both servers run as child processes and are loaded the same way (autocannon, 50
 * connections, a 2 s warm-up then 10 s, pipelining 1, one target after another).
 *
 *   npm run bench:api                                  # builds the brand API first
 *   node services/brand-api/bench/api-bench.mjs        # uses services/brand-api/dist as it is
 *
 * Writes bench/api.json at the repository root and prints a table. Exits 1 when any response
 * was not 2xx or a request failed; a missed performance target is reported (pass: false) but
 * does not fail the run, since the figures depend on the machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive, freePort, round, serveBare, start, stop, waitFor } from './bench-processes.mjs';
import autocannon from 'autocannon';
import { signAppToken } from '@riviere/app-token';

const BARE_SERVER_FLAG = '--bare-server';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
const PIPELINING = 1;
const TARGETS = { minRatioToBare: 0.4, maxP99Ms: 25 };
const BRAND_KEY = 'local-brand';
const BARE_PATH = '/bare';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');
const repoRoot = path.resolve(packageRoot, '../..');

if (process.argv[2] === BARE_SERVER_FLAG) {
  await serveBare(Number(process.argv[3]), 'GET', BARE_PATH);
} else {
  await main();
}


async function main() {
  const server = path.join(packageRoot, 'dist', 'server.js');
  if (!fs.existsSync(server)) fail(`${path.relative(repoRoot, server)} is missing: run \`npx nx run @riviere/brand-api:build\` first.`);
  const firstMenuId = JSON.parse(fs.readFileSync(path.join(packageRoot, 'seed', 'menus.json'), 'utf8'))[0].id;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-bench-'));
  const tokenSecret = crypto.randomBytes(32).toString('base64url');
  const [apiPort, barePort, closedSmtpPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const children = [];
  const stopAll = () => Promise.all(children.map(stop));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  // Last resort (an unexpected exit): never leave a server behind.
  process.once('exit', () => children.forEach((child) => alive(child) && child.kill('SIGKILL')));

  try {
    const { PORT: _p, DATABASE_URL: _d, REDIS_URL: _r, RECAPTCHA_SECRET: _c, ...inherited } = process.env;
    children.push(start('brand API', [server], {
      ...inherited,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Made once per machine and shared (named by their sources' hashes), as the journeys do.
      IMAGES_DIR: process.env.IMAGES_DIR ?? path.join(repoRoot, '.data', 'image-cache'),
      TOKEN_SECRET: tokenSecret,
      BRAND_KEY,
      // Nothing listens there: the mail relay only logs its failures, and no GET sends mail.
      SMTP_URL: `smtp://127.0.0.1:${closedSmtpPort}`,
      LOG_LEVEL: 'warn',
    }));
    children.push(start('bare Fastify', [fileURLToPath(import.meta.url), BARE_SERVER_FLAG, String(barePort)], process.env));

    const api = `http://127.0.0.1:${apiPort}`;
    const bare = `http://127.0.0.1:${barePort}`;
    await Promise.all([waitFor(`${api}/health`, children[0]), waitFor(`${bare}${BARE_PATH}`, children[1])]);

    const { accessToken } = await signAppToken(tokenSecret);
    const headers = { authorization: `Bearer ${accessToken}`, 'x-brand-key': BRAND_KEY, 'x-session-id': crypto.randomUUID() };
    const [apiServer, bareServer] = children;
    const targets = [
      { path: BARE_PATH, origin: bare, bare: true, server: bareServer },
      ...[
        '/api/v1/content/brand-settings',
        '/api/v1/content/search-restaurants/',
        '/api/v1/content/restaurant/slug/greenwich/city/london',
        `/api/v1/content/menu/${firstMenuId}`,
      ].map((p) => ({ path: p, origin: api, bare: false, server: apiServer })),
    ];

    // One plain request each first: a wrong path or header fails here with the server's own words.
    for (const target of targets) await preflight(target, headers);

    const measured = [];
    for (const target of targets) measured.push({ target, result: await load(target, headers) });

    const bareRps = measured[0].result.requests.average;
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      pipelining: PIPELINING,
      targets: TARGETS,
      results: measured.map(({ target, result }) => summarise(target, result, bareRps)),
    };
    fs.mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
    const out = path.join(repoRoot, 'bench', 'api.json');
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

    printTable(report);
    console.log(`\nwritten to ${path.relative(process.cwd(), out) || out}`);
    const failed = report.results.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      throw new Error(`not every response was 2xx: ${failed.map((r) => `${r.path} (${r.non2xx} non-2xx, ${r.errors} errors)`).join('; ')}`);
    }
    const missed = report.results.filter((r) => r.pass === false);
    console.log(missed.length === 0 ? 'every endpoint met its targets' : `targets missed by: ${missed.map((r) => r.path).join(', ')}`);
  } catch (error) {
    process.exitCode = 1;
    console.error(`\nbench failed: ${error.message}`);
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/* ---------- Measuring ---------- */

async function preflight(target, headers) {
  const response = await fetch(target.origin + target.path, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${target.path} answered ${response.status}: ${body.slice(0, 300)}`);
  console.log(`ready  ${target.path.padEnd(56)} ${response.status}  ${(body.length / 1024).toFixed(1)} KiB`);
}

async function load(target, headers) {
  const options = { url: target.origin + target.path, headers, connections: CONNECTIONS, pipelining: PIPELINING };
  const warmup = await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  if (!alive(target.server)) {
    const { exitCode, signalCode, label, stderrTail } = target.server;
    throw new Error(`${label} died while ${target.path} was measured (${signalCode ?? `exit code ${exitCode}`}): ${stderrTail.trim() || 'no output'}`);
  }
  // Warm-up failures count too: every response of the run must be 2xx.
  result.non2xx += warmup.non2xx;
  result.errors += warmup.errors;
  console.log(`done   ${target.path.padEnd(56)} ${Math.round(result.requests.average)} req/s`);
  return result;
}

function summarise(target, result, bareRps) {
  const requestsPerSec = round(result.requests.average, 1);
  const p99Ms = result.latency.p99;
  const ratioToBare = round(result.requests.average / bareRps, 3);
  return {
    path: target.path,
    requestsPerSec,
    p50Ms: result.latency.p50,
    p99Ms,
    non2xx: result.non2xx,
    errors: result.errors,
    ratioToBare,
    // The bare route is the yardstick, not a subject: it has no pass mark.
    pass: target.bare ? null : ratioToBare >= TARGETS.minRatioToBare && p99Ms <= TARGETS.maxP99Ms,
  };
}

function printTable(report) {
  const rows = report.results.map((r) => [
    r.path, r.requestsPerSec.toFixed(0), String(r.p50Ms), String(r.p99Ms), String(r.non2xx), String(r.errors), r.ratioToBare.toFixed(2),
    r.pass === null ? 'baseline' : r.pass ? 'pass' : 'MISS',
  ]);
  const head = ['path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '÷ bare', `target ≥${TARGETS.minRatioToBare}, p99 ≤${TARGETS.maxP99Ms} ms`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nnode ${report.node}, ${report.cpus} CPUs, ${report.connections} connections, ${report.durationSeconds} s per target\n`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}


function fail(message) {
  console.error(message);
  process.exit(1);
}
