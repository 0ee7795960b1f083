import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signAppToken } from '@riviere/app-token';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openPostgres, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { openTestPglite } from './pglite-template';
import { testSeedContent } from './test-images';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it when one answers). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SECRET = 'integration-test-secret-0123456789';
export const BRAND_KEY = 'local-brand';

/** A fresh, migrated database on the engine: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDb(engine: Engine): Promise<Db & { drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openTestPglite();
    return Object.assign(db, { drop: () => db.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `riviere_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(adminUrl, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  return Object.assign(db, {
    async drop() {
      await db.close();
      const cleanup = await openPostgres(adminUrl, 1);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  headers: Record<string, string>;
  close(): Promise<void>;
}

export type TestAppOverrides = Partial<Omit<AppOptions, 'config'>> & {
  config?: Partial<Config>;
  /** Called on the built app before it is ready: a hook that watches every request (hooks added now still apply to every route). */
  beforeReady?: (app: FastifyInstance) => void;
};

export async function createTestApp(engine: Engine, overrides: TestAppOverrides = {}): Promise<TestApp> {
  const db = await createTestDb(engine);
  await seedIfEmpty(db, await testSeedContent());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-test-'));
  const config: Config = { ...loadConfig({}), dataDir, imagesDir: path.join(dataDir, 'images'), brandKey: BRAND_KEY, sensitiveRateLimit: 1000, bookingRateLimit: 1000, ...overrides.config };
  const { config: _config, beforeReady, ...options } = overrides;
  const app = await buildApp({ ...options, config, db, tokenSecret: TEST_SECRET });
  beforeReady?.(app);
  await app.ready();
  const { accessToken } = await signAppToken(TEST_SECRET);
  return {
    app,
    db,
    config,
    headers: { authorization: `Bearer ${accessToken}`, 'x-brand-key': BRAND_KEY, 'x-session-id': crypto.randomUUID() },
    async close() {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Shorthands for calling the app as a visitor's browser would (token, brand key, session id). */
export function caller(t: TestApp) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers }),
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...t.headers, ...headers }, payload: payload as object }),
  };
}

/** Outbox rows, oldest first: what the relay will send. */
export async function outbox(db: Db): Promise<{ kind: string; to_address: string; subject: string; text_body: string }[]> {
  const { rows } = await db.query<{ kind: string; to_address: string; subject: string; text_body: string }>(
    'SELECT kind, to_address, subject, text_body FROM outbox ORDER BY id',
  );
  return rows;
}

/**
 * One app per suite on the engine: started before the suite's tests and closed after them.
 * Read `suite.t` (the app, its database) and `suite.api` (calls as a visitor) inside tests.
 */
export function suiteApp(engine: Engine): { t: TestApp; api: ReturnType<typeof caller> } {
  const suite = {} as { t: TestApp; api: ReturnType<typeof caller> };
  beforeAll(async () => {
    suite.t = await createTestApp(engine);
    suite.api = caller(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}
