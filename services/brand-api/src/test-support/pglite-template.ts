import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, type Db } from '../db/db';
import { migrate } from '../db/migrate';

/**
 * A migrated, empty PGlite database made once per test run (Jest's global setup) and started
 * from by every suite: PGlite's own initdb costs seconds per database, a copy well under one.
 */
const TEMPLATE_ENV = 'BRAND_API_PGLITE_TEMPLATE';

export default async function makePgliteTemplate(): Promise<void> {
  const db = await openPglite(null);
  await migrate(db);
  const dump = await db.dump!();
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-api-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
}

/** A fresh in-memory PGlite, migrated: from the run's template when there is one. */
export async function openTestPglite(): Promise<Db> {
  const file = process.env[TEMPLATE_ENV];
  const template = file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
  const db = await openPglite(null, template);
  // Nothing to do from the template; the whole work without one (a suite run outside Jest's setup).
  await migrate(db);
  return db;
}

/** Jest's global teardown: removes the run's template. */
export function removePgliteTemplate(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
