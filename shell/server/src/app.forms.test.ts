import { signFormToken } from '@riviere/app-token';
import { startFakeBrandApi, TEST_SECRET, type FakeBrandApi } from './test-support/fake-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('site server: the plain contact and group forms, as wired into the app', () => {
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

  it.each(['/contact', '/group-bookings'])('GET %s is a page nobody stores (it carries a form token)', async (url) => {
    const response = await site.app.inject({ url });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a forged token', '/contact', 'form-token=forged&firstName=A'],
    ['no body at all', '/group-bookings', ''],
    ['a good token the brand API cannot take', '/contact', `form-token=${encodeURIComponent(signFormToken(TEST_SECRET, 'contact'))}&firstName=A`],
  ])('POST with %s answers a page, never a 500', async (_label, url, payload) => {
    const response = await site.app.inject({ method: 'POST', url, headers: FORM, payload });
    expect(response.statusCode).not.toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
