import type { Db } from './db';
import * as m001 from './migrations/001-content';
import * as m002 from './migrations/002-submissions';
import * as m003 from './migrations/003-booking';
import * as m004 from './migrations/004-referrals';
import * as m005 from './migrations/005-booking-changes';
import * as m006 from './migrations/006-booking-horizon';
import * as m007 from './migrations/007-marketing-consent';

/** Numbered migrations, applied in order, each once. Add a file and a line here; never edit an applied one. */
export const MIGRATIONS: { id: number; name: string; up: string }[] = [
  { id: 1, name: 'content', up: m001.up },
  { id: 2, name: 'submissions', up: m002.up },
  { id: 3, name: 'booking', up: m003.up },
  { id: 4, name: 'referrals', up: m004.up },
  { id: 5, name: 'booking-changes', up: m005.up },
  { id: 6, name: 'booking-horizon', up: m006.up },
  { id: 7, name: 'marketing-consent', up: m007.up },
];

/** Arbitrary constant so several API instances starting together migrate one at a time. */
const MIGRATION_LOCK = 72_410_001;

export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.id));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.up)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      ran.push(migration.id);
    }
    return ran;
  });
}

/** Migrations hold no semicolons inside literals or bodies, so a plain split is exact. */
export function splitStatements(sql: string): string[] {
  return sql.split(';').map((s) => s.trim()).filter(Boolean);
}
