// What a remote's mf-manifest.json promises, read without the federation runtime: the files it
// needs, the modules it exposes and the shared libraries it asks the host for.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** Modules the shell mounts from every remote (packages/mf-contract: `./mount`). */
export const SHELL_MOUNTS = ['./mount'];

export function readManifest(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const assetFiles = (assets) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/** Every file the manifest names: the remote entry and the assets of exposes and shared modules. */
export function manifestFiles(manifest) {
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [path.posix.join(entry.path || '', entry.name)] : []),
    ...(manifest.exposes ?? []).flatMap((e) => assetFiles(e.assets)),
    ...(manifest.shared ?? []).flatMap((s) => assetFiles(s.assets)),
  ];
  return [...new Set(files)];
}

/** './mount', … */
export const exposedModules = (manifest) => (manifest.exposes ?? []).map((e) => e.path ?? `./${e.name}`).sort();

/** { react: '19.3.1', … }: the version (or, from older builds, the range) each shared library asks for. */
export function sharedRanges(manifest) {
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.requiredVersion ?? '*']).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Why this build cannot go live in front of the shell: missing files, a module the shell mounts
 * that it no longer exposes, a React other than the shell's exact React (every bundle builds
 * against one exact version, which its manifest names). Empty = fine.
 */
export function releaseProblems({ dir, manifest, hostReact, mounts = SHELL_MOUNTS }) {
  if (!manifest) return [`${dir} has no mf-manifest.json`];
  const problems = [];
  const missing = manifestFiles(manifest).filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length > 0) problems.push(`files missing from ${dir}: ${missing.join(', ')}`);
  const exposed = exposedModules(manifest);
  for (const mount of mounts) if (!exposed.includes(mount)) problems.push(`it does not expose ${mount}, which the shell mounts (it exposes ${exposed.join(', ') || 'nothing'})`);
  for (const [name, range] of Object.entries(sharedRanges(manifest))) {
    if (name !== 'react' && name !== 'react-dom') continue;
    if (!semver.valid(range)) problems.push(`it is built against ${name} ${range}, a range: every bundle builds against one exact React (the shell runs React ${hostReact})`);
    else if (range !== hostReact) problems.push(`it is built against ${name} ${range}, but the shell runs React ${hostReact}; release them together once the shell is on ${range}`);
  }
  return problems;
}

/** What changed between two builds: exposed modules added and removed, shared ranges changed. */
export function diffManifests(a, b) {
  const [ea, eb] = [exposedModules(a), exposedModules(b)];
  const [sa, sb] = [sharedRanges(a), sharedRanges(b)];
  const names = [...new Set([...Object.keys(sa), ...Object.keys(sb)])].sort();
  return {
    exposes: { added: eb.filter((m) => !ea.includes(m)), removed: ea.filter((m) => !eb.includes(m)), kept: ea.filter((m) => eb.includes(m)) },
    shared: names.filter((n) => sa[n] !== sb[n]).map((name) => ({ name, from: sa[name] ?? null, to: sb[name] ?? null })),
  };
}
