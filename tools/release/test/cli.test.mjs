import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli.mjs';
import { readLog, readRelease } from '../src/release-file.mjs';
import crypto from 'node:crypto';
import { pinOf, stage } from '../../../scripts/stage-remotes.mjs';
import { tempDir, writeBuild } from './fixtures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A remote's folder (package.json + dist) and a store and release of its own. */
function setup() {
  const base = tempDir();
  const remote = path.join(base, 'mf-menus');
  fs.mkdirSync(remote);
  fs.writeFileSync(path.join(remote, 'package.json'), JSON.stringify({ name: '@riviere/mf-menus', version: '1.0.0' }));
  writeBuild(path.join(remote, 'dist'), { marker: 'v1' });
  const env = { REMOTES_STORE: path.join(base, 'store'), RELEASE_FILE: path.join(base, 'release.json'), USER: 'tester' };
  const lines = { out: [], err: [] };
  const cli = (args, extraEnv = {}) => {
    lines.out.length = 0;
    lines.err.length = 0;
    const code = run(args, { root, cwd: remote, io: { out: (l) => lines.out.push(l), err: (l) => lines.err.push(l), env: { ...env, ...extraEnv } } });
    return { code, out: lines.out.join('\n'), err: lines.err.join('\n') };
  };
  const rebuild = (options) => {
    fs.rmSync(path.join(remote, 'dist'), { recursive: true });
    writeBuild(path.join(remote, 'dist'), options);
  };
  return { base, remote, env, cli, rebuild, release: () => readRelease(env.RELEASE_FILE), log: () => readLog(path.join(base, 'release-log.jsonl')) };
}

