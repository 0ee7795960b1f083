// The build `publish --build` makes: a remote with src/server.tsx builds its server entry too
// (tools/webpack/create-config.cjs), where the store and the site server expect it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_ENTRY } from '../../../scripts/stage-remotes.mjs';
import { tempDir } from './fixtures.mjs';

const require = createRequire(import.meta.url);
const { createConfig } = require('../../webpack/create-config.cjs');

function remote({ server }) {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@riviere/mf-menus', version: '1.4.0' }));
  if (server) fs.writeFileSync(path.join(dir, 'src/server.tsx'), 'export {};');
  return { dir, config: (env = {}) => createConfig({ dir, name: 'mf_menus', exposes: { './mount': './src/mount.ts' }, port: 3101 })(env, { mode: 'production' }) };
}

describe('a remote build', () => {
  it('is the browser build alone without src/server.tsx', () => {
    const { dir, config } = remote({ server: false });
    const browser = config();
    expect(Array.isArray(browser)).toBe(false);
    expect(browser).toMatchObject({ target: 'web', output: { path: path.join(dir, 'dist'), clean: true } });
  });

  it('adds the server entry with src/server.tsx: one CommonJS file for Node at dist/server/remote-server.js', () => {
    const { dir, config } = remote({ server: true });
    const [browser, server] = config();
    expect(browser.output.path).toBe(path.join(dir, 'dist'));
    expect(server).toMatchObject({ target: 'node20', entry: { 'remote-server': './src/server.tsx' }, output: { library: { type: 'commonjs2' } } });
    expect(path.join(server.output.path, server.output.filename)).toBe(path.join(dir, 'dist', SERVER_ENTRY));
    // Cleaning the browser build leaves the server build, written at the same time, alone.
    expect(browser.output.clean.keep.test(SERVER_ENTRY)).toBe(true);
    expect(browser.output.clean.keep.test('main.1234567890.js')).toBe(false);
    // Nothing but Node's built-ins outside the file: no module federation, no shared React.
    expect(server.externals).toBeUndefined();
    expect(server.plugins.map((p) => p.constructor.name)).not.toContain('ModuleFederationPlugin');
  });

  it("puts both builds in the release command's folder, and leaves the server out of the dev server", () => {
    const { config } = remote({ server: true });
    const out = tempDir();
    const [browser, server] = config({ outputPath: out });
    expect([browser.output.path, server.output.path]).toEqual([out, path.join(out, 'server')]);
    expect(Array.isArray(config({ WEBPACK_SERVE: true }))).toBe(false);
  });
});
