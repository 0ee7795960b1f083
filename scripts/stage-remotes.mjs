// Places each built remote (mf-*/dist) in the remotes store under <name>/<version>/ and points
// the release file at it. Versions are immutable: a folder that exists with other content is
// never overwritten; in --dev mode (npm start) a changed local build gets a '-dev.<hash>' suffix.
// The browser build and the server build (dist/server/) travel together; the version's publish
// record `<name>/<version>.publish.json` holds the server entry's sha256. What the site server
// checks before it loads the file is the release file's pin (`pinOf`): the sha256 the release
// tool read when it made the version live, written beside the version in the release file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isMainModule, root } from './run.mjs';

export const REMOTES = ['mf-booking', 'mf-finder', 'mf-menus', 'mf-careers', 'mf-marketing'];

function files(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

/** One hash over every file's path and bytes: equal builds, equal hash. */
export function folderHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of files(dir).sort()) hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

/** A remote's server build inside its build folder (tools/webpack/create-config.cjs). */
export const SERVER_ENTRY = 'server/remote-server.js';

export const publishRecordFile = (store, name, version) => path.join(store, name, `${version}.publish.json`);

const sha256Of = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** `{ entry, sha256 }` of the build's server entry, or null for a browser-only build. */
export function serverBuildOf(dir) {
  const file = path.join(dir, SERVER_ENTRY);
  if (!fs.existsSync(file)) return null;
  return { entry: SERVER_ENTRY, sha256: sha256Of(file) };
}

export function readPublishRecord(store, name, version) {
  const file = publishRecordFile(store, name, version);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * Writes the version's publish record unless it has one (records are immutable like the folder):
 * its manifest, `server` when it has a server build, and `extra` (the publish command's commit).
 */
export function writePublishRecord({ store, name, version, extra = {}, now = new Date() }) {
  const file = publishRecordFile(store, name, version);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const server = serverBuildOf(path.join(store, name, version));
  const record = { name, version, manifest: `${version}/mf-manifest.json`, publishedAt: now.toISOString(), ...extra, ...(server ? { server } : {}) };
  const temp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(temp, file);
  return record;
}

/**
 * Copies `dist` (browser build and `server/`) into `store/name/version`, or finds it already
 * there, and writes its publish record if it has none. Returns the folder name used.
 */
export function stage({ name, dist, version, store, dev = false, record = {} }) {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${name}: ${dist} has no mf-manifest.json (build it first)`);
  const hash = folderHash(dist);
  let folder = version;
  let target = path.join(store, name, folder);
  if (fs.existsSync(target) && folderHash(target) !== hash) {
    if (!dev) throw new Error(`${name}@${version} is already in the store with different content; bump the version`);
    folder = `${version}-dev.${hash.slice(0, 8)}`;
    target = path.join(store, name, folder);
  }
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, temp, { recursive: true });
    fs.renameSync(temp, target);
  }
  writePublishRecord({ store, name, version: folder, extra: record });
  return folder;
}

const manifestUrl = (name, folder) => `/remotes/${name}/${folder}/mf-manifest.json`;

/**
 * The release file's pin of a version in the store, `{ manifest, server, remoteEntry }`: the
 * sha256 of its server entry as it is now (`server: null` when its publish record names none: it
 * renders in the browser) and of its remote entry. The site server runs a server entry only if
 * its bytes match the pin, so a file changed in the store after the release was composed is
 * never run. Read once the version has passed its checks (the release tool's `set`).
 */
export function pinOf(store, name, folder) {
  const dir = path.join(store, name, folder);
  const record = readPublishRecord(store, name, folder);
  const server = record?.server ? { entry: record.server.entry, sha256: sha256Of(path.join(dir, record.server.entry)) } : null;
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')).metaData?.remoteEntry;
  const remoteEntry = entry?.name ? path.posix.join(entry.path || '', entry.name) : null;
  return {
    manifest: manifestUrl(name, folder),
    server,
    ...(remoteEntry && fs.existsSync(path.join(dir, remoteEntry)) ? { remoteEntry: { file: remoteEntry, sha256: sha256Of(path.join(dir, remoteEntry)) } } : {}),
  };
}

/** Writes the release file atomically (write then rename). */
export function writeRelease(file, release) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temp, `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Stages every built remote and makes it live, pinned. Remotes that are not built are left out. */
export function stageAll({ store, releaseFile, dev = false }) {
  const release = { remotes: {}, pins: {} };
  for (const name of REMOTES) {
    const dir = path.join(root, name);
    const dist = path.join(dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const folder = stage({ name, dist, version, store, dev });
    release.remotes[name] = manifestUrl(name, folder);
    release.pins[name] = pinOf(store, name, folder);
  }
  writeRelease(releaseFile, release);
  return release;
}

if (isMainModule(import.meta.url)) {
  const store = process.env.REMOTES_STORE ?? path.join(root, '.data/remotes');
  const releaseFile = process.env.RELEASE_FILE ?? path.join(root, '.data/release.json');
  const release = stageAll({ store, releaseFile, dev: process.argv.includes('--dev') });
  console.log(`Release ${releaseFile}:`, release.remotes);
}
