import http from 'node:http';
import { purgeKeys, purgeRequests, purgeTarget, releaseChangeKeys } from '../src/purge.mjs';

describe('the purge adapter', () => {
  it.each([
    [{}, null],
    [{ CDN_PURGE_URL: '  ' }, null],
    [{ CDN_PURGE_URL: 'http://127.0.0.1:8080/', CDN_PURGE_SECRET: 's' }, { kind: 'varnish', url: 'http://127.0.0.1:8080/', secret: 's' }],
    [{ CDN_PURGE_URL: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge', CDN_PURGE_SECRET: 't' }, { kind: 'fastly', url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge', secret: 't' }],
    [{ CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache', CDN_PURGE_SECRET: 'c' }, { kind: 'cloudflare', url: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache', secret: 'c' }],
    [{ CDN_PURGE_URL: 'https://purge.example.com/', CDN_PURGE_KIND: 'fastly' }, { kind: 'fastly', url: 'https://purge.example.com/', secret: '' }],
  ])('is configured by the environment: %j → %j (off without CDN_PURGE_URL)', (env, target) => {
    expect(purgeTarget(env)).toEqual(target);
  });

  it('refuses a kind it does not know', () => {
    expect(() => purgeTarget({ CDN_PURGE_URL: 'http://x/', CDN_PURGE_KIND: 'akamai' })).toThrow('CDN_PURGE_KIND must be varnish, fastly or cloudflare, got "akamai"');
  });

  it('soft-purges Varnish by xkey with the shared secret (a hard purge when asked)', () => {
    const target = { kind: 'varnish', url: 'http://127.0.0.1:8080/', secret: 's3cret' };
    expect(purgeRequests(target, ['mf-menus@1.0.0', 'release', 'release'])).toEqual([
      { method: 'PURGE', url: 'http://127.0.0.1:8080/', headers: { 'xkey-softpurge': 'mf-menus@1.0.0 release', 'x-purge-secret': 's3cret' } },
    ]);
    expect(purgeRequests(target, ['all'], { soft: false })[0].headers).toEqual({ 'xkey-purge': 'all', 'x-purge-secret': 's3cret' });
  });

  // https://www.fastly.com/documentation/reference/api/purging/ — "Purge multiple surrogate keys":
  // POST /service/{service_id}/purge, Surrogate-Key: space-separated keys (at most 256), Fastly-Key, Fastly-Soft-Purge: 1.
  it('purges Fastly by surrogate key as its API documents, 256 keys a request, soft', () => {
    const target = { kind: 'fastly', url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge', secret: 'token' };
    const keys = Array.from({ length: 300 }, (_, i) => `job:${i}`);
    const requests = purgeRequests(target, keys);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toEqual({
      method: 'POST',
      url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
      headers: { 'fastly-key': 'token', 'surrogate-key': keys.slice(0, 256).join(' '), accept: 'application/json', 'fastly-soft-purge': '1' },
    });
    expect(requests[1].headers['surrogate-key'].split(' ')).toHaveLength(44);
  });

  // https://developers.cloudflare.com/api/resources/cache/methods/purge/ — POST /zones/{zone_id}/purge_cache,
  // Authorization: Bearer <token>, body { "tags": [...] } (Cache-Tag values; 30 a request).
  it('purges Cloudflare by cache tag as its API documents, 30 tags a request', () => {
    const target = { kind: 'cloudflare', url: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache', secret: 'cf-token' };
    const keys = Array.from({ length: 31 }, (_, i) => `menu:${i}`);
    const requests = purgeRequests(target, keys);
    expect(requests.map((r) => JSON.parse(r.body).tags.length)).toEqual([30, 1]);
    expect(requests[0]).toMatchObject({ method: 'POST', url: target.url, headers: { authorization: 'Bearer cf-token', 'content-type': 'application/json' } });
  });

  it.each([
    ['mf-menus', '1.0.0', ['mf-menus@1.0.0', 'release']],
    ['mf-careers', null, ['all']],
  ])('a release of %s replacing %s purges %j', (remote, from, keys) => {
    expect(releaseChangeKeys(remote, from)).toEqual(keys);
  });

  it('sends the purge over HTTP, and reports a cache that refused or could not be reached without throwing', async () => {
    const seen = [];
    const server = http.createServer((request, response) => {
      seen.push({ method: request.method, keys: request.headers['xkey-softpurge'], secret: request.headers['x-purge-secret'] });
      response.statusCode = request.headers['x-purge-secret'] === 'right' ? 200 : 403;
      response.end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}/`;
    try {
      await expect(purgeKeys({ kind: 'varnish', url, secret: 'right' }, ['all'])).resolves.toEqual([{ ok: true, status: 200 }]);
      await expect(purgeKeys({ kind: 'varnish', url, secret: 'wrong' }, ['all'])).resolves.toEqual([{ ok: false, status: 403 }]);
      expect(seen).toEqual([{ method: 'PURGE', keys: 'all', secret: 'right' }, { method: 'PURGE', keys: 'all', secret: 'wrong' }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const [unreachable] = await purgeKeys({ kind: 'varnish', url, secret: 'x' }, ['all']);
    expect(unreachable).toMatchObject({ ok: false, status: 0 });
    await expect(purgeKeys(null, ['all'])).resolves.toEqual([]);
  });
});
