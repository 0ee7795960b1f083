import fs from 'node:fs';
import path from 'node:path';
import { diffManifests, manifestFiles, readManifest, releaseProblems } from '../src/manifest.mjs';
import { tempDir, writeBuild } from './fixtures.mjs';

describe('what a manifest promises', () => {
  it('names the remote entry and every asset of exposes and shared modules', () => {
    const dir = tempDir();
    const manifest = writeBuild(dir);
    expect(manifestFiles(manifest).sort()).toEqual(['mount.css', 'mount.js', 'react-dom.js', 'react.js', 'remoteEntry.js']);
  });

  it.each([
    ['a complete build', {}, null, []],
    ['a build with a file missing', {}, 'mount.js', [/files missing from .*: mount\.js/]],
    ['a build that dropped ./mount', { exposes: ['widgets'] }, null, [/does not expose \.\/mount, which the shell mounts \(it exposes \.\/widgets\)/]],
    ['a build against another React', { react: '19.2.0', reactDom: '19.2.0' }, null, [/built against react 19\.2\.0, but the shell runs React 19\.3\.1/, /built against react-dom 19\.2\.0, but the shell runs React 19\.3\.1/]],
    ['a build against React 20', { react: '20.0.0' }, null, [/built against react 20\.0\.0, but the shell runs React 19\.3\.1/, /built against react-dom 20\.0\.0/]],
    ['an older build asking for a React range', { react: '^19.0.0' }, null, [/built against react \^19\.0\.0, a range: every bundle builds against one exact React \(the shell runs React 19\.3\.1\)/, /react-dom \^19\.0\.0, a range/]],
  ])('%s: %p', (_name, build, removed, expected) => {
    const dir = tempDir();
    writeBuild(dir, build);
    if (removed) fs.rmSync(path.join(dir, removed));
    const problems = releaseProblems({ dir, manifest: readManifest(dir), hostReact: '19.3.1' });
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });

  it('says so when there is no manifest at all', () => {
    const dir = tempDir();
    expect(releaseProblems({ dir, manifest: readManifest(dir), hostReact: '19.3.1' })).toEqual([`${dir} has no mf-manifest.json`]);
  });

  it('diffs exposed modules and shared ranges', () => {
    const a = writeBuild(tempDir(), { exposes: ['mount', 'old'] });
    const b = writeBuild(tempDir(), { exposes: ['mount', 'new'], react: '19.4.0', reactDom: '19.3.1' });
    expect(diffManifests(a, b)).toEqual({
      exposes: { added: ['./new'], removed: ['./old'], kept: ['./mount'] },
      shared: [{ name: 'react', from: '19.3.1', to: '19.4.0' }],
    });
  });
});
