import { foreignOrigins, isManifestUrl, parseRelease, withOverrides } from './release';

describe('parseRelease', () => {
  it('reads remote names and manifest URLs', () => {
    const text = JSON.stringify({ remotes: { 'mf-menus': '/remotes/mf-menus/1.4.2/mf-manifest.json', mf_booking: 'https://cdn.example.com/b/mf-manifest.json' }, note: 'ignored' });
    expect(parseRelease(text)).toEqual({ remotes: { 'mf-menus': '/remotes/mf-menus/1.4.2/mf-manifest.json', mf_booking: 'https://cdn.example.com/b/mf-manifest.json' } });
  });

  it.each([
    ['', /not JSON/],
    ['{"remotes":', /not JSON/],
    ['null', /expected \{ "remotes"/],
    ['{}', /expected \{ "remotes"/],
    ['{"remotes":[]}', /expected \{ "remotes"/],
    ['{"remotes":{"mf-menus":1}}', /remote "mf-menus" needs a manifest URL/],
    ['{"remotes":{"mf-menus":"//evil.example/x.json"}}', /remote "mf-menus" needs a manifest URL/],
    ['{"remotes":{"mf-menus":"javascript:alert(1)"}}', /remote "mf-menus" needs a manifest URL/],
    ['{"remotes":{"../x":"/a.json"}}', /"..\/x" is not a remote name/],
  ])('refuses %j', (text, message) => {
    expect(() => parseRelease(text)).toThrow(message);
  });
});

describe('parseRelease: pins', () => {
  const sha = 'a'.repeat(64);
  const remotes = { 'mf-menus': '/remotes/mf-menus/1.4.2/mf-manifest.json' };
  const withPin = (pin: unknown) => JSON.stringify({ remotes, pins: { 'mf-menus': pin } });

  it('reads the pin of each remote: the manifest it pins, its server entry (or none) and its remote entry', () => {
    const pin = { manifest: remotes['mf-menus'], server: { entry: 'server/remote-server.js', sha256: sha }, remoteEntry: { file: 'remoteEntry.js', sha256: sha } };
    expect(parseRelease(withPin(pin))).toEqual({ remotes, pins: { 'mf-menus': pin } });
    expect(parseRelease(withPin({ manifest: remotes['mf-menus'], server: null })).pins).toEqual({ 'mf-menus': { manifest: remotes['mf-menus'], server: null } });
  });

  it('reads a release file written before pins as it did', () => {
    expect(parseRelease(JSON.stringify({ remotes }))).toEqual({ remotes });
  });

  it.each([
    ['pins that are a list', JSON.stringify({ remotes, pins: [] }), /expected "pins"/],
    ['a pin that is not an object', withPin('abc'), /the pin of "mf-menus" is not an object/],
    ['a pin without its manifest', withPin({ server: null }), /the pin of "mf-menus" needs the manifest URL it pins/],
    ['a pin without server', withPin({ manifest: remotes['mf-menus'] }), /needs "server" \(null when it renders in the browser\)/],
    ['a short sha256', withPin({ manifest: remotes['mf-menus'], server: { entry: 'server/remote-server.js', sha256: 'abc' } }), /server entry pinned for "mf-menus" needs a sha256/],
    ['an entry outside its folder', withPin({ manifest: remotes['mf-menus'], server: { entry: '../../mf-finder/2.0.0/server/remote-server.js', sha256: sha } }), /needs "entry": a path inside its version's folder/],
    ['an absolute entry', withPin({ manifest: remotes['mf-menus'], server: { entry: '/etc/passwd', sha256: sha } }), /needs "entry": a path inside/],
    ['a remote entry without its sha256', withPin({ manifest: remotes['mf-menus'], server: null, remoteEntry: { file: 'remoteEntry.js' } }), /remote entry pinned for "mf-menus" needs a sha256/],
  ])('refuses the whole release for %s', (_case, text, message) => {
    expect(() => parseRelease(text)).toThrow(message);
  });
});

describe('isManifestUrl', () => {
  it.each([
    ['/remotes/mf-menus/1.0.0/mf-manifest.json', true],
    ['http://127.0.0.1:3101/mf-manifest.json', true],
    ['https://cdn.example.com/mf-manifest.json', true],
    ['//cdn.example.com/mf-manifest.json', false],
    ['remotes/mf-menus/mf-manifest.json', false],
    ['ftp://example.com/x.json', false],
    ['data:text/javascript,alert(1)', false],
  ])('%s → %s', (url, ok) => {
    expect(isManifestUrl(url)).toBe(ok);
  });
});

describe('withOverrides', () => {
  it('replaces and adds remotes without touching the others', () => {
    const release = { remotes: { a: '/remotes/a/1/mf-manifest.json', b: '/remotes/b/1/mf-manifest.json' } };
    expect(withOverrides(release, { b: 'http://127.0.0.1:3102/mf-manifest.json', c: '/remotes/c/1/mf-manifest.json' })).toEqual({
      remotes: { a: '/remotes/a/1/mf-manifest.json', b: 'http://127.0.0.1:3102/mf-manifest.json', c: '/remotes/c/1/mf-manifest.json' },
    });
    expect(release.remotes.b).toBe('/remotes/b/1/mf-manifest.json');
  });

  it('drops the pin of a remote it replaces: the pin is of the release file’s version', () => {
    const pin = (name: string) => ({ manifest: `/remotes/${name}/1/mf-manifest.json`, server: null });
    const release = { remotes: { a: '/remotes/a/1/mf-manifest.json', b: '/remotes/b/1/mf-manifest.json' }, pins: { a: pin('a'), b: pin('b') } };
    expect(withOverrides(release, { b: 'http://127.0.0.1:3102/mf-manifest.json' }).pins).toEqual({ a: pin('a') });
  });
});

describe('foreignOrigins', () => {
  const site = 'https://www.example.test';
  it.each([
    [{}, []],
    [{ a: '/remotes/a/1/mf-manifest.json' }, []],
    [{ a: 'https://www.example.test/remotes/a/1/mf-manifest.json' }, []],
    [{ a: 'http://127.0.0.1:3201/mf-manifest.json' }, ['http://127.0.0.1:3201']],
    [
      { a: 'https://cdn.example.com/a/mf-manifest.json', b: 'https://cdn.example.com/b/mf-manifest.json', c: 'http://127.0.0.1:3201/x.json' },
      ['http://127.0.0.1:3201', 'https://cdn.example.com'],
    ],
    [{ a: 'http://www.example.test/remotes/a/mf-manifest.json' }, ['http://www.example.test']],
  ])('%j → %j', (remotes, origins) => {
    expect(foreignOrigins({ remotes }, site)).toEqual(origins);
  });
});
