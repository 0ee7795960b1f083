// `npm run release -- list | set <remote>@<version> | rollback <remote> | diff <remote>@<a> <remote>@<b>`
// and `npm run publish -w <remote>` (which calls `publish` from the remote's folder).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffManifests, readManifest, releaseProblems } from './manifest.mjs';
import { appendLog, lastPinned, manifestUrl, pinChanges, previousVersion, readLog, readRelease, versionInUrl, writeReleaseAtomically } from './release-file.mjs';
import { pinOf, readPublishRecord } from '../../../scripts/stage-remotes.mjs';
import { publish, remotesIn, serverProblems, versionsOf } from './store.mjs';
import { purgeKeys, purgeTarget, releaseChangeKeys } from './purge.mjs';

export const USAGE = `Usage:
  npm run publish -w <remote>                       build the remote for production and place it in the store
                                                    (APP_VERSION=<v> overrides package.json's version;
                                                    --dist <dir> publishes a build made already)
  npm run release -- list                           versions in the store, and which is live
  npm run release -- set <remote>@<version> […]     make published versions live, together
  npm run release -- rollback <remote>              back to the version live before this one
  npm run release -- diff <remote>@<a> <remote>@<b> both builds between two versions: exposed modules,
                                                    shared ranges and the server entry
  npm run release -- content publish                the brand API reads its content folder again and
                                                    writes what changed; the cache in front drops the
                                                    pages that show it (BRAND_API_URL, CONTENT_ADMIN_SECRET)
Options: --store <dir> (REMOTES_STORE), --release-file <file> (RELEASE_FILE), --log <file> (RELEASE_LOG)`;

export class CliError extends Error {}

function git(args, cwd) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Who is changing the release, from git config (else the login name). */
export function whoAmI(cwd, env) {
  const name = git(['config', 'user.name'], cwd);
  const email = git(['config', 'user.email'], cwd);
  if (name || email) return email ? `${name || email} <${email}>` : name;
  return env.USER || env.USERNAME || 'unknown';
}

function options(argv, env, root) {
  const rest = [];
  const opts = {
    store: env.REMOTES_STORE || path.join(root, '.data/remotes'),
    releaseFile: env.RELEASE_FILE || path.join(root, '.data/release.json'),
    log: env.RELEASE_LOG || null,
    dist: null,
    build: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = { '--store': 'store', '--release-file': 'releaseFile', '--log': 'log', '--dist': 'dist' }[argv[i]];
    if (argv[i] === '--build') opts.build = true;
    else if (flag) {
      if (!argv[i + 1]) throw new CliError(`${argv[i]} needs a value`);
      opts[flag] = path.resolve(argv[i + 1]);
      i += 1;
    } else rest.push(argv[i]);
  }
  opts.log ??= path.join(path.dirname(opts.releaseFile), 'release-log.jsonl');
  return { opts, rest };
}

function parseRef(ref) {
  const at = (ref ?? '').lastIndexOf('@');
  if (at <= 0 || at === ref.length - 1) throw new CliError(`"${ref ?? ''}" is not <remote>@<version>, e.g. mf-menus@1.2.0`);
  return { name: ref.slice(0, at), version: ref.slice(at + 1) };
}

function hostReact(root) {
  const shell = JSON.parse(fs.readFileSync(path.join(root, 'shell/package.json'), 'utf8'));
  return (shell.dependencies?.react ?? '').replace(/^[^\d]*/, '');
}

function versionDir(store, { name, version }) {
  const dir = path.join(store, name, version);
  if (!fs.existsSync(dir)) {
    const known = versionsOf(store, name).map((v) => v.version);
    throw new CliError(`${name}@${version} is not in the store (${store}); published: ${known.join(', ') || 'none'}`);
  }
  return dir;
}

/**
 * Makes each `{ remote, to }` live, all or none: every version is checked first (files, the
 * shell's mounts, the one exact React, the server build), and the release file is written once,
 * so remotes upgraded together (a new React) never go live one without the other. Each version
 * goes in pinned: the sha256 of its server entry (and remote entry) as checked here, which the
 * site server holds the file to before it runs it.
 */
