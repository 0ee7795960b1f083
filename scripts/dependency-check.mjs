// Dependency hygiene, a step of `npm test`: every workspace declares what it imports, declares
// nothing it does not use, and keeps dev-only packages out of `dependencies`. Fails on those;
// unused files and exports are reported but do not fail the run.
//
//   1. knip (knip.config.ts), all code: unlisted, unused, unresolved imports and binaries.
//   2. knip --production --strict, shipped code only (entries marked `!`): a dependency only tests
//      or tooling use belongs in devDependencies; shipped code must not import a devDependency.
//   3. Workspace packages (@riviere/*), which knip cannot see through tsconfig paths and webpack
//      aliases: declared by each workspace that imports one, in `dependencies` when shipped code does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bin, isMainModule, root } from './run.mjs';

const FAILING = ['dependencies', 'devDependencies', 'optionalPeerDependencies', 'unlisted', 'unresolved', 'binaries'];
const REPORTED = ['files', 'exports', 'types', 'duplicates', 'enumMembers'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
/** Tests, their helpers (a package's `testing` entry too), benchmarks and dev-only command lines: code that is never shipped. */
const DEV_ONLY = /(\.test\.|\.spec\.|(^|\/)(test|testing|test-support|__tests__|bench)\/|(^|\/)jest\.config|(^|\/)webpack(\.[a-z]+)?\.config)/;

function knip(args) {
  const result = spawnSync(process.execPath, [bin('knip'), '--no-progress', '--no-config-hints', '--reporter', 'json', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    return JSON.parse(result.stdout).issues;
  } catch {
    throw new Error(`knip ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
}

/** Every workspace: its folder, manifest, and the folders of workspaces nested inside it. */
export function workspaces(base = root) {
  const { workspaces: patterns = [] } = JSON.parse(fs.readFileSync(path.join(base, 'package.json'), 'utf8'));
  const folders = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs.readdirSync(path.join(base, pattern.slice(0, -2)), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${pattern.slice(0, -2)}/${d.name}`)
      : [pattern],
  );
  return folders
    .filter((folder) => fs.existsSync(path.join(base, folder, 'package.json')))
    .map((folder) => ({ folder, manifest: JSON.parse(fs.readFileSync(path.join(base, folder, 'package.json'), 'utf8')), nested: folders.filter((other) => other.startsWith(`${folder}/`)) }));
}

function sourceFiles(base, folder, skip) {
  const out = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(base, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-ssr', 'coverage', '.nx'].includes(entry.name) && !skip.includes(child)) walk(child);
      } else if (SOURCE.test(entry.name)) out.push(child);
    }
  };
  walk(folder);
  return out;
}

const NAME = `['"](@riviere\\/[a-z0-9-]+)(?:\\/[^'"]*)?['"]`;
/** Static imports and re-exports (at a line's start, so code inside a string is not counted; group 1 marks `type`), side-effect imports, then import(), require() and jest.mock() anywhere. */
const STATIC = new RegExp(`^\\s*(?:import|export)(\\s+type)?\\b[^'";]*?\\bfrom\\s*${NAME}`, 'gm');
const DYNAMIC = new RegExp(`(?:^\\s*import\\s*|\\bimport\\s*\\(\\s*|\\brequire\\s*\\(\\s*|\\bjest\\.mock\\s*\\(\\s*)${NAME}`, 'gm');
/** A stylesheet's `@import '@riviere/…'` (the design tokens' CSS): a run-time import like any other. */
const CSS_IMPORT = new RegExp(`^\\s*@import\\s+(?:url\\(\\s*)?${NAME}`, 'gm');

/** The @riviere/* packages a file imports: name → whether for a value (not only its types). */
export function workspaceImports(text) {
  const found = new Map();
  for (const [, type, name] of text.matchAll(STATIC)) found.set(name, found.get(name) || !type);
  for (const [, name] of text.matchAll(DYNAMIC)) found.set(name, true);
  for (const [, name] of text.matchAll(CSS_IMPORT)) found.set(name, true);
  return found;
}

