import { expect, test } from '../support/fixtures';

/**
 * Every redirect rule of spec §2 against the running site server: [old address, where it moves].
 * The stack sets SISTER_BRAND_URL to https://sister-brand.example.
 */
const MOVED: Array<[string, string]> = [
  ['//find-us', '/find-us'],
  ['/our-menu/', '/our-menu'],
  ['/find-us/?q=bath', '/find-us?q=bath'],
  ['/bistro-brasserie/greenwich', '/restaurants/london/greenwich'],
  ['/BISTRO-BRASSERIE/Greenwich/', '/restaurants/london/greenwich'],
  ['/bistro-brasserie/wellington-street', '/restaurants/london/covent-garden'],
  ['/bistro-brasserie/wellington-street/menu', '/restaurants/london/covent-garden/menu'],
  ['/bistro-brasserie/bath', '/restaurants/bath/bath'],
  ['/bistro-brasserie/bath/about', '/restaurants/bath/bath/about'],
  ['/bistro-brasserie/london/victoria/book-now?covers=4', '/restaurants/london/victoria/book-now?covers=4'],
  ['/book-a-table', '/#booking'],
  ['/book-now', '/#booking'],
  ['/Booking/?utm_source=mail', '/?utm_source=mail#booking'],
  ['/content/allergens-winter.pdf', '/menu'],
  ['/bistro-brasserie/st-pauls', 'https://sister-brand.example'],
  ['/bistro-brasserie/london/st-pauls', 'https://sister-brand.example'],
  ['/offers?campaignId=cmp-2241', '/offer/2-for-1-mains'],
  ['/offer?cid=cmp-2242&utm_medium=email', '/offer/2-for-1-mains-bb?utm_medium=email'],
];

test.describe('old links move permanently (301)', () => {
  for (const [from, to] of MOVED) {
    test(`${from} → ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      if (to.startsWith('/')) {
        // The new address is where the visitor stays: no second hop, no loop.
        const landed = await request.get(`${baseURL}${to.replace(/#.*$/, '')}`, { maxRedirects: 0 });
        expect(landed.status()).not.toBe(301);
      }
    });
  }

  test('a moved restaurant link lands on the page in the browser, with the query kept', async ({ page }) => {
    await page.goto('/bistro-brasserie/bath/?utm_source=leaflet');
    await expect(page).toHaveURL(/\/restaurants\/bath\/bath\?utm_source=leaflet$/);
  });

  test('the current addresses are left alone', async ({ request, baseURL }) => {
    for (const path of ['/', '/our-menu', '/restaurants/london/st-pauls', '/offer/2-for-1-mains', '/menu']) {
      expect((await request.get(`${baseURL}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });
});
