/**
 * The booking engine under load and under faults, beside a bare Fastify route on the same
 * machine (so the figures say what the engine costs, not how fast the machine is):
 *
 * 1. availability: POST /api/booking/availability at 50 connections (2 s warm-up, then 10 s), the
 *    bodies cycling through restaurants, dates and times, on PGlite and, when TEST_DATABASE_URL
 *    names a PostgreSQL server, on PostgreSQL too; the bare route measured the same way;
 * 2. create: POST /api/booking/create with a fresh Idempotency-Key per request (10 connections);
 *    change: POST /api/booking/manage/{token}/change, a pool of bookings each moved back and forth
 *    between two times, a fresh Idempotency-Key per request (10 connections);
 * 3. race: 50 concurrent creates for one slot with room for K parties, on each engine;
 * 4. crash: 20 rounds of kill -9 while booking, restart, retry (services/brand-api/src/cli/booking-crash.ts).
 *
 *   npm run bench:booking                                  # builds the brand API first
 *   node services/brand-api/bench/booking-bench.mjs        # uses services/brand-api/dist as it is
 *   BOOKING_BENCH_PHASES=change node services/brand-api/bench/booking-bench.mjs
 *                                   # only the phases named (availability, create, change, race, crash);
 *                                   # their entries replace those of bench/booking.json, the rest stay
 *
 * Writes bench/booking.json at the repository root and prints a summary. Exits 1 when a request
 * failed, a booking was overbooked, lost or doubled; a missed performance target is reported
 * (pass: false) but does not fail the run, since the figures depend on the machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { alive, freePort, round, serveBare, start, stop, waitFor } from './bench-processes.mjs';
import autocannon from 'autocannon';
import pg from 'pg';
import { signAppToken } from '@riviere/app-token';

const BARE_SERVER_FLAG = '--bare-server';
const CONNECTIONS = 50;
const CREATE_CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
/** 20 by default; BOOKING_BENCH_CRASH_ROUNDS=2 for a quick look. */
const CRASH_ROUNDS = Number(process.env.BOOKING_BENCH_CRASH_ROUNDS || 20);
const TARGETS = { availabilityMinRatioToBare: 0.15, availabilityMaxP99Ms: 50, changeMaxP99MsPglite: 100, overbookings: 0, lostBookings: 0, duplicatedBookings: 0 };
const ALL_PHASES = ['availability', 'create', 'change', 'race', 'crash'];
const PHASES = process.env.BOOKING_BENCH_PHASES ? process.env.BOOKING_BENCH_PHASES.split(',').map((p) => p.trim()) : ALL_PHASES;
const runs = (phase) => PHASES.includes(phase);
/** Bookings the change phase moves, each back and forth between its time and a quarter of an hour later. */
const CHANGE_POOL = 400;
const BRAND_KEY = 'local-brand';
const BARE_PATH = '/bare';
/** Restaurants with ordinary hours, no special-hours entries: Dinner from 17:00 every day. */
const STORES = [119, 103, 112, 113, 123, 126, 128, 118];
const TIMES = ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00'];

/** Creates made so far: each gets its own restaurant, date and time in turn. */
let created = 0;

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');
const repoRoot = path.resolve(packageRoot, '../..');
const require = createRequire(import.meta.url);

if (process.argv[2] === BARE_SERVER_FLAG) {
  await serveBare(Number(process.argv[3]), 'POST', BARE_PATH);
} else {
  await main();
}