function change({ opts, root, io, changes, action }) {
  const release = readRelease(opts.releaseFile);
  const log = readLog(opts.log);
  const remotes = changes.map(({ remote }) => remote);
  const twice = remotes.find((remote, i) => remotes.indexOf(remote) !== i);
  if (twice) throw new CliError(`${twice} is named twice; name each remote once`);
  const planned = changes.map(({ remote, to }) => {
    const dir = versionDir(opts.store, { name: remote, version: to });
    const problems = [
      ...releaseProblems({ dir, manifest: readManifest(dir), hostReact: hostReact(root) }),
      ...serverProblems(dir, readPublishRecord(opts.store, remote, to)),
    ];
    const pin = problems.length === 0 ? pinOf(opts.store, remote, to) : null;
    // A version live before goes live again only with the files it had then (a rollback, above all).
    const before = pin && lastPinned(log, remote, to);
    const changed = before ? pinChanges(before.pin, pin) : [];
    if (changed.length > 0) problems.push(`its files changed in the store since it was live (${before.at}): ${changed.join('; ')}`);
    return { remote, to, from: versionInUrl(remote, release.remotes[remote]), problems, pin };
  });
  const refused = planned.filter((p) => p.problems.length > 0);
  if (refused.length > 0) {
    const why = refused.map((p) => `refused: ${p.remote}@${p.to} cannot go live:\n  - ${p.problems.join('\n  - ')}`).join('\n');
    const others = planned.length > refused.length ? `\nNothing was set: ${planned.filter((p) => !refused.includes(p)).map((p) => `${p.remote}@${p.to}`).join(', ')} waits for it.` : '';
    throw new CliError(`${why}${others}\nThe live release is unchanged.`);
  }
  for (const { remote, to, pin } of planned) {
    release.remotes[remote] = manifestUrl(remote, to);
    release.pins[remote] = pin;
  }
  writeReleaseAtomically(opts.releaseFile, release);
  const at = new Date().toISOString();
  const who = whoAmI(root, io.env);
  for (const { remote, from, to, pin } of planned) {
    appendLog(opts.log, { at, who, action, remote, from, to, pin });
    io.out(`${remote}: ${from ?? '(none)'} → ${to} (${action}); ${opts.releaseFile} written`);
  }
  return purgeAfterChange({ io, keys: [...new Set(planned.flatMap(({ remote, from }) => releaseChangeKeys(remote, from)))] });
}

/**
 * With CDN_PURGE_URL set, the shared cache drops the pages of the versions that left, once the
 * site server has read the new release (it checks the file at most once a second:
 * CDN_PURGE_DELAY_MS, default 1100), so the cache never refills with the old page.
 */
function purgeAfterChange({ io, keys }) {
  const target = purgeTarget(io.env);
  if (!target) return undefined;
  const delayMs = Number(io.env.CDN_PURGE_DELAY_MS ?? 1100);
  return new Promise((resolve) => setTimeout(resolve, Number.isFinite(delayMs) ? delayMs : 1100))
    .then(() => purgeKeys(target, keys, { fetch: io.fetch ?? globalThis.fetch }))
    .then((results) => {
      const failed = results.filter((r) => !r.ok);
      if (failed.length === 0) io.out(`purged ${keys.join(' ')} at ${target.kind} (${target.url})`);
      else io.err(`the release is live, but purging ${keys.join(' ')} at ${target.kind} failed (${failed.map((r) => r.error ?? r.status).join(', ')}): the cache keeps the old pages until they expire`);
    });
}

function productionBuild({ cwd, root, version, io }) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `${path.basename(cwd)}-${version}-`));
  io.out(`Building ${path.basename(cwd)}@${version} for production…`);
  try {
    // --env outputPath: the browser build goes to `out`, the server build (if any) to `out/server`.
    execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--env', `outputPath=${out}`], {
      cwd,
      env: { ...io.env, APP_VERSION: version },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    throw new CliError(`the production build failed:\n${String(error.stderr ?? error.message).slice(-2000)}`);
  }
  return out;
}

