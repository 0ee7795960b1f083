import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signAppToken } from '@riviere/app-token';
import { freePort } from '@riviere/server-kit/testing';
import { openPglite, openPostgres, type Db } from '../db/db';
import { bookingsByEmail, createDatabase, dropDatabase } from './crash-repository';
import { DESCRIBED_IMAGES_DIR } from '../images/described-images';
import { addDays, wallClock } from '@riviere/restaurant-rules';

/**
 * Fault injection for the booking engine: the built API (dist/server.js) takes bookings from
 * concurrent clients and is killed with SIGKILL part-way through; it is started again, every
 * request that got no answer is retried with its Idempotency-Key, and the database must then
 * hold every booking that got a reference exactly once and no other. After the last round the
 * outbox relay must deliver a confirmation for every one of them to a mail catcher.
 *
 * Used by the crash test (3 rounds, inside `npm test`) and by the booking benchmark (20 rounds).
 *   node dist/cli/booking-crash.js [rounds] [postgres-url]
 */
export interface CrashOptions {
  rounds: number;
  /** PostgreSQL server URL (a fresh database is made on it); absent: PGlite in a temporary folder. */
  postgresUrl?: string;
  serverPath?: string;
  requestsPerRound?: number;
  concurrency?: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  engine: 'pglite' | 'postgres';
  rounds: number;
  requests: number;
  /** Answers with a booking reference (before or after the kill). */
  booked: number;
  slotTaken: number;
  /** Requests without an answer when the server died (in flight or refused). */
  unansweredAtKill: number;
  /** Of those, retried after the restart and answered from the Idempotency-Key (committed before the kill). */
  replayedAfterRestart: number;
  /** References answered but missing from the database. Must be 0. */
  lost: number;
  /** Requests that made more than one booking, or bookings no answer named. Must be 0. */
  duplicated: number;
  /** Booked references with at least one confirmation in the mail catcher. Must equal booked. */
  confirmationsDelivered: number;
  /** Confirmations delivered more than once (a kill between sending and recording it): at-least-once. */
  duplicateDeliveries: number;
  seconds: number;
  perRound: { round: number; killedAfterAnswers: number; unanswered: number; committedUnanswered: number }[];
}

const BRAND_KEY = 'crash-test-brand';
/** Restaurants with ordinary hours and no special-hours entries: any date has Dinner from 17:00. */
const STORES = [119, 103, 112, 113, 123, 126, 128];
const TIMES = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45'];

interface Attempt {
  key: string;
  storeId: number;
  body: Record<string, unknown>;
  outcome: { reference: string | null; replayed: boolean } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Catcher {
  smtpUrl: string;
  subjects(): Promise<string[]>;
  close(): Promise<void>;
}

async function startCatcher(): Promise<Catcher> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- maildev ships no types
  const MailDev = require('maildev') as new (options: object) => {
    listen(cb: (error?: Error) => void): void;
    getAllEmail(cb: (error: Error | null, emails: { subject: string }[]) => void): void;
    deleteAllEmail(cb: (error?: Error) => void): void;
    close(cb: () => void): void;
  };
  const port = await freePort();
  const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory: fs.mkdtempSync(path.join(os.tmpdir(), 'crash-mail-')) });
  await new Promise<void>((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  await new Promise<void>((resolve, reject) => maildev.deleteAllEmail((error) => (error ? reject(error) : resolve())));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    subjects: () => new Promise((resolve, reject) => maildev.getAllEmail((error, all) => (error ? reject(error) : resolve(all.map((e) => e.subject))))),
    close: () => new Promise((resolve) => maildev.close(resolve)),
  };
}