describe('the release CLI', () => {
  it('publishes a build under <name>/<version>/ with its manifest, commit and time, and refuses other files under the same version', () => {
    const t = setup();
    expect(t.cli(['publish'])).toMatchObject({ code: 0, out: expect.stringContaining('mf-menus@1.0.0 published') });
    const info = JSON.parse(fs.readFileSync(path.join(t.env.REMOTES_STORE, 'mf-menus', '1.0.0.publish.json'), 'utf8'));
    expect(info).toMatchObject({ name: 'mf-menus', version: '1.0.0', manifest: '1.0.0/mf-manifest.json' });
    expect(info.commit).toMatch(/^[0-9a-f]{40}/);
    expect(Date.now() - Date.parse(info.publishedAt)).toBeLessThan(60_000);
    expect(fs.existsSync(path.join(t.env.REMOTES_STORE, 'mf-menus', '1.0.0', 'mount.js'))).toBe(true);

    expect(t.cli(['publish'])).toMatchObject({ code: 0, out: expect.stringContaining('already in the store with the same files') });
    t.rebuild({ marker: 'changed' });
    const refused = t.cli(['publish']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/refused: mf-menus@1\.0\.0 is already in the store with different content; bump the version/);
    expect(fs.readFileSync(path.join(t.env.REMOTES_STORE, 'mf-menus', '1.0.0', 'mount.js'), 'utf8')).toContain('v1');
  });

  it('sets a version live, lists it, rolls back to the previous one, and logs who did what', () => {
    const t = setup();
    t.cli(['publish']);
    t.rebuild({ marker: 'v2' });
    expect(t.cli(['publish'], { APP_VERSION: '1.1.0' }).code).toBe(0);

    expect(t.cli(['set', 'mf-menus@1.0.0']).code).toBe(0);
    expect(t.cli(['set', 'mf-menus@1.1.0'])).toMatchObject({ code: 0, out: 'mf-menus: 1.0.0 → 1.1.0 (set); ' + t.env.RELEASE_FILE + ' written' });
    expect(t.release().remotes['mf-menus']).toBe('/remotes/mf-menus/1.1.0/mf-manifest.json');
    const list = t.cli(['list']).out;
    expect(list).toMatch(/\* 1\.1\.0 published .* \(live\)/);
    expect(list).toMatch(/ {3}1\.0\.0 published/);

    expect(t.cli(['rollback', 'mf-menus'])).toMatchObject({ code: 0, out: expect.stringContaining('mf-menus: 1.1.0 → 1.0.0 (rollback)') });
    expect(t.release().remotes['mf-menus']).toBe('/remotes/mf-menus/1.0.0/mf-manifest.json');
    expect(t.log().map(({ action, remote, from, to, who }) => ({ action, remote, from, to, who: typeof who }))).toEqual([
      { action: 'set', remote: 'mf-menus', from: null, to: '1.0.0', who: 'string' },
      { action: 'set', remote: 'mf-menus', from: '1.0.0', to: '1.1.0', who: 'string' },
      { action: 'rollback', remote: 'mf-menus', from: '1.1.0', to: '1.0.0', who: 'string' },
    ]);
    expect(t.log()[0].who).not.toBe('');
  });

  it('with CDN_PURGE_URL, set and rollback purge exactly the pages of the version that left, and /release.json, once the site has read the release', async () => {
    const t = setup();
    t.cli(['publish']);
    t.rebuild({ marker: 'v2' });
    t.cli(['publish'], { APP_VERSION: '1.1.0' });
    t.cli(['set', 'mf-menus@1.0.0']);
    const purges = [];
    const fetch = async (url, init) => {
      purges.push({ url, method: init.method, keys: init.headers['xkey-softpurge'], secret: init.headers['x-purge-secret'], releaseThen: readRelease(t.env.RELEASE_FILE).remotes['mf-menus'] });
      return { ok: true, status: 200 };
    };
    const purgeEnv = { CDN_PURGE_URL: 'http://127.0.0.1:8080/', CDN_PURGE_SECRET: 'shared', CDN_PURGE_DELAY_MS: '10' };
    const lines = [];
    const io = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`), env: { ...t.env, ...purgeEnv }, fetch };
    await expect(run(['set', 'mf-menus@1.1.0'], { root, cwd: t.remote, io })).resolves.toBe(0);
    await expect(run(['rollback', 'mf-menus'], { root, cwd: t.remote, io })).resolves.toBe(0);
    expect(purges).toEqual([
      { url: 'http://127.0.0.1:8080/', method: 'PURGE', keys: 'mf-menus@1.0.0 release', secret: 'shared', releaseThen: '/remotes/mf-menus/1.1.0/mf-manifest.json' },
      { url: 'http://127.0.0.1:8080/', method: 'PURGE', keys: 'mf-menus@1.1.0 release', secret: 'shared', releaseThen: '/remotes/mf-menus/1.0.0/mf-manifest.json' },
    ]);
    expect(lines).toContain('purged mf-menus@1.0.0 release at varnish (http://127.0.0.1:8080/)');
    // A cache that cannot be reached does not undo the release: it says so.
    const down = { ...io, fetch: async () => ({ ok: false, status: 503 }) };
    await expect(run(['set', 'mf-menus@1.1.0'], { root, cwd: t.remote, io: down })).resolves.toBe(0);
    expect(lines.at(-1)).toMatch(/^ERR the release is live, but purging mf-menus@1.0.0 release at varnish failed \(503\)/);
  });

  it.each([
    ['a version whose files are missing', { marker: 'v2' }, (dir) => fs.rmSync(path.join(dir, 'mount.js')), /files missing .*mount\.js/],
    ['a version that no longer exposes ./mount', { exposes: ['widgets'] }, () => undefined, /does not expose \.\/mount/],
    ['a version built against another React', { react: '19.2.0' }, () => undefined, /built against react 19\.2\.0, but the shell runs React 19\.3\.1/],
    ['a version that asks for a React range', { react: '^19.0.0' }, () => undefined, /built against react \^19\.0\.0, a range: every bundle builds against one exact React/],
  ])('refuses to set %s, saying which, and leaves the live release untouched', (_name, build, damage, message) => {
    const t = setup();
    t.cli(['publish']);
    t.cli(['set', 'mf-menus@1.0.0']);
    t.rebuild(build);
    t.cli(['publish'], { APP_VERSION: '2.0.0' });
    damage(path.join(t.env.REMOTES_STORE, 'mf-menus', '2.0.0'));
    const before = fs.readFileSync(t.env.RELEASE_FILE, 'utf8');
    const refused = t.cli(['set', 'mf-menus@2.0.0']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(message);
    expect(refused.err).toContain('The live release is unchanged.');
    expect(fs.readFileSync(t.env.RELEASE_FILE, 'utf8')).toBe(before);
    expect(t.log()).toHaveLength(1);
  });

  describe('several remotes at once', () => {
    /** A second remote beside the first, published from its own folder into the same store. */
    function withFinder(t, build = {}) {
      const finder = path.join(t.base, 'mf-finder');
      fs.mkdirSync(finder);
      fs.writeFileSync(path.join(finder, 'package.json'), JSON.stringify({ name: '@riviere/mf-finder', version: '3.1.0' }));
      writeBuild(path.join(finder, 'dist'), { marker: 'finder', ...build });
      const io = { out: () => undefined, err: () => undefined, env: t.env };
      expect(run(['publish'], { root, cwd: finder, io })).toBe(0);
    }

    it('sets two remotes in one call: one write of the release, a log line each', () => {
      const t = setup();
      t.cli(['publish']);
      t.rebuild({ marker: 'v2' });
      t.cli(['publish'], { APP_VERSION: '2.0.0' });
      withFinder(t);
      expect(t.cli(['set', 'mf-menus@1.0.0']).code).toBe(0);
      const both = t.cli(['set', 'mf-menus@2.0.0', 'mf-finder@3.1.0']);
      expect(both.code).toBe(0);
      expect(both.out.split('\n')).toEqual([
        `mf-menus: 1.0.0 → 2.0.0 (set); ${t.env.RELEASE_FILE} written`,
        `mf-finder: (none) → 3.1.0 (set); ${t.env.RELEASE_FILE} written`,
      ]);
      expect(t.release().remotes).toEqual({
        'mf-menus': '/remotes/mf-menus/2.0.0/mf-manifest.json',
        'mf-finder': '/remotes/mf-finder/3.1.0/mf-manifest.json',
      });
      expect(t.log().map(({ remote, to }) => `${remote}@${to}`)).toEqual(['mf-menus@1.0.0', 'mf-menus@2.0.0', 'mf-finder@3.1.0']);
      expect(Object.entries(t.release().pins).map(([name, pin]) => `${name} ${pin.manifest}`)).toEqual([
        'mf-menus /remotes/mf-menus/2.0.0/mf-manifest.json',
        'mf-finder /remotes/mf-finder/3.1.0/mf-manifest.json',
      ]);
    });

    it('sets none of them when one is refused, saying which and why', () => {
      const t = setup();
      t.cli(['publish']);
      t.cli(['set', 'mf-menus@1.0.0']);
      t.rebuild({ marker: 'v2' });
      t.cli(['publish'], { APP_VERSION: '2.0.0' });
      withFinder(t, { react: '19.4.0', reactDom: '19.4.0' });
      const before = fs.readFileSync(t.env.RELEASE_FILE, 'utf8');
      const refused = t.cli(['set', 'mf-menus@2.0.0', 'mf-finder@3.1.0']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/refused: mf-finder@3\.1\.0 cannot go live:\n {2}- it is built against react 19\.4\.0, but the shell runs React 19\.3\.1/);
      expect(refused.err).toContain('Nothing was set: mf-menus@2.0.0 waits for it.');
      expect(refused.err).toContain('The live release is unchanged.');
      expect(fs.readFileSync(t.env.RELEASE_FILE, 'utf8')).toBe(before);
      expect(t.log()).toHaveLength(1);
    });

    it('refuses a remote named twice', () => {
      const t = setup();
      t.cli(['publish']);
      expect(t.cli(['set', 'mf-menus@1.0.0', 'mf-menus@1.0.0'])).toMatchObject({ code: 1, err: expect.stringMatching(/mf-menus is named twice/) });
    });
  });

  describe('with a server build', () => {
    const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const record = (t, version) => JSON.parse(fs.readFileSync(path.join(t.env.REMOTES_STORE, 'mf-menus', `${version}.publish.json`), 'utf8'));

    it('publishes both builds together and records the server entry and its sha256 (none for a browser-only build)', () => {
      const t = setup();
      expect(t.cli(['publish']).code).toBe(0);
      expect(record(t, '1.0.0').server).toBeUndefined();
      t.rebuild({ marker: 'v2', server: true });
      expect(t.cli(['publish'], { APP_VERSION: '1.1.0' }).code).toBe(0);
      const entry = path.join(t.env.REMOTES_STORE, 'mf-menus', '1.1.0', 'server/remote-server.js');
      expect(fs.readFileSync(entry, 'utf8')).toContain('v2');
      expect(record(t, '1.1.0')).toMatchObject({ version: '1.1.0', server: { entry: 'server/remote-server.js', sha256: sha256(entry) }, commit: expect.stringMatching(/^[0-9a-f]{40}/) });

      const list = t.cli(['list']).out;
      expect(list).toMatch(/ 1\.0\.0 published .* browser only/);
      expect(list).toMatch(/ 1\.1\.0 published .* server \+ browser/);
    });

    it.each([
      ['whose server entry changed after publishing', (dir) => fs.appendFileSync(path.join(dir, 'server/remote-server.js'), '\n// edited'), /server entry server\/remote-server\.js has changed since it was published/],
      ['whose server entry is missing', (dir) => fs.rmSync(path.join(dir, 'server'), { recursive: true }), /server entry server\/remote-server\.js is missing/],
    ])('refuses to set a version %s, and leaves the live release untouched', (_case, damage, message) => {
      const t = setup();
      t.cli(['publish']);
      t.cli(['set', 'mf-menus@1.0.0']);
      t.rebuild({ marker: 'v2', server: true });
      t.cli(['publish'], { APP_VERSION: '2.0.0' });
      damage(path.join(t.env.REMOTES_STORE, 'mf-menus', '2.0.0'));
      const before = fs.readFileSync(t.env.RELEASE_FILE, 'utf8');
      const refused = t.cli(['set', 'mf-menus@2.0.0']);
      expect(refused).toMatchObject({ code: 1, err: expect.stringMatching(message) });
      expect(fs.readFileSync(t.env.RELEASE_FILE, 'utf8')).toBe(before);
    });

    it('sets and rolls back the server build with the browser build', () => {
      const t = setup();
      t.rebuild({ marker: 'v1', server: true });
      t.cli(['publish']);
      t.rebuild({ marker: 'v2', server: true });
      t.cli(['publish'], { APP_VERSION: '1.1.0' });
      expect(t.cli(['set', 'mf-menus@1.0.0']).code).toBe(0);
      expect(t.cli(['set', 'mf-menus@1.1.0']).code).toBe(0);
      expect(t.cli(['rollback', 'mf-menus']).code).toBe(0);
      expect(t.release().remotes['mf-menus']).toBe('/remotes/mf-menus/1.0.0/mf-manifest.json');
    });

    it('pins each version it makes live: the sha256 of its server entry and remote entry, as it checked them', () => {
      const t = setup();
      t.cli(['publish']);
      t.rebuild({ marker: 'v2', server: true });
      t.cli(['publish'], { APP_VERSION: '1.1.0' });
      const folder = (version) => path.join(t.env.REMOTES_STORE, 'mf-menus', version);

      expect(t.cli(['set', 'mf-menus@1.1.0']).code).toBe(0);
      expect(JSON.parse(fs.readFileSync(t.env.RELEASE_FILE, 'utf8')).pins).toEqual({
        'mf-menus': {
          manifest: '/remotes/mf-menus/1.1.0/mf-manifest.json',
          server: { entry: 'server/remote-server.js', sha256: sha256(path.join(folder('1.1.0'), 'server/remote-server.js')) },
          remoteEntry: { file: 'remoteEntry.js', sha256: sha256(path.join(folder('1.1.0'), 'remoteEntry.js')) },
        },
      });
      // A browser-only version is pinned with no server entry: the site server runs none for it.
      expect(t.cli(['set', 'mf-menus@1.0.0']).code).toBe(0);
      expect(t.release().pins['mf-menus']).toEqual({
        manifest: '/remotes/mf-menus/1.0.0/mf-manifest.json',
        server: null,
        remoteEntry: { file: 'remoteEntry.js', sha256: sha256(path.join(folder('1.0.0'), 'remoteEntry.js')) },
      });
      expect(t.cli(['rollback', 'mf-menus']).code).toBe(0);
      expect(t.release().pins['mf-menus'].server.sha256).toBe(sha256(path.join(folder('1.1.0'), 'server/remote-server.js')));
    });

    it('refuses to roll back (or set again) a version whose files changed in the store since it was live, even with a publish record that vouches for them', () => {
      const t = setup();
      t.rebuild({ marker: 'v1', server: true });
      t.cli(['publish']);
      t.rebuild({ marker: 'v2', server: true });
      t.cli(['publish'], { APP_VERSION: '1.1.0' });
      t.cli(['set', 'mf-menus@1.0.0']);
      t.cli(['set', 'mf-menus@1.1.0']);
      expect(t.log().map((e) => e.pin.manifest)).toEqual(['/remotes/mf-menus/1.0.0/mf-manifest.json', '/remotes/mf-menus/1.1.0/mf-manifest.json']);

      // Someone with the store, not the release file: the server entry and its publish record, both rewritten.
      const entry = path.join(t.env.REMOTES_STORE, 'mf-menus', '1.0.0', 'server/remote-server.js');
      fs.writeFileSync(entry, 'module.exports = { marker: "swapped" };');
      const recordFile = path.join(t.env.REMOTES_STORE, 'mf-menus', '1.0.0.publish.json');
      fs.writeFileSync(recordFile, JSON.stringify({ ...record(t, '1.0.0'), server: { entry: 'server/remote-server.js', sha256: sha256(entry) } }));

      const before = fs.readFileSync(t.env.RELEASE_FILE, 'utf8');
      for (const args of [['rollback', 'mf-menus'], ['set', 'mf-menus@1.0.0']]) {
        const refused = t.cli(args);
        expect(refused.code).toBe(1);
        expect(refused.err).toMatch(/refused: mf-menus@1\.0\.0 cannot go live:\n {2}- its files changed in the store since it was live \(.*\): server entry sha256 [0-9a-f]{12}…, was [0-9a-f]{12}…/);
        expect(fs.readFileSync(t.env.RELEASE_FILE, 'utf8')).toBe(before);
      }
    });

    it('reads a release file written before pins, keeps its other remotes as they are, and lists them as not pinned', () => {
      const t = setup();
      t.rebuild({ marker: 'v1', server: true });
      t.cli(['publish']);
      t.rebuild({ marker: 'v2', server: true });
      t.cli(['publish'], { APP_VERSION: '1.1.0' });
      fs.writeFileSync(t.env.RELEASE_FILE, JSON.stringify({ remotes: { 'mf-menus': '/remotes/mf-menus/1.0.0/mf-manifest.json', 'mf-finder': 'https://cdn.example.com/mf-finder/3.0.0/mf-manifest.json' } }));
      expect(t.cli(['list']).out).toMatch(/\* 1\.0\.0 published .* \(live, not pinned: set it again to pin it\)/);

      expect(t.cli(['set', 'mf-menus@1.1.0']).code).toBe(0);
      const release = JSON.parse(fs.readFileSync(t.env.RELEASE_FILE, 'utf8'));
      expect(release.remotes['mf-finder']).toBe('https://cdn.example.com/mf-finder/3.0.0/mf-manifest.json');
      expect(Object.keys(release.pins)).toEqual(['mf-menus']);
      expect(t.cli(['list']).out).toMatch(/\* 1\.1\.0 published .* server \+ browser {2}\(live\)$/m);
    });

    it('diffs the server builds too', () => {
      const t = setup();
      t.cli(['publish']);
      t.rebuild({ marker: 'v2', server: true });
      t.cli(['publish'], { APP_VERSION: '1.1.0' });
      t.rebuild({ marker: 'v3', server: true });
      t.cli(['publish'], { APP_VERSION: '1.2.0' });
      expect(t.cli(['diff', 'mf-menus@1.0.0', 'mf-menus@1.1.0']).out).toMatch(/server: none \(renders in the browser\) → server\/remote-server\.js sha256 [0-9a-f]{12}…$/m);
      expect(t.cli(['diff', 'mf-menus@1.1.0', 'mf-menus@1.2.0']).out).toMatch(/server: .* → .* \(changed\)$/m);
      expect(t.cli(['diff', 'mf-menus@1.2.0', 'mf-menus@1.2.0']).out).toMatch(/\(the same file\)$/m);
    });

    it('is staged by npm start and the journeys with the same record, the server entry beside the browser files', () => {
      const base = tempDir();
      const dist = path.join(base, 'dist');
      writeBuild(dist, { marker: 'local', server: true });
      const store = path.join(base, 'store');
      expect(stage({ name: 'mf-menus', dist, version: '1.0.0', store })).toBe('1.0.0');
      const entry = path.join(store, 'mf-menus/1.0.0/server/remote-server.js');
      const info = JSON.parse(fs.readFileSync(path.join(store, 'mf-menus/1.0.0.publish.json'), 'utf8'));
      expect(info).toMatchObject({ name: 'mf-menus', version: '1.0.0', manifest: '1.0.0/mf-manifest.json', server: { entry: 'server/remote-server.js', sha256: sha256(entry) } });

      fs.appendFileSync(path.join(dist, 'server/remote-server.js'), '\n// changed locally');
      const folder = stage({ name: 'mf-menus', dist, version: '1.0.0', store, dev: true });
      expect(folder).toMatch(/^1\.0\.0-dev\.[0-9a-f]{8}$/);
      const devInfo = JSON.parse(fs.readFileSync(path.join(store, `mf-menus/${folder}.publish.json`), 'utf8'));
      expect(devInfo.server.sha256).toBe(sha256(path.join(store, 'mf-menus', folder, 'server/remote-server.js')));
      expect(devInfo.server.sha256).not.toBe(info.server.sha256);
      // …and made live pinned, as release set does.
      expect(pinOf(store, 'mf-menus', folder)).toEqual({
        manifest: `/remotes/mf-menus/${folder}/mf-manifest.json`,
        server: { entry: 'server/remote-server.js', sha256: devInfo.server.sha256 },
        remoteEntry: { file: 'remoteEntry.js', sha256: sha256(path.join(store, 'mf-menus', folder, 'remoteEntry.js')) },
      });
    });
  });

  it('diffs two versions: exposed modules and shared ranges', () => {
    const t = setup();
    t.cli(['publish']);
    t.rebuild({ exposes: ['mount', 'menu-card'], react: '19.4.0', reactDom: '19.3.1' });
    t.cli(['publish'], { APP_VERSION: '1.1.0' });
    const { out, code } = t.cli(['diff', 'mf-menus@1.0.0', 'mf-menus@1.1.0']);
    expect(code).toBe(0);
    expect(out).toContain('exposes: ./mount; added ./menu-card');
    expect(out).toContain('shared react: 19.3.1 → 19.4.0');
  });

  it.each([
    [['set', 'mf-menus'], /"mf-menus" is not <remote>@<version>/],
    [['set', 'mf-menus@9.9.9'], /mf-menus@9\.9\.9 is not in the store .*published: none/],
    [['rollback', 'mf-menus'], /no version before/],
    [['deploy'], /Unknown command "deploy"/],
    [['list', '--store'], /--store needs a value/],
  ])('explains what is wrong with %p', (args, message) => {
    const t = setup();
    const result = t.cli(args);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(message);
  });
});