async function main() {
  const server = path.join(packageRoot, 'dist', 'server.js');
  const crashHarness = path.join(packageRoot, 'dist', 'cli', 'booking-crash.js');
  for (const file of [server, crashHarness]) if (!fs.existsSync(file)) fail(`${path.relative(repoRoot, file)} is missing: run \`npx nx run @riviere/brand-api:build\` first.`);
  const { runCrashRounds } = require(crashHarness);
  const postgresUrl = process.env.TEST_DATABASE_URL || null;
  const children = [];
  const cleanups = [];
  const stopAll = () => Promise.all(children.map(stop));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  process.once('exit', () => children.forEach((child) => alive(child) && child.kill('SIGKILL')));

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    createConnections: CREATE_CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    targets: TARGETS,
    availability: [],
    create: [],
    change: [],
    race: [],
    crash: [],
  };
  let problems = [];
  try {
    if (runs('availability')) {
      const barePort = await freePort();
      const bare = start('bare Fastify', [fileURLToPath(import.meta.url), BARE_SERVER_FLAG, String(barePort)], process.env);
      children.push(bare);
      await waitFor(`http://127.0.0.1:${barePort}${BARE_PATH}`, bare, 'POST');
      const bareResult = await load({ url: `http://127.0.0.1:${barePort}${BARE_PATH}`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', server: bare, label: 'bare POST' });
      report.bare = summarise(bareResult);
    }

    const engines = [{ engine: 'pglite' }, ...(postgresUrl ? [{ engine: 'postgres' }] : [])];
    for (const { engine } of engines) {
      const api = await startApi(engine, postgresUrl, children, cleanups);
      if (runs('availability')) {
        const availability = await load({ url: `${api.origin}/api/booking/availability`, method: 'POST', headers: api.headers, bodies: availabilityBodies(), server: api.child, label: `availability (${engine})` });
        const a = summarise(availability);
        a.engine = engine;
        a.ratioToBare = round(a.requestsPerSec / report.bare.requestsPerSec, 3);
        a.pass = a.ratioToBare >= TARGETS.availabilityMinRatioToBare && a.p99Ms <= TARGETS.availabilityMaxP99Ms;
        report.availability.push(a);
      }

      if (runs('create')) {
        const create = await load({ url: `${api.origin}/api/booking/create/0`, method: 'POST', headers: api.headers, create: true, server: api.child, label: `create (${engine})`, connections: CREATE_CONNECTIONS });
        report.create.push({ engine, ...summarise(create), booked: create.booked, slotTaken: create.slotTaken });
      }

      if (runs('change')) {
        const pool = await bookingsToChange(api);
        const change = await load({ url: `${api.origin}/api/booking/manage/0/change`, method: 'POST', headers: api.headers, change: pool, server: api.child, label: `change (${engine})`, connections: CREATE_CONNECTIONS });
        const c = { engine, ...summarise(change), moved: change.booked, slotTaken: change.slotTaken };
        c.pass = engine !== 'pglite' || c.p99Ms <= TARGETS.changeMaxP99MsPglite;
        report.change.push(c);
      }

      if (runs('race')) report.race.push({ engine, ...(await race(api)) });
      await stop(api.child);
    }

    for (const { engine } of engines.filter(() => runs('crash'))) {
      console.log(`crash  ${engine}: ${CRASH_ROUNDS} rounds of kill -9 while booking…`);
      const crash = await runCrashRounds({ rounds: CRASH_ROUNDS, postgresUrl: engine === 'postgres' ? postgresUrl : undefined, serverPath: server, log: (line) => console.log(`       ${line}`) });
      const { perRound: _rounds, ...summary } = crash;
      report.crash.push({ ...summary, pass: crash.lost === 0 && crash.duplicated === 0 && crash.confirmationsDelivered === crash.booked });
    }

    problems = [
      ...[report.bare, ...report.availability, ...report.create, ...report.change].filter((r) => r && (r.non2xx > 0 || r.errors > 0)).map((r) => `${r.engine ?? 'bare'} ${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors`),
      ...report.race.filter((r) => r.overbooked !== 0 || r.booked !== r.capacityParties).map((r) => `race on ${r.engine}: ${r.booked} booked for ${r.capacityParties} places, ${r.overbooked} overbooked`),
      ...report.crash.filter((r) => !r.pass).map((r) => `crash on ${r.engine}: ${r.lost} lost, ${r.duplicated} duplicated, ${r.confirmationsDelivered}/${r.booked} confirmations`),
    ];
    fs.mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
    const out = path.join(repoRoot, 'bench', 'booking.json');
    const written = merged(out, report);
    written.pass = problems.length === 0 && written.availability.every((a) => a.pass) && (written.change ?? []).every((c) => c.pass);
    fs.writeFileSync(out, `${JSON.stringify(written, null, 2)}\n`);
    print(written);
    console.log(`\nwritten to ${path.relative(process.cwd(), out) || out}`);
    if (problems.length > 0) throw new Error(problems.join('; '));
  } catch (error) {
    process.exitCode = 1;
    console.error(`\nbench failed: ${error.message}`);
  } finally {
    await stopAll();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/* ---------- The API under test ---------- */

async function startApi(engine, postgresUrl, children, cleanups) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-booking-bench-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (engine === 'postgres') {
    const name = `riviere_bench_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const tokenSecret = crypto.randomBytes(32).toString('base64url');
  const [port, closedSmtpPort] = await Promise.all([freePort(), freePort()]);
  const { PORT: _p, DATABASE_URL: _d, REDIS_URL: _r, RECAPTCHA_SECRET: _c, BRAINTREE_MERCHANT_ID: _m, ...inherited } = process.env;
  const child = start(`brand API (${engine})`, [path.join(packageRoot, 'dist', 'server.js')], {
    ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TOKEN_SECRET: tokenSecret, BRAND_KEY, DATABASE_URL: databaseUrl,
    // Bookings show no page: content images are described, never encoded.
    IMAGE_VARIANTS: 'false',
    // Nothing listens there: the relay only logs its failures; the crash rounds check delivery.
    SMTP_URL: `smtp://127.0.0.1:${closedSmtpPort}`, LOG_LEVEL: 'error', BOOKING_RATE_LIMIT: '10000000', SENSITIVE_RATE_LIMIT: '10000000',
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/health`, child);
  const { accessToken } = await signAppToken(tokenSecret);
  const headers = { authorization: `Bearer ${accessToken}`, 'x-brand-key': BRAND_KEY, 'x-session-id': crypto.randomUUID(), 'content-type': 'application/json' };
  return { origin, headers, child };
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** London dates from 10 to 40 days ahead, skipping the days some occasions treat specially. */
function dates(count, from = 10) {
  const result = [];
  for (let d = from; result.length < count; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    if (!['12-24', '12-25', '12-26', '12-31', '01-01'].includes(date.slice(5))) result.push(date);
  }
  return result;
}

function availabilityBodies() {
  const list = [];
  for (const storeId of STORES) for (const date of dates(4)) for (const time of TIMES.slice(0, 3)) list.push({ stores: [{ storeId }], date, adultCovers: 2, childrenCovers: 0, time });
  return list.map((body) => JSON.stringify(body));
}

function createRequest() {
  const n = created++;
  const storeId = STORES[n % STORES.length];
  const date = dates(30)[Math.floor(n / STORES.length) % 30];
  const time = TIMES[Math.floor(n / (STORES.length * 30)) % TIMES.length];
  const body = {
    restaurantId: storeId, firstName: 'Bench', lastName: 'Mark', emailAddress: `bench-${n}@example.com`, mobilePhoneNumber: '07700900123',
    diningDateTime: `${date}T${time}`, adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'], shouldReceivePromotions: false, shouldReceiveSms: false,
    occasionId: storeId * 100 + 2, bookingTime: time,
  };
  return { path: `/api/booking/create/${storeId}`, body: JSON.stringify(body), headers: { 'idempotency-key': `bench-${crypto.randomUUID()}` } };
}

/** A partial run replaces only the phases it measured; the others keep their last figures. */
function merged(file, report) {
  if (PHASES.length === ALL_PHASES.length || !fs.existsSync(file)) return report;
  const previous = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Per engine: a run without PostgreSQL keeps PostgreSQL's last figures.
  const measured = Object.fromEntries(PHASES.map((phase) => {
    const engines = new Set(report[phase].map((entry) => entry.engine));
    return [phase, [...(previous[phase] ?? []).filter((entry) => !engines.has(entry.engine)), ...report[phase]]];
  }));
  return { ...previous, date: report.date, node: report.node, cpus: report.cpus, targets: report.targets, createConnections: report.createConnections, ...measured, ...(runs('availability') ? { bare: report.bare } : {}) };
}

function quarterLater(time) {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Bookings made for the change phase, 10 at a time: each with its manage token, date and the two times it moves between. */
async function bookingsToChange(api) {
  const pool = [];
  while (pool.length < CHANGE_POOL) {
    const batch = await Promise.all(Array.from({ length: 10 }, async () => {
      const r = createRequest();
      const answer = await fetch(`${api.origin}${r.path}`, { method: 'POST', headers: { ...api.headers, ...r.headers }, body: r.body }).then((res) => res.json());
      if (answer.bookingStatus !== 1) throw new Error(`a booking for the change phase was not made: ${JSON.stringify(answer)}`);
      const body = JSON.parse(r.body);
      return { token: new URL(answer.manageUrl).pathname.split('/').slice(-2).join('.'), date: body.diningDateTime.slice(0, 10), times: [body.bookingTime, quarterLater(body.bookingTime)], moves: 0 };
    }));
    pool.push(...batch);
  }
  return pool;
}

/** 50 creates at once for one slot: Greenwich seats 20 + 10 covers per slot, parties of 3 never split, so K = 6 + 3. */
async function race(api) {
  const [date] = dates(1, 45);
  const capacityParties = Math.floor(20 / 3) + Math.floor(10 / 3);
  const body = (i) => ({
    restaurantId: 119, firstName: 'Race', lastName: 'Test', emailAddress: `race-${i}@example.com`, mobilePhoneNumber: '07700900123',
    diningDateTime: `${date}T19:00`, adultCovers: 3, childCovers: 0, menuIds: ['a-la-carte'], shouldReceivePromotions: false, shouldReceiveSms: false,
    occasionId: 11902, bookingTime: '19:00',
  });
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
    fetch(`${api.origin}/api/booking/create/119`, { method: 'POST', headers: { ...api.headers, 'idempotency-key': `race-${crypto.randomUUID()}` }, body: JSON.stringify(body(i)) }).then((r) => r.json())));
  const booked = answers.filter((a) => a.bookingStatus === 1).length;
  const slotTaken = answers.filter((a) => a.bookingStatus === 9).length;
  const slots = await fetch(`${api.origin}/api/booking/slots/119?occasionId=11902&adults=1&children=0&dates=${date}&menuIds=a-la-carte&areaId=null`, { headers: api.headers }).then((r) => r.json());
  const stillOffered = slots.dates?.[0]?.times.some((t) => t.time === '19:00') ?? false;
  console.log(`race   ${booked} booked, ${slotTaken} slot taken, ${capacityParties} places`);
  // 27 of 30 covers are taken; one more guest still fits, so 19:00 stays offered for a party of 1.
  return { requests: 50, capacityParties, booked, slotTaken, overbooked: Math.max(0, booked - capacityParties), otherAnswers: 50 - booked - slotTaken, slotStillOfferedForOne: stillOffered };
}

/* ---------- Measuring ---------- */

async function load({ url, method, headers, body, bodies, create, change, server, label, connections = CONNECTIONS }) {
  let next = 0;
  let nextChange = 0;
  const tally = { booked: 0, slotTaken: 0 };
  const options = {
    url, method, headers, connections, pipelining: 1,
    ...(body !== undefined ? { body } : {}),
    ...(bodies ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
    ...(create ? {
      requests: [{
        setupRequest: (request) => {
          const r = createRequest();
          return { ...request, path: r.path, body: r.body, headers: { ...request.headers, ...r.headers } };
        },
        onResponse: (status, responseBody) => {
          if (status !== 200) return;
          const answer = JSON.parse(responseBody);
          if (answer.bookingStatus === 1) tally.booked++;
          else if (answer.bookingStatus === 9) tally.slotTaken++;
        },
      }],
    } : {}),
    ...(change ? {
      requests: [{
        setupRequest: (request) => {
          const booking = change[nextChange++ % change.length];
          const time = booking.times[++booking.moves % 2];
          const payload = JSON.stringify({ date: booking.date, time, adultCovers: 2, childCovers: 0 });
          return { ...request, path: `/api/booking/manage/${booking.token}/change`, body: payload, headers: { ...request.headers, 'idempotency-key': `bench-${crypto.randomUUID()}` } };
        },
        onResponse: (status, responseBody) => {
          if (status !== 200) return;
          const answer = JSON.parse(responseBody);
          if (answer.bookingStatus === 1) tally.booked++;
          else if (answer.bookingStatus === 9) tally.slotTaken++;
        },
      }],
    } : {}),
  };
  const warmup = await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  if (!alive(server)) throw new Error(`${server.label} died while ${label} was measured: ${server.stderrTail.trim() || 'no output'}`);
  result.non2xx += warmup.non2xx;
  result.errors += warmup.errors;
  result.label = label;
  Object.assign(result, tally);
  console.log(`done   ${label.padEnd(28)} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  return result;
}

function summarise(result) {
  return {
    label: result.label,
    requestsPerSec: round(result.requests.average, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function print(report) {
  console.log(`\nnode ${report.node}, ${report.cpus} CPUs, ${report.connections} connections, ${report.durationSeconds} s per target\n`);
  if (report.bare) console.log(`bare POST route             ${report.bare.requestsPerSec.toFixed(0).padStart(7)} req/s  p99 ${report.bare.p99Ms} ms`);
  for (const a of report.availability) {
    console.log(`availability (${a.engine.padEnd(8)})     ${a.requestsPerSec.toFixed(0).padStart(7)} req/s  p99 ${a.p99Ms} ms  ${(a.ratioToBare * 100).toFixed(1)}% of bare  ${a.pass ? 'pass' : 'MISS'} (target ≥ ${TARGETS.availabilityMinRatioToBare * 100}%, p99 ≤ ${TARGETS.availabilityMaxP99Ms} ms)`);
  }
  for (const c of report.create) console.log(`create (${c.engine.padEnd(8)}, ${report.createConnections} conn) ${c.requestsPerSec.toFixed(0).padStart(5)} req/s  p99 ${c.p99Ms} ms  (${c.booked} booked, ${c.slotTaken} slot taken)`);
  for (const c of report.change ?? []) console.log(`change (${c.engine.padEnd(8)}, ${report.createConnections} conn) ${c.requestsPerSec.toFixed(0).padStart(5)} req/s  p99 ${c.p99Ms} ms  (${c.moved} moved, ${c.slotTaken} slot taken)  ${c.pass ? 'pass' : 'MISS'}${c.engine === 'pglite' ? ` (target p99 ≤ ${TARGETS.changeMaxP99MsPglite} ms)` : ''}`);
  for (const r of report.race) console.log(`race (${r.engine.padEnd(8)})             ${r.booked} of 50 booked for ${r.capacityParties} places, ${r.overbooked} overbooked`);
  for (const c of report.crash) console.log(`crash (${c.engine.padEnd(8)})            ${c.rounds} rounds, ${c.booked} booked, ${c.unansweredAtKill} cut off by the kill (${c.replayedAfterRestart} committed before it), ${c.lost} lost, ${c.duplicated} duplicated, ${c.confirmationsDelivered}/${c.booked} confirmations`);
}


function fail(message) {
  console.error(message);
  process.exit(1);
}