/** A fresh database on the PostgreSQL server, or a temporary PGlite folder. */
async function storage(postgresUrl: string | undefined) {
  if (!postgresUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-crash-'));
    return { env: { DATA_DIR: dataDir }, open: () => openPglite(dataDir), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `riviere_crash_${crypto.randomBytes(5).toString('hex')}`;
  await createDatabase(postgresUrl, name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-crash-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openPostgres(url.toString(), 2),
    drop: async () => {
      await dropDatabase(postgresUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function runCrashRounds(options: CrashOptions): Promise<CrashReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const serverPath = options.serverPath ?? path.resolve(__dirname, '../../dist/server.js');
  if (!fs.existsSync(serverPath)) throw new Error(`${serverPath} is missing: build the brand API first`);
  const perRound = options.requestsPerRound ?? 40;
  const concurrency = options.concurrency ?? 8;
  const report: CrashReport = {
    engine: options.postgresUrl ? 'postgres' : 'pglite', rounds: options.rounds, requests: 0, booked: 0, slotTaken: 0, unansweredAtKill: 0,
    replayedAfterRestart: 0, lost: 0, duplicated: 0, confirmationsDelivered: 0, duplicateDeliveries: 0, seconds: 0, perRound: [],
  };
  const catcher = await startCatcher();
  const store = await storage(options.postgresUrl);
  const tokenSecret = crypto.randomBytes(32).toString('base64url');
  const { accessToken } = await signAppToken(tokenSecret);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env, ...store.env, PORT: String(port), HOST: '127.0.0.1', TOKEN_SECRET: tokenSecret, BRAND_KEY, SMTP_URL: catcher.smtpUrl,
    LOG_LEVEL: 'error', BOOKING_RATE_LIMIT: '100000', SENSITIVE_RATE_LIMIT: '100000', OUTBOX_CLAIM_SECONDS: '3', REDIS_URL: '',
    // No page is shown: content images are described, never encoded, from the shared descriptions.
    IMAGES_DIR: DESCRIBED_IMAGES_DIR, IMAGE_VARIANTS: 'false',
  };
  let server: ChildProcess | null = null;
  let stderr = '';

  const start = async () => {
    stderr = '';
    server = spawn(process.execPath, [serverPath], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    for (let waited = 0; waited < 60_000; waited += 100) {
      if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode}) while starting: ${stderr.trim()}`);
      try {
        if ((await fetch(`${origin}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the API did not start within 60 s: ${stderr.trim()}`);
  };
  const stop = async (signal: NodeJS.Signals) => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };

  const post = async (attempt: Attempt): Promise<void> => {
    const response = await fetch(`${origin}/api/booking/create/${attempt.storeId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'x-brand-key': BRAND_KEY, 'x-session-id': crypto.randomUUID(), 'content-type': 'application/json', 'idempotency-key': attempt.key },
      body: JSON.stringify(attempt.body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json()) as { bookingReference?: string | null; bookingStatus?: number; message?: string };
    if (response.status !== 200) throw new Error(`create answered ${response.status}: ${answer.message}`);
    attempt.outcome = { reference: answer.bookingReference ?? null, replayed: response.headers.get('idempotent-replayed') === 'true' };
  };

  const today = wallClock(Date.now()).date;
  const attemptsFor = (round: number): Attempt[] =>
    Array.from({ length: perRound }, (_, i) => {
      const storeId = STORES[(round * 7 + i) % STORES.length]!;
      let date = addDays(today, 3 + ((round * 13 + i * 5) % 40));
      if (date.slice(5) === '12-25') date = addDays(date, 1);
      const time = TIMES[(round + i * 3) % TIMES.length]!;
      return {
        key: `crash-${crypto.randomUUID()}`,
        storeId,
        outcome: null,
        body: {
          restaurantId: storeId, firstName: 'Crash', lastName: 'Test', emailAddress: `r${round}-${i}-${crypto.randomBytes(3).toString('hex')}@crash.test`,
          mobilePhoneNumber: '07700900123', diningDateTime: `${date}T${time}`, adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'],
          shouldReceivePromotions: false, shouldReceiveSms: false, occasionId: storeId * 100 + 2, bookingTime: time,
        },
      };
    });

  const all: Attempt[] = [];
  try {
    for (let round = 1; round <= options.rounds; round++) {
      await start();
      const attempts = attemptsFor(round);
      all.push(...attempts);
      // Kill once a share of the answers is in (20–70 %, varying by round), a few milliseconds later
      // still (0–6 ms): some requests are mid-transaction, some committed with their answer unsent.
      const killAfter = Math.max(1, Math.floor(perRound * (0.2 + ((round * 37) % 50) / 100)));
      const killDelayMs = (round % 4) * 2;
      let answered = 0;
      let next = 0;
      let killed: Promise<void> | null = null;
      const worker = async () => {
        while (next < attempts.length) {
          const attempt = attempts[next++]!;
          try {
            await post(attempt);
            if (++answered === killAfter) killed ??= sleep(killDelayMs).then(() => stop('SIGKILL'));
          } catch {
            // no answer: the server is dead, or died under this request
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      await (killed ?? stop('SIGKILL'));
      const unanswered = attempts.filter((a) => a.outcome === null);
      report.unansweredAtKill += unanswered.length;

      await start();
      for (const attempt of unanswered) {
        await post(attempt);
        if (attempt.outcome!.replayed) report.replayedAfterRestart++;
      }
      await stop('SIGTERM');
      await verify(attempts);
      const committed = unanswered.filter((a) => a.outcome!.replayed).length;
      report.perRound.push({ round, killedAfterAnswers: killAfter, unanswered: unanswered.length, committedUnanswered: committed });
      log(`round ${round}: ${attempts.length} requests, killed after ${killAfter} answers (+${killDelayMs} ms), ${unanswered.length} unanswered, ${committed} of them had been committed`);
    }

    // Every confirmation is delivered eventually: the relay of a restarted API picks up what the dead one left.
    await start();
    const references = all.map((a) => a.outcome!.reference).filter((r): r is string => r !== null);
    let subjects: string[] = [];
    const patience = 60_000 + references.length * 100;
    for (let waited = 0; waited < patience; waited += 250) {
      subjects = await catcher.subjects();
      if (references.every((r) => subjects.some((s) => s.includes(r)))) break;
      await sleep(250);
    }
    report.confirmationsDelivered = references.filter((r) => subjects.some((s) => s.includes(r))).length;
    report.duplicateDeliveries = references.filter((r) => subjects.filter((s) => s.includes(r)).length > 1).length;
    await stop('SIGTERM');
  } finally {
    await stop('SIGKILL').catch(() => undefined);
    await catcher.close();
    await store.drop();
  }
  report.requests = all.length;
  report.booked = all.filter((a) => a.outcome?.reference).length;
  report.slotTaken = all.filter((a) => a.outcome && a.outcome.reference === null).length;
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;

  /** The database against the answers: every reference exactly once, under the request's own e-mail; nothing else. */
  async function verify(attempts: Attempt[]): Promise<void> {
    const db: Db = await store.open();
    try {
      const emails = attempts.map((a) => a.body.emailAddress as string);
      const rows = await bookingsByEmail(db, emails);
      for (const attempt of attempts) {
        const mine = rows.filter((r) => r.email === attempt.body.emailAddress);
        const reference = attempt.outcome?.reference ?? null;
        if (reference !== null && !mine.some((r) => r.reference === reference)) report.lost++;
        if (mine.length > (reference === null ? 0 : 1)) report.duplicated++;
      }
    } finally {
      await db.close();
    }
  }
}

if (require.main === module) {
  const rounds = Number(process.argv[2] ?? 5);
  runCrashRounds({ rounds, postgresUrl: process.argv[3], log: console.log })
    .then((report) => console.log(JSON.stringify(report, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
