// The remotes store: `<store>/<name>/<version>/` holds one published build (browser files and,
// when the remote renders on the server, `server/remote-server.js`), never changed after;
// `<store>/<name>/<version>.publish.json` records its manifest, the git commit, the time and the
// server entry's sha256.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { publishRecordFile, readPublishRecord, stage } from '../../../scripts/stage-remotes.mjs';

export const publishInfoFile = publishRecordFile;

/**
 * Places a production build (both builds) in the store. The same version with the same files is
 * a no-op; the same version with other files is refused (bump the version).
 */
export function publish({ store, name, version, dist, commit, now = new Date() }) {
  const existed = fs.existsSync(path.join(store, name, version)) && fs.existsSync(publishInfoFile(store, name, version));
  stage({ name, dist, version, store, dev: false, record: { commit, publishedAt: now.toISOString() } });
  return { version, created: !existed, info: readPublishRecord(store, name, version) };
}

/**
 * Why a version's server build cannot go live: its record names a server entry that is missing
 * or whose bytes are not the ones published (the site server would refuse to load it). A
 * version without a server build has none: it renders in the browser.
 */
export function serverProblems(dir, info) {
  if (!info?.server) return [];
  const file = path.join(dir, info.server.entry);
  if (!fs.existsSync(file)) return [`its server entry ${info.server.entry} is missing`];
  const sha256 = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  if (sha256 !== info.server.sha256) return [`its server entry ${info.server.entry} has changed since it was published (sha256 ${sha256.slice(0, 12)}…, recorded ${String(info.server.sha256).slice(0, 12)}…)`];
  return [];
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
      const info = readPublishRecord(store, name, e.name);
      return { version: e.name, dir: path.join(dir, e.name), info };
    })
    .sort((a, b) => (a.info?.publishedAt ?? '').localeCompare(b.info?.publishedAt ?? '') || a.version.localeCompare(b.version));
}
