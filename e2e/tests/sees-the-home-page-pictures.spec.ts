import type { ContentImage, ContentPage, Job, Menu, Offer, RestaurantLocation } from '@riviere/api-client';
import { expect, expectAccessible, test } from '../support/fixtures';

declare global {
  interface Window {
    lcpEntries?: { tag: string; inHero: boolean; url: string; size: number }[];
  }
}

/** How many widths a srcset offers. */
const widthsIn = (srcset: string | null) => (srcset ?? '').split(',').filter((part) => / \d+w$/.test(part.trim())).length;

test.beforeEach(async ({ page }) => {
  // Every largest-contentful-paint candidate, as the browser reports them (the last one is the LCP).
  await page.addInitScript(() => {
    window.lcpEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string; size: number })[]) {
        window.lcpEntries!.push({
          tag: entry.element?.tagName ?? '',
          inHero: Boolean(entry.element?.closest('.sh-hero')),
          url: entry.url,
          size: entry.size,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
});

for (const [device, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the home page opens on its hero picture, the page\'s largest paint, fetched first', async ({ page }) => {
      await page.goto('/');
      const hero = page.locator('.sh-hero picture img');
      await expect(hero).toHaveCount(1);
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      // The picture has arrived, as AVIF (the browser's first choice), and been painted.
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f]{12}-\d+\.avif$/);
      await expect.poll(() => page.evaluate(() => window.lcpEntries?.at(-1)?.tag)).toBe('IMG');
      const lcp = await page.evaluate(() => window.lcpEntries!.at(-1)!);
      expect(lcp.inHero).toBe(true);
      expect(lcp.url).toMatch(/\/media\/[0-9a-f]{12}-\d+\.avif$/);
      // The heading sits on the picture, readable.
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à Maison Rivière' })).toBeVisible();
      await expectAccessible(page);
    });

    test('every picture on the home page has its size and AVIF, WebP and JPEG at three widths or more', async ({ page }) => {
      await page.goto('/');
      // Bring the lazy ones in.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const images = await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => {
          const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
          const source = (type: string) => picture?.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') ?? null;
          return {
            alt: img.alt,
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loading: img.getAttribute('loading'),
            srcset: img.getAttribute('srcset'),
            avif: source('image/avif'),
            webp: source('image/webp'),
          };
        }),
      );
      // The hero, the two offers' tiles and the kitchen's poster.
      expect(images.length).toBeGreaterThanOrEqual(4);
      for (const image of images) {
        expect(Number(image.width), image.alt).toBeGreaterThan(0);
        expect(Number(image.height), image.alt).toBeGreaterThan(0);
        expect(widthsIn(image.avif), image.alt).toBeGreaterThanOrEqual(3);
        expect(widthsIn(image.webp), image.alt).toBeGreaterThanOrEqual(3);
        expect(widthsIn(image.srcset), image.alt).toBeGreaterThanOrEqual(3);
        expect(image.alt.length).toBeGreaterThan(10);
      }
      expect(images.filter((i) => i.loading === 'eager')).toHaveLength(1);
      for (const tile of images.filter((i) => i.loading !== 'eager')) expect(tile.loading).toBe('lazy');
    });
  });
}

test('every content image the API describes is served from the site, in each format and width, immutable', async ({ page, baseURL }) => {
  const { accessToken } = (await (await page.request.post(`${baseURL}/api/token`, { data: { clearCache: false } })).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': 'local-brand', 'X-Session-Id': crypto.randomUUID() };
  const get = async <T>(path: string) => (await (await page.request.get(`${baseURL}${path}`, { headers })).json()) as T;
  const { restaurants } = await get<{ restaurants: RestaurantLocation[] }>('/api/v1/content/search-restaurants/');
  const { menus } = await get<{ menus: Menu[] }>('/api/v1/content/menus');
  const { jobs } = await get<{ jobs: Job[] }>('/api/jobs?siteId=maison-riviere');
  const home = await get<{ currentPage: ContentPage }>('/api/v1/content/page/home');
  const { offers } = await get<{ offers: Offer[] }>('/api/offer/restaurant/101');
  const pictures: (ContentImage | undefined)[] = [
    ...restaurants.flatMap((r) => r.heroTiles.map((t) => t.picture)),
    ...menus.map((m) => m.picture),
    ...jobs.map((j) => j.picture),
    ...home.currentPage.tiles.filter((t) => t.imageUrl).map((t) => t.picture),
    ...offers.filter((o) => o.imageUrl).map((o) => o.picture),
  ];
  expect(pictures.length).toBeGreaterThan(70);
  const urls = new Set<string>();
  for (const picture of pictures) {
    expect(picture).toBeDefined();
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(picture!.sources[format].length).toBeGreaterThanOrEqual(3);
      for (const variant of picture!.sources[format]) urls.add(variant.url);
    }
  }
  const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as Record<string, string>;
  for (const url of urls) {
    const response = await page.request.head(`${baseURL}${url}`);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe(types[url.slice(url.lastIndexOf('.') + 1)]);
    expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
});
