import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataFolderLockedError, lockDataFolder, openPglite } from './db';
import { MIGRATIONS, migrate } from './migrate';
import { ENGINES, createTestDb } from '../test-support/test-app';

describe('the embedded data folder lock', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));

  it('refuses a second process on the same folder with a clear message', () => {
    const dir = folder();
    fs.writeFileSync(path.join(dir, 'brand-api.lock'), String(process.ppid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(dir)).toThrow(/in use by another brand API process \(pid \d+\)/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = folder();
    fs.writeFileSync(path.join(dir, 'brand-api.lock'), '999999');
    const release = lockDataFolder(dir);
    expect(fs.readFileSync(path.join(dir, 'brand-api.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'brand-api.lock'))).toBe(false);
  });

  it('keeps data on disk between opens', async () => {
    const dir = folder();
    const first = await openPglite(dir);
    await migrate(first);
    await first.query("INSERT INTO documents (key, value) VALUES ('k', '{\"a\":1}')");
    await first.close();
    const second = await openPglite(dir);
    expect((await second.query<{ value: unknown }>("SELECT value FROM documents WHERE key = 'k'")).rows[0]!.value).toEqual({ a: 1 });
    await second.close();
  });
});

describe.each(ENGINES)('migrations on %s', (engine) => {
  it('apply once, in order, and are a no-op the second time', async () => {
    const db = await createTestDb(engine);
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      await db.drop();
    }
  });

  it('roll back a transaction that throws', async () => {
    const db = await createTestDb(engine);
    try {
      await expect(db.transaction(async (tx) => {
        await tx.query("INSERT INTO documents (key, value) VALUES ('gone', '{}')");
        throw new Error('boom');
      })).rejects.toThrow('boom');
      expect((await db.query("SELECT 1 FROM documents WHERE key = 'gone'")).rows).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('answers a ping while open, and refuses one once closed', async () => {
    const db = await createTestDb(engine);
    await expect(db.ping()).resolves.toBeUndefined();
    await db.drop();
    await expect(db.ping()).rejects.toThrow();
  });
});
