import { gunzipSync } from 'node:zlib';
import { startFakeBrandApi, type FakeBrandApi } from './test-support/fake-brand-api';
import { SITE_URL, startSite, type Site } from './test-support/site-fixture';
import { SHARED_PAGE } from './static/cache-policy';

/** The JSON of the `<script>` block with this opening tag. */
function scriptJson(html: string, openingTag: string): unknown {
  const start = html.indexOf(openingTag);
  if (start < 0) throw new Error(`no ${openingTag}`);
  const from = start + openingTag.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from)));
}

describe('site server: pages and shell files', () => {
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

  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', 'Maison Rivière'],
    ['/our-menu', 'Menus | Maison Rivière'],
    ['/restaurants/bath/bath', 'Maison Rivière Bath | Maison Rivière'],
    ['/restaurants/london/greenwich/book-now', 'Book a table at Maison Rivière Greenwich | Maison Rivière'],
    ['/faqs', 'FAQs | Maison Rivière'],
    ['/careers/job/MR-1001?utm_source=mail', 'Job | Maison Rivière'],
  ])('GET %s is the shell with the title "%s"', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SHARED_PAGE);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain('<script defer src="/main.0123456789.js"></script>');
  });

  it('injects description, canonical URL and Open Graph, replacing the template description', async () => {
    const { body } = await get('/our-menu?from=nav');
    expect(body).toContain('<meta name="description" content="Our à la carte, prix fixe and kids menus">');
    expect(body).not.toContain('from the template');
    expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/our-menu">`);
    expect(body).toContain('<meta property="og:title" content="Menus | Maison Rivière">');
    expect(body).toContain('<meta property="og:description" content="Our à la carte, prix fixe and kids menus">');
    expect(body).toContain(`<meta property="og:url" content="${SITE_URL}/our-menu">`);
    expect(body).toContain('<meta property="og:type" content="website">');
    expect(body).toContain('<meta property="og:site_name" content="Maison Rivière">');
    expect(body.indexOf('id="app-config"')).toBeLessThan(body.indexOf('</head>'));
  });

  it('gives a restaurant page JSON-LD Restaurant (hours, booking page, menus) and its canonical URL, even without the city', async () => {
    const { body, statusCode } = await get('/restaurants/greenwich');
    expect(statusCode).toBe(200);
    expect(body).toContain(`<link rel="canonical" href="${SITE_URL}/restaurants/london/greenwich">`);
    expect(scriptJson(body, '<script type="application/ld+json">')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Maison Rivière Greenwich',
      url: `${SITE_URL}/restaurants/london/greenwich`,
      telephone: '01632 960118',
      address: { '@type': 'PostalAddress', streetAddress: '3 Cutty Sark Gardens', addressLocality: 'London', postalCode: 'SE10 9HT', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.4826, longitude: -0.0077 },
      servesCuisine: 'French',
      acceptsReservations: `${SITE_URL}/restaurants/london/greenwich/book-now`,
      hasMenu: `${SITE_URL}/restaurants/london/greenwich/menu`,
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '12:00', closes: '22:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00', description: 'Christmas Day' },
      ],
      brand: { '@type': 'Brand', name: 'Maison Rivière' },
    });
  });

  it('gives the home page JSON-LD Organization', async () => {
    const { body } = await get('/');
    expect(scriptJson(body, '<script type="application/ld+json">')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Rivière',
      url: `${SITE_URL}/`,
      email: 'hello@maison-riviere.example',
      sameAs: ['https://instagram.example.com/maisonriviere'],
    });
  });

  it('injects the page configuration as a JSON data block, with no app token (the browser asks for one)', async () => {
    const { body } = await get('/find-us');
    expect(scriptJson(body, '<script type="application/json" id="app-config">')).toEqual({
      brandKey: 'local-brand',
      siteName: 'Maison Rivière',
      apiBase: '',
    });
  });

  it('answers an unknown restaurant with the shell and a 404 that search engines skip', async () => {
    const response = await get('/restaurants/london/atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found | Maison Rivière</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it.each([
    ['/booking/MR1/live', 200],
    ['/booking/MR1/gone', 200],
    ['/booking/MR1/forged', 404],
  ])('answers a guest\'s manage link %s with %i (a tampered link is a 404; a cancelled booking still has its page)', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('serves /index.html as the home page, never the raw template', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Maison Rivière</title>');
    expect(response.headers['cache-control']).toBe(SHARED_PAGE);
  });

  it.each([
    ['/?step=slot&restaurant=3&date=2027-02-10&time=19:30&covers=2', 'private, no-store'],
    ['/restaurants/bath/bath/book-now?step=details&restaurant=3', 'private, no-store'],
    ['/?restaurant=3&date=2027-02-10&time=19:30&covers=2', SHARED_PAGE],
  ])('serves a page at %s (a booking journey in its query is one guest\'s) with Cache-Control "%s"', async (url, cacheControl) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    ['/main.0123456789.js', 'public, max-age=31536000, immutable', 'application/javascript; charset=utf-8'],
    ['/styles.abcdef1234.css', 'public, max-age=31536000, immutable', 'text/css; charset=utf-8'],
    ['/assets/hero.0a1b2c3d4e.jpg', 'public, max-age=31536000, immutable', 'image/jpeg'],
    ['/fonts/3b4f5e6a7c8d9e0f.woff2', 'public, max-age=31536000, immutable', 'font/woff2'],
    ['/shell-notes.txt', 'no-cache', 'text/plain; charset=utf-8'],
    ['/mf-manifest.json', 'no-cache', 'application/json; charset=utf-8'],
  ])('serves %s with Cache-Control "%s"', async (url, cacheControl, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['content-type']).toBe(type);
  });

  it.each([
    '/missing.0123456789.js',
    '/missing.png',
    '/assets/nothing/here.css',
    '/api',
    '/cdg',
    '/remotes',
    '/remotes/',
    '/.env',
    '/../package.json',
  ])('answers %s with a 404, not the shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.body).not.toContain('<div id="root">');
  });

  it.each(['/%E0%A4%A.js', '/restaurants/%E0%A4%A', '/remotes/%E0%A4%A'])('answers the malformed %s with a 400, never a 500', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers HEAD for a page without a body', async () => {
    const response = await site.app.inject({ method: 'HEAD', url: '/our-menu' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('compresses HTML, JS and JSON but not images', async () => {
    const page = await get('/', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>Maison Rivière</title>');
    expect((await get('/main.0123456789.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/hero.0a1b2c3d4e.jpg', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers /health with the brand data state', async () => {
    const response = await get('/health');
    expect(response.json()).toEqual({ status: 'ok', brandData: 'ready' });
  });

  it.each(['/', '/main.0123456789.js', '/release.json', '/health', '/nothing.js'])('sends the security headers on %s', async (url) => {
    const { headers } = await get(url);
    expect(headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('site server: templates', () => {
  let api: FakeBrandApi;
  beforeAll(async () => {
    api = await startFakeBrandApi({ settings: { site_name: 'Bistro </script><script>alert(1)</script> & "Co"' } });
  });
  afterAll(() => api.close());

  it('works before the shell is built, with a built-in template', async () => {
    const site = await startSite({ brandApiUrl: api.url, shellFiles: {} });
    try {
      const response = await site.app.inject('/our-menu');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<!doctype html>/);
      expect(response.body).toContain('The site shell has not been built yet.');
      expect(response.body).toContain('<link rel="canonical"');
    } finally {
      await site.close();
    }
  });

  it('escapes everything it injects', async () => {
    const site = await startSite({ brandApiUrl: api.url });
    try {
      const { body } = await site.app.inject('/');
      expect(body).toContain('<title>Bistro &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</title>');
      expect(body).not.toContain('<script>alert(1)');
      expect(body).toContain('"siteName":"Bistro \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\"Co\\""');
      const config = scriptJson(body, '<script type="application/json" id="app-config">') as { siteName: string };
      expect(config.siteName).toBe('Bistro </script><script>alert(1)</script> & "Co"');
    } finally {
      await site.close();
    }
  });
});
