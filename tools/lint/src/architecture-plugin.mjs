// The architecture's import boundaries and the no-focused-tests rule, as one ESLint plugin.
// Imports are resolved by path (relative specifiers against the importing file, workspace
// package names through each workspace's package.json), so the rules need no module resolver
// and hold for .ts, .tsx and .mjs alike.
import fs from 'node:fs';
import path from 'node:path';

/** Workspace package name → repo-relative folder, read from the root package.json's workspaces. */
function workspaceFolders(root) {
  const folders = new Map();
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const pattern of workspaces) {
    const candidates = pattern.endsWith('/*')
      ? fs.readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${pattern.slice(0, -2)}/${d.name}`)
      : [pattern];
    for (const folder of candidates) {
      const manifest = path.join(root, folder, 'package.json');
      if (fs.existsSync(manifest)) folders.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, folder);
    }
  }
  return folders;
}

const cache = new Map();
function workspacesOf(root) {
  if (!cache.has(root)) cache.set(root, workspaceFolders(root));
  return cache.get(root);
}

/**
 * Where a module specifier points, as a repo-relative POSIX path, or undefined for a third-party
 * package. Module-federation ids (`mf_booking/Mount`, `shell/…`) count as the remote's folder.
 */
export function importTarget(specifier, importer, root) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return path.relative(root, path.resolve(path.dirname(importer), specifier)).split(path.sep).join('/');
  }
  const federated = /^(mf_[a-z0-9_]+|shell)(\/.*)?$/.exec(specifier);
  if (federated) return `${federated[1].replace(/_/g, '-')}${federated[2] ?? ''}`;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  const folder = workspacesOf(root).get(name);
  return folder === undefined ? undefined : `${folder}${specifier.slice(name.length)}`;
}

/** The top-level part of the repo a path lives in: a remote, the shell, a service, a package. */
export function areaOf(relative) {
  const [top, second] = relative.split('/');
  if (/^mf-/.test(top)) return { kind: 'remote', name: top };
  if (top === 'shell') return { kind: 'shell', name: 'shell' };
  if (top === 'services') return { kind: 'service', name: `services/${second}` };
  if (top === 'packages') return { kind: 'package', name: `packages/${second}` };
  return { kind: 'other', name: top };
}

const isTestFile = (relative) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(relative) || /(^|\/)(test|test-support|__tests__)\//.test(relative);

/** Calls `check(specifierNode)` for every import, re-export, dynamic import, require() and jest.mock(). */
function visitImports(check) {
  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : undefined);
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => node.source && check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => literal(node.source) && check(node.source),
    TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && check(node.moduleReference.expression),
    CallExpression(node) {
      const callee = node.callee;
      const named = (object, property) => callee.type === 'MemberExpression' && callee.object.name === object && callee.property.name === property;
      if ((callee.type === 'Identifier' && callee.name === 'require') || named('jest', 'mock') || named('jest', 'requireActual')) {
        const source = literal(node.arguments[0]);
        if (source) check(source);
      }
    },
  };
}

/** A rule over every import of a file: `verdict(from, to)` returns a message id or undefined. */
function boundaryRule(description, messages, verdict) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [], messages },
    create(context) {
      const root = context.settings.architecture?.root ?? context.cwd;
      const from = path.relative(root, context.filename).split(path.sep).join('/');
      if (from.startsWith('..')) return {};
      return visitImports((source) => {
        const to = importTarget(source.value, context.filename, root);
        if (to === undefined) return;
        const problem = verdict(from, to);
        if (problem) context.report({ node: source, messageId: problem.id, data: { ...problem.data, specifier: source.value } });
      });
    },
  };
}

const remoteBoundaries = boundaryRule(
  'A remote (mf-*) never imports another remote or the shell, by path, package name or federation id.',
  {
    otherRemote: "'{{specifier}}' reaches into {{target}}: a remote never imports another remote. Move what both need to a package.",
    shell: "'{{specifier}}' reaches into the shell: a remote never imports the shell. Use @riviere/mf-contract or @riviere/remote-kit.",
  },
  (from, to) => {
    const source = areaOf(from);
    if (source.kind !== 'remote') return undefined;
    const target = areaOf(to);
    if (target.kind === 'shell') return { id: 'shell' };
    if (target.kind === 'remote' && target.name !== source.name) return { id: 'otherRemote', data: { target: target.name } };
    return undefined;
  },
);

const packageBoundaries = boundaryRule(
  'A package under packages/ never imports an app (a remote, the shell or a service).',
  { app: "'{{specifier}}' reaches into {{target}}: packages are shared by every app and never import one." },
  (from, to) => {
    if (areaOf(from).kind !== 'package') return undefined;
    const target = areaOf(to);
    return ['remote', 'shell', 'service'].includes(target.kind) ? { id: 'app', data: { target: target.name } } : undefined;
  },
);

const FEATURE = /^(.+?\/src)\/features\/([^/]+)\//;
const featureBoundaries = boundaryRule(
  "Inside an app, src/features/<a> never imports src/features/<b> nor src/app (tests and src/test-support may).",
  {
    otherFeature: "'{{specifier}}' reaches into the {{target}} feature: features never import each other. Move what both need to src/shared/ or a package.",
    app: "'{{specifier}}' reaches into src/app/: the app composes features, features never import it.",
  },
  (from, to) => {
    const feature = FEATURE.exec(from);
    if (!feature || isTestFile(from)) return undefined;
    const [, src, name] = feature;
    if (to === `${src}/app` || to.startsWith(`${src}/app/`)) return { id: 'app' };
    const target = FEATURE.exec(`${to}/`);
    if (target && target[1] === src && target[2] !== name) return { id: 'otherFeature', data: { target: target[2] } };
    return undefined;
  },
);

const FOCUSED = new Set(['fit', 'fdescribe', 'ftest']);
const SKIPPED = new Set(['xit', 'xdescribe', 'xtest']);
const SUITE = new Set(['it', 'test', 'describe', 'suite']);
/** The chain of names of a callee: `test.describe.only` → ['test', 'describe', 'only']. */
function calleeNames(node) {
  if (node.type === 'Identifier') return [node.name];
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const object = calleeNames(node.object);
    return object && [...object, node.property.name];
  }
  if (node.type === 'CallExpression') return calleeNames(node.callee); // describe.only.each([...])(...)
  return undefined;
}
const noFocusedTests = {
  meta: {
    type: 'problem',
    docs: { description: 'No focused or skipped tests: a suite either runs whole or fails.' },
    schema: [],
    messages: {
      focused: "'{{name}}' focuses this test: every other test in the file stops running.",
      skipped: "'{{name}}' skips this test: delete it, fix it, or make it pass.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const names = calleeNames(node.callee);
        if (!names || node.callee.type === 'CallExpression') return;
        const name = names.join('.');
        if (FOCUSED.has(names[0])) context.report({ node, messageId: 'focused', data: { name } });
        else if (SKIPPED.has(names[0])) context.report({ node, messageId: 'skipped', data: { name } });
        else if (SUITE.has(names[0]) && names.includes('only')) context.report({ node, messageId: 'focused', data: { name } });
        else if (SUITE.has(names[0]) && (names.includes('skip') || names.includes('fixme'))) context.report({ node, messageId: 'skipped', data: { name } });
      },
    };
  },
};

export default {
  meta: { name: 'architecture' },
  rules: {
    'remote-boundaries': remoteBoundaries,
    'package-boundaries': packageBoundaries,
    'feature-boundaries': featureBoundaries,
    'no-focused-tests': noFocusedTests,
  },
};
