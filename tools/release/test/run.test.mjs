// scripts/run.mjs: the tools `npm test` and `npm start` spawn, found the same way on every
// platform, and how a script knows it is the one Node was started with.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, isMainModule } from '../../../scripts/run.mjs';

describe('bin', () => {
  it.each([
    ['eslint', /--max-warnings/],
    ['knip', /--production/],
    ['nx', /run-many/],
  ])('%s is a script this Node runs directly', (name, help) => {
    const result = spawnSync(process.execPath, [bin(name), '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toMatch(help);
  }, 30_000);
});

describe('isMainModule', () => {
  let dir;
  let script;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison rivière '));
    script = path.join(dir, 'e2e.mjs');
    fs.writeFileSync(script, '');
    fs.symlinkSync(script, path.join(dir, 'linked.mjs'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['started by its path, spaces and accents included', () => ['node', script], true],
    ['started through a symlink', () => ['node', path.join(dir, 'linked.mjs')], true],
    ['started by a relative path', () => ['node', path.relative(process.cwd(), script)], true],
    ['another script was started', () => ['node', path.join(dir, 'linked-elsewhere.mjs')], false],
    ['no script (node -e, the REPL)', () => ['node'], false],
  ])('%s', (_name, argv, expected) => {
    expect(isMainModule(pathToFileURL(script).href, argv())).toBe(expected);
  });
});
