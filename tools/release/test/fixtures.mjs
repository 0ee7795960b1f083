import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));

/** A remote build as webpack writes it: a manifest and the files it names, and with `server` its server entry. */
export function writeBuild(dir, { exposes = ['mount'], react = '19.3.1', reactDom = react, files = true, marker = '', server = false } = {}) {
  const manifest = {
    id: 'mf_menus',
    name: 'mf_menus',
    metaData: { name: 'mf_menus', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [
      { name: 'react', requiredVersion: react, assets: { js: { sync: ['react.js'], async: [] }, css: { sync: [], async: [] } } },
      { name: 'react-dom', requiredVersion: reactDom, assets: { js: { sync: ['react-dom.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
    exposes: exposes.map((name) => ({ name, path: `./${name}`, assets: { js: { sync: [`${name}.js`], async: [] }, css: { sync: [`${name}.css`], async: [] } } })),
  };
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (files) {
    for (const file of ['remoteEntry.js', 'react.js', 'react-dom.js', ...exposes.flatMap((n) => [`${n}.js`, `${n}.css`])]) {
      fs.writeFileSync(path.join(dir, file), `/* ${file} ${marker} */`);
    }
  }
  if (server) {
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server/remote-server.js'), `module.exports = { marker: ${JSON.stringify(marker)} };`);
  }
  return manifest;
}
