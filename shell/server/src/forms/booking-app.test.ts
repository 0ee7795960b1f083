import { startFakeBrandApi, type FakeBrandApi } from '../test-support/fake-brand-api';
import { startSite, type Site } from '../test-support/site-fixture';

const PAGE = '/restaurants/london/greenwich/book';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const FIELDS = { date: '2026-12-19', time: '19:30', covers: '2', slot: '19:45', slotOccasion: '11802', menu: 'a-la-carte', firstName: 'Eve', lastName: 'Forger', email: 'eve@example.com', phoneNumber: '07700 900 999' };

/** The plain booking page as the site server wires it (the brand API faked; the page rendered in the browser here). */
describe('site server: the booking page that works without JavaScript', () => {
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

  it('GET is the page, for nobody to store', async () => {
    const response = await site.app.inject({ url: `${PAGE}?step=times&date=2026-12-19` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['a forged token', { ...FIELDS, formToken: 'forged' }, 403],
    ['no token at all', FIELDS, 403],
    ['nothing the page wrote', { firstName: 'Eve' }, 400],
  ])('a POST with %s is refused with the page again, never a 500, and books nothing', async (_, fields, status) => {
    const response = await site.app.inject({ method: 'POST', url: PAGE, headers: form, payload: new URLSearchParams(fields).toString() });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('a POST for a restaurant we do not have is its page’s 404', async () => {
    const response = await site.app.inject({ method: 'POST', url: '/restaurants/london/nowhere/book', headers: form, payload: 'firstName=Eve' });
    expect(response.statusCode).toBe(404);
  });
});