/** Problems with the @riviere/* packages each workspace imports and declares. */
export function workspaceDependencyProblems(base = root) {
  const all = workspaces(base);
  const names = new Set(all.map(({ manifest }) => manifest.name));
  const problems = [];
  for (const { folder, manifest, nested } of all) {
    // name → how the workspace uses it: 2 shipped code imports a value (needs it at run time),
    // 1 shipped code imports only types (erased by the build), 0 only tests and tooling.
    const used = new Map();
    for (const file of sourceFiles(base, folder, nested)) {
      const shippedFile = !DEV_ONLY.test(path.relative(folder, file));
      for (const [name, value] of workspaceImports(fs.readFileSync(path.join(base, file), 'utf8'))) {
        if (names.has(name) && name !== manifest.name) used.set(name, Math.max(used.get(name) ?? 0, shippedFile ? (value ? 2 : 1) : 0));
      }
    }
    const declared = (section) => Object.keys(manifest[section] ?? {}).filter((name) => names.has(name));
    const runtime = new Set([...declared('dependencies'), ...declared('peerDependencies')]);
    const any = new Set([...runtime, ...declared('devDependencies')]);
    for (const [name, level] of used) {
      if (!any.has(name)) problems.push(`${folder}/package.json: imports ${name} but does not declare it`);
      else if (level === 2 && !runtime.has(name)) problems.push(`${folder}/package.json: shipped code imports ${name}, declared only in devDependencies`);
    }
    for (const name of any) if (!used.has(name)) problems.push(`${folder}/package.json: declares ${name} but never imports it`);
    for (const name of declared('dependencies')) if (used.get(name) === 0) problems.push(`${folder}/package.json: only tests and tooling use ${name}: move it to devDependencies`);
  }
  return problems;
}

/** Whether shipped code of the workspace owning `manifestFile` imports `name` for its types. */
function importedAsType(manifestFile, name) {
  const folder = path.dirname(manifestFile);
  const pattern = new RegExp(`import\\s+type\\s[^;]*?from\\s*['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`);
  const nested = workspaces().map(({ folder: other }) => other).filter((other) => other.startsWith(`${folder}/`));
  return sourceFiles(root, folder, nested).some((file) => !DEV_ONLY.test(path.relative(folder, file)) && pattern.test(fs.readFileSync(path.join(root, file), 'utf8')));
}

/**
 * Optional native packages (swc, nx, oxc… one per platform) the lockfile does not record: npm
 * leaves out other platforms' when it rewrites a lock, and a fresh install on those platforms
 * would then miss its binary. WebAssembly fallbacks (cpu wasm32) are never installed and not counted.
 */
export function platformPackagesMissing(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [key, entry] of Object.entries(packages)) {
    const base = key.slice(0, key.lastIndexOf('node_modules/'));
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (/wasm32|wasi/.test(name) || packages[`${key}/node_modules/${name}`] || packages[`${base}node_modules/${name}`]) continue;
      if (Object.keys(entry.optionalDependencies).some((sibling) => packages[`${key}/node_modules/${sibling}`] || packages[`${base}node_modules/${sibling}`])) missing.push(name);
    }
  }
  return missing;
}

function main() {
  const failures = [];
  const reported = [];
  for (const issue of knip([])) {
    for (const type of FAILING) for (const { name } of issue[type] ?? []) failures.push(`${issue.file}: ${type === 'unlisted' ? 'imports undeclared' : type === 'unresolved' ? 'cannot resolve' : type === 'binaries' ? 'runs undeclared binary' : `unused ${type === 'dependencies' ? 'dependency' : type.replace(/ies$/, 'y')}`} ${name}`);
    for (const type of REPORTED) for (const { name } of issue[type] ?? []) reported.push(`${issue.file}: unused ${type === 'files' ? 'file' : type.replace(/s$/, '')}${type === 'files' ? '' : ` ${name}`}`);
  }
  // The root workspace is tooling (scripts, webpack config): nothing of it ships.
  const folders = workspaces().map(({ folder }) => `${folder}/`);
  const shippedWorkspace = (file) => folders.some((folder) => file.startsWith(folder));
  for (const issue of knip(['--production', '--strict', '--include', 'dependencies,unlisted']).filter(({ file }) => shippedWorkspace(file))) {
    // knip's production mode drops type-only imports; a type shipped code compiles against stays.
    for (const { name } of issue.dependencies ?? []) if (!importedAsType(issue.file, name)) failures.push(`${issue.file}: only tests or tooling use ${name}: move it to devDependencies`);
    // A script's tools (webpack, its CLI) come from the root's devDependencies; shipped source may not.
    if (!issue.file.endsWith('package.json') && !DEV_ONLY.test(issue.file)) for (const { name } of issue.unlisted ?? []) failures.push(`${issue.file}: shipped code imports ${name}, which its workspace lists only in devDependencies (or not at all)`);
  }
  failures.push(...workspaceDependencyProblems());

  const lockGaps = platformPackagesMissing(JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')));
  if (lockGaps.length > 0) reported.push(`package-lock.json: no entry for ${lockGaps.join(', ')} (another platform's native package: record it, README "Toolchain")`);
  if (reported.length > 0) console.log(`Reported, not failing (${reported.length}):\n  ${reported.join('\n  ')}\n`);
  if (failures.length > 0) {
    console.error(`Dependency problems (${failures.length}):\n  ${[...new Set(failures)].join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('Dependencies: every workspace declares what it imports, and only that.');
}

if (isMainModule(import.meta.url)) main();
