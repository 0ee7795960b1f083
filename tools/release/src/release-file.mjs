// The live release (which version of each remote the site loads, and the pin of each: the
// sha256 of the files the site server may run) and its append-only log.
import fs from 'node:fs';
import path from 'node:path';

/** `{ remotes: { name: manifest URL }, pins: { name: pin } }`; a file written before pins has none. */
export function readRelease(file) {
  if (!fs.existsSync(file)) return { remotes: {}, pins: {} };
  const release = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { ...release, remotes: { ...(release.remotes ?? {}) }, pins: { ...(release.pins ?? {}) } };
}

/** Written aside and renamed: the site server never reads half a file. */
export function writeReleaseAtomically(file, release) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${Date.now()}`;
  fs.writeFileSync(temp, `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** '/remotes/mf-menus/1.2.0/mf-manifest.json' → '1.2.0' (null for a URL elsewhere). */
export function versionInUrl(name, url) {
  const match = new RegExp(`/remotes/${name}/([^/]+)/mf-manifest\\.json$`).exec(url ?? '');
  return match ? match[1] : null;
}

export const manifestUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

export function appendLog(file, entry) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

export function readLog(file) {
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** The version that was live before the current one went live (null when the log does not say). */
export function previousVersion(log, name, current) {
  return log.filter((e) => e.remote === name && e.to === current && e.from).at(-1)?.from ?? null;
}

/** The pin a version went live with the last time it did (`{ at, pin }`), from the log; null when the log has none. */
export function lastPinned(log, name, version) {
  const entry = log.filter((e) => e.remote === name && e.to === version && e.pin).at(-1);
  return entry ? { at: entry.at, pin: entry.pin } : null;
}

const short = (sha256) => (sha256 ? `${sha256.slice(0, 12)}…` : 'none');

/**
 * How a version's files differ from the pin it was live with before (empty: not at all): a
 * version is immutable, so a file that changed since was changed in the store, not published.
 */
export function pinChanges(before, now) {
  const changes = [];
  if ((before.server?.sha256 ?? null) !== (now.server?.sha256 ?? null)) changes.push(`server entry sha256 ${short(now.server?.sha256)}, was ${short(before.server?.sha256)}`);
  if (before.remoteEntry && before.remoteEntry.sha256 !== now.remoteEntry?.sha256) changes.push(`remote entry sha256 ${short(now.remoteEntry?.sha256)}, was ${short(before.remoteEntry.sha256)}`);
  return changes;
}
