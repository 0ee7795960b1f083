// The workspace-package half of the dependency check (knip covers third-party packages): what a
// workspace imports from another @riviere package must be declared, in `dependencies` when
// shipped code needs it at run time; nothing declared may go unused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { platformPackagesMissing, workspaceDependencyProblems, workspaceImports } from '../../../scripts/dependency-check.mjs';

describe('workspaceImports', () => {
  it.each([
    ["import { slotWindow } from '@riviere/restaurant-rules';", [['@riviere/restaurant-rules', true]]],
    ["import type { Restaurant } from '@riviere/api-client';", [['@riviere/api-client', false]]],
    ["import {\n  type Restaurant,\n  createApiClient,\n} from '@riviere/api-client';", [['@riviere/api-client', true]]],
    ["export * from '@riviere/mf-contract';", [['@riviere/mf-contract', true]]],
    ["import '@riviere/design-tokens/tokens.css';", [['@riviere/design-tokens', true]]],
    ["const standalone = await import('@riviere/kit/standalone');", [['@riviere/kit', true]]],
    ["jest.mock('@riviere/captcha');", [['@riviere/captcha', true]]],
    ["const { sign } = require('@riviere/token');", [['@riviere/token', true]]],
    ["import { z } from 'zod';", []],
    ["  ['rule', 'file.ts', \"import { x } from '@riviere/mf-booking';\\n\"],", []],
  ])('%s', (code, expected) => {
    expect([...workspaceImports(code)]).toEqual(expected);
  });
});

describe('workspaceDependencyProblems', () => {
  let base;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), typeof text === 'string' ? text : JSON.stringify(text));
  };

  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-check-'));
    write('package.json', { workspaces: ['packages/*', 'mf-app'] });
    write('packages/rules/package.json', { name: '@riviere/rules', version: '1.0.0' });
    write('packages/kit/package.json', { name: '@riviere/kit', version: '1.0.0' });
    write('packages/types/package.json', { name: '@riviere/types', version: '1.0.0' });
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it.each([
    ['all declared where they belong', { dependencies: { '@riviere/rules': '1.0.0' }, devDependencies: { '@riviere/kit': '1.0.0', '@riviere/types': '1.0.0' } }, []],
    ['an undeclared import', { devDependencies: { '@riviere/kit': '1.0.0', '@riviere/types': '1.0.0' } }, ['mf-app/package.json: imports @riviere/rules but does not declare it']],
    [
      'a run-time import declared for development only',
      { devDependencies: { '@riviere/rules': '1.0.0', '@riviere/kit': '1.0.0', '@riviere/types': '1.0.0' } },
      ['mf-app/package.json: shipped code imports @riviere/rules, declared only in devDependencies'],
    ],
    [
      'a test helper in dependencies',
      { dependencies: { '@riviere/rules': '1.0.0', '@riviere/kit': '1.0.0' }, devDependencies: { '@riviere/types': '1.0.0' } },
      ['mf-app/package.json: only tests and tooling use @riviere/kit: move it to devDependencies'],
    ],
  ])('%s', (_name, sections, expected) => {
    write('mf-app/package.json', { name: '@riviere/app', version: '1.0.0', ...sections });
    write('mf-app/src/features/slots/lib/slots.ts', "import { slotWindow } from '@riviere/rules';\nimport type { Slot } from '@riviere/types';\nexport const slots: Slot[] = slotWindow();\n");
    write('mf-app/src/features/slots/lib/slots.test.ts', "import { render } from '@riviere/kit';\nimport { slots } from './slots';\nit('renders', () => expect(render(slots)).toBeTruthy());\n");
    expect(workspaceDependencyProblems(base)).toEqual(expected);
  });

  it('reports a workspace package declared but never imported', () => {
    write('mf-app/package.json', { name: '@riviere/app', version: '1.0.0', dependencies: { '@riviere/rules': '1.0.0' } });
    write('mf-app/src/index.ts', 'export {};\n');
    expect(workspaceDependencyProblems(base)).toEqual(['mf-app/package.json: declares @riviere/rules but never imports it']);
  });
});

describe('platformPackagesMissing', () => {
  const swc = { version: '1.16.22', optionalDependencies: { '@swc/core-darwin-arm64': '1.16.22', '@swc/core-linux-x64-gnu': '1.16.22', '@swc/core-win32-x64-msvc': '1.16.22' } };
  const binary = (os) => ({ version: '1.16.22', optional: true, os: [os] });
  it.each([
    ['every platform recorded', { 'node_modules/@swc/core': swc, 'node_modules/@swc/core-darwin-arm64': binary('darwin'), 'node_modules/@swc/core-linux-x64-gnu': binary('linux'), 'node_modules/@swc/core-win32-x64-msvc': binary('win32') }, []],
    ['only this machine\'s platform recorded', { 'node_modules/@swc/core': swc, 'node_modules/@swc/core-linux-x64-gnu': binary('linux') }, ['@swc/core-darwin-arm64', '@swc/core-win32-x64-msvc']],
    ['a WebAssembly fallback is never needed', { 'node_modules/@rspack/binding': { optionalDependencies: { '@rspack/binding-linux-x64-gnu': '2.3.2', '@rspack/binding-wasm32-wasi': '2.3.2' } }, 'node_modules/@rspack/binding-linux-x64-gnu': binary('linux') }, []],
    ['an optional dependency that is not a per-platform binary', { 'node_modules/ws': { optionalDependencies: { bufferutil: '^4.0.1', 'utf-8-validate': '>=5.0.2' } } }, []],
  ])('%s', (_name, packages, expected) => {
    expect(platformPackagesMissing({ packages: { '': {}, ...packages } })).toEqual(expected);
  });
});
