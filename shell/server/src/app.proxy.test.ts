import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { freePort } from '@riviere/server-kit/testing';
import { FAKE_AVIF, startFakeBrandApi, type Echo, type FakeBrandApi } from './test-support/fake-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

describe('site server: brand API proxy', () => {
  let api: FakeBrandApi;
  let site: Site;
  beforeAll(async () => {
    api = await startFakeBrandApi();
    site = await startSite({
      brandApiUrl: api.url,
      // undici's response timers fire up to about a second late: the two timeouts are far enough apart to tell.
      config: { pools: { booking: { connections: 4, timeoutMs: 3000 }, general: { connections: 4, timeoutMs: 300 } } },
    });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  it.each([
    ['GET', '/api/echo/content?a=1&b=two%20words', undefined, undefined],
    ['DELETE', '/cdg/echo/offers/7?brand=riviere', undefined, undefined],
    ['POST', '/api/echo/contact/sendemail?x=y', 'application/json', '{"firstName":"Zoë","message":"Bonjour"}'],
    ['PUT', '/api/booking/echo/create/101', 'application/json', '{"adultCovers":2}'],
    ['PATCH', '/cdg/echo/thing', 'text/plain; charset=utf-8', 'plain text, not parsed'],
    ['POST', '/api/echo/form', 'application/x-www-form-urlencoded', 'a=1&b=%3Cb%3E'],
  ])('passes %s %s through with its query, headers and body', async (method, url, contentType, payload) => {
    const response = await site.app.inject({
      method: method as 'GET',
      url,
      headers: {
        authorization: 'Bearer abc',
        'x-brand-key': 'local-brand',
        'x-session-id': 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.method).toBe(method);
    expect(echo.url).toBe(url);
    expect(echo.headers.authorization).toBe('Bearer abc');
    expect(echo.headers['x-brand-key']).toBe('local-brand');
    expect(echo.headers['x-session-id']).toBe('f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(echo.headers['content-type']).toBe(contentType);
    expect(echo.bodyText).toBe(payload ?? '');
    expect(response.headers['x-upstream']).toBe('fake');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('serves content images from the site\'s origin, as immutable as the brand API made them', async () => {
    const response = await site.app.inject({ url: '/media/0123456789ab-480.avif' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(FAKE_AVIF)).toBe(true);
    // The page's CSP lets the site's own images in (img-src 'self').
    expect(response.headers['content-security-policy']).toMatch(/img-src 'self'/);
    const missing = await site.app.inject({ url: '/media/0123456789ab-960.avif' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it.each([201, 204, 400, 401, 404, 409, 422, 500, 503])('passes the upstream status %i through', async (status) => {
    const response = await site.app.inject({ url: `/api/echo/status?status=${status}` });
    expect(response.statusCode).toBe(status);
  });

  it('drops hop-by-hop headers and tells the brand API who the visitor is', async () => {
    const response = await site.app.inject({
      url: '/api/echo/headers',
      remoteAddress: '203.0.113.7',
      headers: { connection: 'keep-alive, x-secret-hop', 'x-secret-hop': 'drop me', 'keep-alive': 'timeout=5', 'x-forwarded-for': '1.2.3.4', 'x-custom': 'kept' },
    });
    const { headers } = response.json<Echo>();
    expect(headers['x-secret-hop']).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
    expect(headers['x-custom']).toBe('kept');
    // Not behind a trusted proxy: a visitor's own X-Forwarded-For is not believed.
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-host']).toBe('localhost:80');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('compresses a JSON answer for a client that accepts it', async () => {
    const url = `/api/echo/long?pad=${'x'.repeat(3000)}`;
    const response = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(response.rawPayload).toString()) as Echo).url).toBe(url);
    // The client's Accept-Encoding is the brand API's business too; it answered uncompressed here.
    expect((JSON.parse(gunzipSync(response.rawPayload).toString()) as Echo).headers['accept-encoding']).toBe('gzip');
  });

  it('streams a 20 MB upload through unchanged', async () => {
    const upload = crypto.randomBytes(20 * 1024 * 1024);
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo/jobs/application',
      headers: { 'content-type': 'application/octet-stream' },
      payload: upload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Echo>()).toMatchObject({ bodyLength: upload.length, bodySha256: crypto.createHash('sha256').update(upload).digest('hex') });
  });

  it('refuses a body over 25 MB with a 413', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo/contact/sendemail',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(25 * 1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'The request body is too large (at most 25 MB).' });
  });

  it('refuses a chunked body once it passes 25 MB', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/echo/contact/sendemail',
      headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      payload: Readable.from((function* () {
        for (let i = 0; i < 26; i += 1) yield chunk;
      })()),
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['/api/slow?ms=8000', 'general', 2000],
    ['/api/booking/slow?ms=8000', 'booking', 5000],
  ])('answers %s with a 504 once the %s pool timeout passes', async (url, _pool, within) => {
    const started = Date.now();
    const response = await site.app.inject({ url });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'The brand API took too long to answer, please try again.' });
    expect(Date.now() - started).toBeLessThan(within);
  }, 10_000);

  it('gives booking calls the longer booking timeout', async () => {
    // 2 s: past the general pool's 300 ms, within the booking pool's 3 s.
    const [booking, general] = await Promise.all([
      site.app.inject({ url: '/api/booking/slow?ms=2000' }),
      site.app.inject({ url: '/api/slow?ms=2000' }),
    ]);
    expect([booking.statusCode, general.statusCode]).toEqual([200, 504]);
  });

  it('answers an unknown /api path with the brand API\'s own 404', async () => {
    const response = await site.app.inject({ url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('site server: brand API down', () => {
  it('answers proxied calls with a 502 at once, and the token still works', async () => {
    const port = await freePort();
    const site = await startSite({ brandApiUrl: `http://127.0.0.1:${port}` });
    try {
      for (const [method, url] of [['GET', '/api/v1/content/menu/a'], ['POST', '/api/booking/availability'], ['GET', '/cdg/booking/allVenueIds']] as const) {
        const response = await site.app.inject({ method, url, ...(method === 'POST' ? { payload: { date: '2030-01-01' } } : {}) });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'The brand API is not reachable, please try again.' });
      }
      expect((await site.app.inject({ method: 'POST', url: '/api/token', payload: {} })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