/**
 * Asks the brand API (BRAND_API_URL, default http://127.0.0.1:4000) to publish its content
 * folder again (POST /admin/content/publish with CONTENT_ADMIN_SECRET), then purges the keys it
 * names from the cache in front (CDN_PURGE_URL): only the pages that show what changed.
 */
async function publishContent(io) {
  const secret = io.env.CONTENT_ADMIN_SECRET;
  if (!secret) throw new CliError('content publish needs CONTENT_ADMIN_SECRET: the secret the brand API was started with');
  const api = (io.env.BRAND_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const fetch = io.fetch ?? globalThis.fetch;
  let response;
  try {
    response = await fetch(`${api}/admin/content/publish`, { method: 'POST', headers: { 'x-admin-secret': secret } });
  } catch (error) {
    throw new CliError(`the brand API at ${api} did not answer (${error.cause?.code ?? error.message}); is it running? (BRAND_API_URL)`);
  }
  const body = await response.json().catch(() => null);
  if (response.status === 404) throw new CliError(`the brand API at ${api} takes no content publish: start it with CONTENT_ADMIN_SECRET set`);
  if (!response.ok || !body) throw new CliError(`the brand API refused the publish (${response.status}): ${body?.message ?? 'no reason given'}`);
  const list = (items) => items.join(', ') || 'nothing';
  io.out(`content published: changed ${list(body.changed)}; added ${list(body.added)}`);
  if (body.kept.length > 0) io.out(`not in the content folder, kept (remove by hand once nothing points at them): ${list(body.kept)}`);
  const target = purgeTarget(io.env);
  if (body.keys.length === 0 || !target) return;
  const failed = (await purgeKeys(target, body.keys, { fetch })).filter((r) => !r.ok);
  if (failed.length === 0) io.out(`purged ${body.keys.join(' ')} at ${target.kind} (${target.url})`);
  else io.err(`the content is live, but purging ${body.keys.join(' ')} at ${target.kind} failed (${failed.map((r) => r.error ?? r.status).join(', ')}): the cache keeps the old pages until they expire`);
}

const describeServer = (server) => (server ? `${server.entry} sha256 ${server.sha256.slice(0, 12)}…` : 'none (renders in the browser)');

const COMMANDS = {
  list({ opts, io }) {
    const release = readRelease(opts.releaseFile);
    const names = [...new Set([...remotesIn(opts.store), ...Object.keys(release.remotes)])].sort();
    if (names.length === 0) io.out(`The store ${opts.store} is empty.`);
    for (const name of names) {
      const live = versionInUrl(name, release.remotes[name]);
      io.out(`${name}${release.remotes[name] && !live ? ` (live from ${release.remotes[name]})` : ''}`);
      for (const { version, info } of versionsOf(opts.store, name)) {
        const when = info ? ` published ${info.publishedAt}${info.commit ? ` from ${info.commit.slice(0, 12)}` : ''}` : '';
        const renders = info?.server ? '  server + browser' : '  browser only';
        const pinned = release.pins[name]?.manifest === release.remotes[name] ? '' : ', not pinned: set it again to pin it';
        io.out(`  ${version === live ? '*' : ' '} ${version}${when}${renders}${version === live ? `  (live${pinned})` : ''}`);
      }
    }
  },

  set({ opts, root, io, args }) {
    if (args.length === 0) throw new CliError('set needs <remote>@<version>, e.g. set mf-menus@1.2.0 (several at once: set mf-menus@2.0.0 mf-finder@3.1.0)');
    const changes = args.map(parseRef).map(({ name, version }) => ({ remote: name, to: version }));
    return change({ opts, root, io, changes, action: 'set' });
  },

  rollback({ opts, root, io, args }) {
    const remote = args[0];
    if (!remote) throw new CliError('rollback needs a remote, e.g. rollback mf-menus');
    const current = versionInUrl(remote, readRelease(opts.releaseFile).remotes[remote]);
    const previous = previousVersion(readLog(opts.log), remote, current);
    if (!previous) throw new CliError(`${remote}: the release log has no version before ${current ?? 'the current one'}; use set <remote>@<version>`);
    return change({ opts, root, io, changes: [{ remote, to: previous }], action: 'rollback' });
  },

  diff({ opts, io, args }) {
    const [a, b] = [parseRef(args[0]), parseRef(args[1])];
    const [ma, mb] = [readManifest(versionDir(opts.store, a)), readManifest(versionDir(opts.store, b))];
    if (!ma || !mb) throw new CliError('both versions need an mf-manifest.json');
    const diff = diffManifests(ma, mb);
    io.out(`${a.name}@${a.version} → ${b.name}@${b.version}`);
    io.out(`exposes: ${diff.exposes.kept.join(', ') || 'nothing in common'}${diff.exposes.added.length ? `; added ${diff.exposes.added.join(', ')}` : ''}${diff.exposes.removed.length ? `; removed ${diff.exposes.removed.join(', ')}` : ''}`);
    if (diff.shared.length === 0) io.out('shared: the same ranges');
    for (const s of diff.shared) io.out(`shared ${s.name}: ${s.from ?? '(not shared)'} → ${s.to ?? '(not shared)'}`);
    const [sa, sb] = [readPublishRecord(opts.store, a.name, a.version)?.server, readPublishRecord(opts.store, b.name, b.version)?.server];
    io.out(`server: ${describeServer(sa)} → ${describeServer(sb)}${sa && sb ? (sa.sha256 === sb.sha256 ? ' (the same file)' : ' (changed)') : ''}`);
    return { ...diff, server: { from: sa ?? null, to: sb ?? null } };
  },

  content({ io, args }) {
    if (args[0] !== 'publish') throw new CliError('content needs publish: npm run release -- content publish');
    return publishContent(io);
  },

  publish({ opts, root, io, cwd }) {
    const pkg = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8'));
    const name = path.basename(cwd);
    const version = io.env.APP_VERSION || pkg.version;
    // --build: a fresh production build of this version in a folder of its own (dist/ is left alone).
    const dist = opts.build ? productionBuild({ cwd, root, version, io }) : (opts.dist ?? path.join(cwd, 'dist'));
    if (!readManifest(dist)) throw new CliError(`${name}: ${dist} has no mf-manifest.json; build it first (npm run build -w @riviere/${name})`);
    const commit = git(['rev-parse', 'HEAD'], root);
    const dirty = git(['status', '--porcelain', '--', cwd], root) !== '';
    try {
      const result = publish({ store: opts.store, name, version, dist, commit: `${commit}${dirty ? '+local-changes' : ''}` });
      io.out(result.created ? `${name}@${version} published to ${path.join(opts.store, name, version)}` : `${name}@${version} is already in the store with the same files`);
    } catch (error) {
      throw new CliError(`refused: ${error.message}`);
    }
  },
};

/**
 * Runs one command; returns the exit code (a promise of it while a purge is under way).
 * `io.out`/`io.err` print, `io.env` is the environment, `io.fetch` (optional) sends purges.
 */
export function run(argv, { root, cwd = process.cwd(), io }) {
  try {
    const { opts, rest } = options(argv, io.env, root);
    const [command, ...args] = rest;
    const handler = COMMANDS[command];
    if (!handler) {
      io.err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
      return command ? 2 : 0;
    }
    const pending = handler({ opts, root, io, args, cwd });
    if (!(pending instanceof Promise)) return 0;
    return pending.then(
      () => 0,
      (error) => {
        if (!(error instanceof CliError)) throw error;
        io.err(error.message);
        return 1;
      },
    );
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(error.message);
    return 1;
  }
}
