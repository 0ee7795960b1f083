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
