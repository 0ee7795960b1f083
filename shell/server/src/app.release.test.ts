import http from 'node:http';
import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { eventually, RELEASE, startSite, type Site } from './test-support/site-fixture';
import { SHARED_PAGE } from './static/cache-policy';

function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

function cspDirective(csp: string | undefined, name: string): string | undefined {
  return csp?.split('; ').find((d) => d.startsWith(`${name} `));
}

describe('site server: remotes and the release', () => {
  let api: FakeBrandApi;
  beforeAll(async () => {
    api = await startFakeBrandApi();
  });
  afterAll(() => api.close());

  describe('remote builds', () => {
    let site: Site;
    beforeAll(async () => {
      site = await startSite({ brandApiUrl: api.url });
    });
    afterAll(() => site.close());

    it.each([
      ['/remotes/mf-menus/1.0.0/mf-manifest.json', '{"name":"mf_menus"}'],
      ['/remotes/mf-menus/1.0.0/remoteEntry.js', 'var mf_menus;'],
    ])('serves %s immutable and readable from any origin', async (url, body) => {
      const response = await site.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(body);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it.each([
      '/remotes/mf-menus/9.9.9/mf-manifest.json',
      '/remotes/mf-menus/1.0.0/',
      '/remotes/mf-menus/1.0.0',
      '/remotes/mf-menus/',
      '/remotes/nothing',
    ])('answers %s with a 404 (no listing)', async (url) => {
      const response = await site.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('mf_menus');
      expect(response.headers['cache-control']).toBeUndefined();
    });

    it('never serves a file outside its folders, however the path is spelt', async () => {
      // Sent over a real socket: inject() would resolve the dot segments before the server saw them.
      await site.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = site.app.server.address() as { port: number };
      const paths = [
        '/remotes/mf-menus/1.0.0/../../../release.json',
        '/remotes/mf-menus/1.0.0/%2e%2e/%2e%2e/%2e%2e/release.json',
        '/remotes/mf-menus/1.0.0/..%2f..%2f..%2frelease.json',
        '/assets/..%2f..%2frelease.json',
        '/..%2f..%2f..%2fetc/hosts.txt',
      ];
      for (const path of paths) {
        const { status, body } = await rawGet(port, path);
        expect([path, status]).toEqual([path, 403]);
        expect(body).not.toContain('remotes":');
      }
    });
  });

  describe('/release.json', () => {
    it('answers the release file with the environment overrides applied, kept by a shared cache until a release purges it', async () => {
      const site = await startSite({
        brandApiUrl: api.url,
        release: { remotes: { 'mf-menus': '/remotes/mf-menus/1.0.0/mf-manifest.json', 'mf-finder': '/remotes/mf-finder/2.0.0/mf-manifest.json' } },
        env: { REMOTE_URL_MF_MENUS: 'http://127.0.0.1:3101/mf-manifest.json', REMOTE_URL_MF_CAREERS: 'https://cdn.example.com/mf-careers/1.2.0/mf-manifest.json' },
      });
      try {
        const response = await site.app.inject('/release.json');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(SHARED_PAGE);
        expect(response.headers['surrogate-key']).toBe('all release');
        const etag = response.headers.etag as string;
        expect((await site.app.inject({ url: '/release.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
        expect(response.json()).toEqual({
          remotes: {
            'mf-menus': 'http://127.0.0.1:3101/mf-manifest.json',
            'mf-finder': '/remotes/mf-finder/2.0.0/mf-manifest.json',
            'mf-careers': 'https://cdn.example.com/mf-careers/1.2.0/mf-manifest.json',
          },
        });
        const csp = response.headers['content-security-policy'] as string;
        expect(cspDirective(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:3101 https://cdn.example.com");
        expect(cspDirective(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:3101 https://cdn.example.com");
        expect(cspDirective(csp, 'style-src')).toBe("style-src 'self' http://127.0.0.1:3101 https://cdn.example.com");
        expect(cspDirective(csp, 'default-src')).toBe("default-src 'self'");
      } finally {
        await site.close();
      }
    });

    it.each([
      ['missing', null],
      ['not JSON', '{ "remotes": '],
      ['of the wrong shape', { remotes: ['mf-menus'] }],
    ])('starts with no remotes when the release file is %s', async (_case, release) => {
      const site = await startSite({ brandApiUrl: api.url, release });
      try {
        expect((await site.app.inject('/release.json')).json()).toEqual({ remotes: {} });
      } finally {
        await site.close();
      }
    });

    it('follows a release or rollback without a restart, CSP included, and keeps the last good one', async () => {
      const warnings: string[] = [];
      const site = await startSite({ brandApiUrl: api.url, logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } });
      const release = async () => (await site.app.inject('/release.json')).json();
      const csp = async () => (await site.app.inject('/')).headers['content-security-policy'] as string;
      try {
        expect(await release()).toEqual(RELEASE);
        expect(cspDirective(await csp(), 'script-src')).toBe("script-src 'self'");

        const next = { remotes: { 'mf-menus': 'http://127.0.0.1:3201/mf-menus/1.1.0/mf-manifest.json' } };
        site.writeRelease(next);
        await eventually(async () => expect(await release()).toEqual(next));
        expect(cspDirective(await csp(), 'script-src')).toBe("script-src 'self' http://127.0.0.1:3201");
        expect(cspDirective(await csp(), 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:3201");

        site.writeRelease('{ "remotes": { "mf-menus": 42 } }');
        // Once the site has read the bad file (and said so), the last good release is still the one served.
        await eventually(async () => {
          expect(await release()).toEqual(next);
          expect(warnings.join('')).toMatch(/release: .*release\.json is not valid .*; keeping the last good release/);
        });

        site.writeRelease(RELEASE);
        await eventually(async () => expect(await release()).toEqual(RELEASE));
        expect(cspDirective(await csp(), 'script-src')).toBe("script-src 'self'");
      } finally {
        await site.close();
      }
    });

    it('keeps the pins to itself, and refuses a release whose pin is malformed, keeping the last good one', async () => {
      const warnings: string[] = [];
      const site = await startSite({ brandApiUrl: api.url, logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } });
      const release = async () => (await site.app.inject('/release.json')).json();
      const manifest = '/remotes/mf-menus/1.1.0/mf-manifest.json';
      try {
        site.writeRelease({ remotes: { 'mf-menus': manifest }, pins: { 'mf-menus': { manifest, server: null, remoteEntry: { file: 'remoteEntry.js', sha256: 'f'.repeat(64) } } } });
        await eventually(async () => expect(await release()).toEqual({ remotes: { 'mf-menus': manifest } }));

        site.writeRelease({ remotes: { 'mf-finder': '/remotes/mf-finder/2.0.0/mf-manifest.json' }, pins: { 'mf-finder': { manifest: '/remotes/mf-finder/2.0.0/mf-manifest.json', server: { entry: '../x.js', sha256: 'f'.repeat(64) } } } });
        await eventually(async () => {
          expect(await release()).toEqual({ remotes: { 'mf-menus': manifest } });
          expect(warnings.join('')).toMatch(/release: .*the server entry pinned for \\"mf-finder\\" needs \\"entry\\": a path inside its version's folder\); keeping the last good release/);
        });
      } finally {
        await site.close();
      }
    });

    it('checks the release file at most once per interval', async () => {
      const site = await startSite({ brandApiUrl: api.url, config: { fileCheckMs: 60_000 } });
      try {
        site.writeRelease({ remotes: {} });
        expect((await site.app.inject('/release.json')).json()).toEqual(RELEASE);
      } finally {
        await site.close();
      }
    });
  });
});
