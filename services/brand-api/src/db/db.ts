import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** The one SQL dialect (PostgreSQL) both engines speak. Repositories only see this. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Resolves when the database answers (the health check); rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as one file, to start another database from (tests' template). */
  dump?(): Promise<Blob>;
}

export class DataFolderLockedError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The data folder ${folder} is in use by another brand API process (pid ${pid}). ` +
        'Two processes on one embedded database corrupt it: stop the other process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder's lock file, or explains who holds it. A lock left by a dead process is taken over. */
export function lockDataFolder(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, 'brand-api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataFolderLockedError(folder, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${folder}`);
}

/**
 * Embedded engine. `dataDir` null keeps the database in memory (tests), started from `template`
 * when given: a data folder from another's `dump()` (seconds faster than PGlite's own initdb).
 */
export async function openPglite(dataDir: string | null, template?: Blob): Promise<Db> {
  const release = dataDir ? lockDataFolder(dataDir) : () => undefined;
  try {
    const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
    const pg: PGlite = dataDir ? new PGliteClass(path.join(dataDir, 'pgdata')) : new PGliteClass(template ? { loadDataDir: template } : {});
    await pg.waitReady;
    return {
      engine: 'pglite',
      query: (sql, params) => pg.query(sql, params),
      exec: async (sql) => {
        await pg.exec(sql);
      },
      transaction: (fn) => pg.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })),
      ping: async () => {
        await pg.query('SELECT 1');
      },
      close: async () => {
        await pg.close();
        release();
      },
      dump: () => pg.dumpDataDir('none') as Promise<Blob>,
    } as Db;
  } catch (error) {
    release();
    throw error;
  }
}

function wrapClient(client: Pool | PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
  };
}

/** Production engine: PostgreSQL through a connection pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const { Pool: PoolClass } = await import('pg');
  const pool = new PoolClass({ connectionString, max: poolSize });
  // An idle connection the server closes (a restart, a failover, DROP DATABASE … FORCE) is taken
  // out of the pool by pg-pool, which then emits 'error': without a listener that event would
  // crash the process. The next query simply opens a new connection.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db: Db = {
    engine: 'postgres',
    query: wrapClient(pool).query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
  return db;
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
