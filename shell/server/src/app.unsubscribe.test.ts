import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

const LINK = '/unsubscribe/bGl2ZUBleGFtcGxlLmNvbQ/signed';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('site server: a marketing e-mail\'s unsubscribe link', () => {
  let api: FakeBrandApi;
  let site: Site;
  beforeAll(async () => {
    api = await startFakeBrandApi();
    site = await startSite({ brandApiUrl: api.url });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });
  beforeEach(() => {
    api.unsubscribes.length = 0;
  });

  it('GET is the page only: nothing is sent to the brand API, and nobody stores it', async () => {
    const response = await site.app.inject({ url: LINK });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(api.unsubscribes).toEqual([]);
  });

  it("a one-click POST (no cookie, no token) reaches the API's route of the same link, and answers 200 with the page", async () => {
    const response = await site.app.inject({ method: 'POST', url: LINK, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(api.unsubscribes).toEqual([{ url: `/api/marketing${LINK}`, contentType: 'application/x-www-form-urlencoded', body: 'List-Unsubscribe=One-Click' }]);
  });

  it('takes the multipart/form-data body RFC 8058 prefers, passed on as the form the API reads', async () => {
    const payload = '--b1\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b1--\r\n';
    const response = await site.app.inject({ method: 'POST', url: LINK, headers: { 'content-type': 'multipart/form-data; boundary=b1' }, payload });
    expect(response.statusCode).toBe(200);
    expect(api.unsubscribes.map((u) => u.body)).toEqual(['List-Unsubscribe=One-Click']);
  });

  it.each([
    ['a tampered signature', '/unsubscribe/bGl2ZUBleGFtcGxlLmNvbQ/forged', 'List-Unsubscribe=One-Click', form, 404],
    ['another body', LINK, 'List-Unsubscribe=Yes', form, 400],
    ['a body that is no form', LINK, '{"List-Unsubscribe":"One-Click"}', { 'content-type': 'application/json' }, 400],
  ])('answers %s with the page and the API\'s 4xx, never a 5xx', async (_label, url, payload, headers, status) => {
    const response = await site.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a body far bigger than one click before the API sees it', async () => {
    const response = await site.app.inject({ method: 'POST', url: LINK, headers: form, payload: `List-Unsubscribe=One-Click&pad=${'x'.repeat(4096)}` });
    expect(response.statusCode).toBe(413);
    expect(api.unsubscribes).toEqual([]);
  });

  it('a path that is not ours is escaped on the way to the API', async () => {
    await site.app.inject({ method: 'POST', url: '/unsubscribe/..%2F..%2Fadmin/signed', headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(api.unsubscribes.map((u) => u.url)).toEqual(['/api/marketing/unsubscribe/..%2F..%2Fadmin/signed']);
  });
});
