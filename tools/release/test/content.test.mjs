import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The CLI against a fake brand API and cache: what it asked each, and what it printed. */
function harness(env, answer) {
  const calls = [];
  const lines = [];
  const fetch = async (url, init) => {
    calls.push({ url, method: init.method, headers: init.headers });
    if (url.endsWith('/admin/content/publish')) return answer();
    return { ok: true, status: 200 };
  };
  const io = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`), env, fetch };
  return { calls, lines, run: () => run(['content', 'publish'], { root, io }) };
}
const json = (status, body) => async () => ({ ok: status < 300, status, json: async () => body });
const PURGE = { CDN_PURGE_URL: 'http://127.0.0.1:8080/', CDN_PURGE_SECRET: 'shared' };

describe('npm run release -- content publish', () => {
  it('asks the brand API to publish with the admin secret, then purges exactly the keys it names', async () => {
    const t = harness(
      { BRAND_API_URL: 'http://api.test/', CONTENT_ADMIN_SECRET: 's3cret', ...PURGE },
      json(200, { changed: ['restaurant 101'], added: [], kept: [], keys: ['restaurant:bath/bath', 'restaurants'] }),
    );
    await expect(t.run()).resolves.toBe(0);
    expect(t.calls).toEqual([
      { url: 'http://api.test/admin/content/publish', method: 'POST', headers: { 'x-admin-secret': 's3cret' } },
      expect.objectContaining({ url: 'http://127.0.0.1:8080/', method: 'PURGE', headers: expect.objectContaining({ 'xkey-softpurge': 'restaurant:bath/bath restaurants', 'x-purge-secret': 'shared' }) }),
    ]);
    expect(t.lines).toEqual(['content published: changed restaurant 101; added nothing', 'purged restaurant:bath/bath restaurants at varnish (http://127.0.0.1:8080/)']);
  });

  it('purges nothing when nothing changed, and says what the folder no longer has', async () => {
    const t = harness({ CONTENT_ADMIN_SECRET: 's', ...PURGE }, json(200, { changed: [], added: [], kept: ['job MR-1001'], keys: [] }));
    await expect(t.run()).resolves.toBe(0);
    expect(t.calls.map((c) => c.url)).toEqual(['http://127.0.0.1:4000/admin/content/publish']);
    expect(t.lines).toEqual(['content published: changed nothing; added nothing', 'not in the content folder, kept (remove by hand once nothing points at them): job MR-1001']);
  });

  it.each([
    ['no secret', {}, json(200, {}), 'ERR content publish needs CONTENT_ADMIN_SECRET: the secret the brand API was started with'],
    ['a brand API started without one', { CONTENT_ADMIN_SECRET: 's' }, json(404, { message: 'Not found' }), 'ERR the brand API at http://127.0.0.1:4000 takes no content publish: start it with CONTENT_ADMIN_SECRET set'],
    ['a refusal', { CONTENT_ADMIN_SECRET: 's' }, json(409, { message: 'Offer 1 cannot change its address' }), 'ERR the brand API refused the publish (409): Offer 1 cannot change its address'],
    [
      'a brand API that does not answer',
      { CONTENT_ADMIN_SECRET: 's' },
      async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      },
      'ERR the brand API at http://127.0.0.1:4000 did not answer (ECONNREFUSED); is it running? (BRAND_API_URL)',
    ],
  ])('%s: exits 1 saying why, and purges nothing', async (_what, env, answer, message) => {
    const t = harness({ ...env, ...PURGE }, answer);
    await expect(t.run()).resolves.toBe(1);
    expect(t.lines).toEqual([message]);
    expect(t.calls.filter((c) => c.method === 'PURGE')).toEqual([]);
  });
});
