// The remotes store: `<store>/<name>/<version>/` holds one published build, never changed after;
// `<store>/<name>/<version>.publish.json` records its manifest, the git commit and the time.
import fs from 'node:fs';
import path from 'node:path';
import { stage } from '../../../scripts/stage-remotes.mjs';

export const publishInfoFile = (store, name, version) => path.join(store, name, `${version}.publish.json`);

/**
 * Places a production build in the store. The same version with the same files is a no-op; the
 * same version with other files is refused (bump the version).
 */
export function publish({ store, name, version, dist, commit, now = new Date() }) {
  const existed = fs.existsSync(path.join(store, name, version));
  stage({ name, dist, version, store, dev: false });
  const infoFile = publishInfoFile(store, name, version);
  if (existed && fs.existsSync(infoFile)) return { version, created: false, info: JSON.parse(fs.readFileSync(infoFile, 'utf8')) };
  const info = { name, version, manifest: `${version}/mf-manifest.json`, commit, publishedAt: now.toISOString() };
  fs.writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`);
  return { version, created: true, info };
}

/** Remote names in the store. */
export function remotesIn(store) {
  if (!fs.existsSync(store)) return [];
  return fs.readdirSync(store, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

/** The published versions of a remote, oldest first by publish time, with their records. */
export function versionsOf(store, name) {
  const dir = path.join(store, name);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.includes('.tmp-'))
    .map((e) => {
      const infoFile = publishInfoFile(store, name, e.name);
      const info = fs.existsSync(infoFile) ? JSON.parse(fs.readFileSync(infoFile, 'utf8')) : null;
      return { version: e.name, dir: path.join(dir, e.name), info };
    })
    .sort((a, b) => (a.info?.publishedAt ?? '').localeCompare(b.info?.publishedAt ?? '') || a.version.localeCompare(b.version));
}
