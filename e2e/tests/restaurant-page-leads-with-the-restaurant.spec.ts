import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

declare global {
  interface Window {
    lcpCandidates?: { inHero: boolean; tag: string; url: string }[];
    layoutShift?: number;
  }
}

const PAGE = '/restaurants/bath/bath';

/** How many widths a srcset offers. */
const widthsIn = (srcset: string | null) => (srcset ?? '').split(',').filter((part) => / \d+w$/.test(part.trim())).length;

/** How far the page can be scrolled sideways (0: it fits the screen). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page }) => {
  // Every largest-contentful-paint candidate (the last is the page's LCP) and the layout shifts the visitor did not cause.
  await page.addInitScript(() => {
    window.lcpCandidates = [];
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        window.lcpCandidates!.push({ tag: entry.element?.tagName ?? '', inHero: Boolean(entry.element?.closest('.fd-hero')), url: entry.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

for (const [device, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a restaurant page opens on its front: a <picture> in AVIF, WebP and JPEG at three widths or more, the page’s largest paint', async ({ page }) => {
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
      const hero = page.locator('.fd-hero picture img');
      await expect(hero).toHaveCount(1);
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      const sources = await hero.evaluate((img: HTMLImageElement) => {
        const srcset = (type: string) => img.parentElement?.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') ?? null;
        return { parent: img.parentElement?.tagName, avif: srcset('image/avif'), webp: srcset('image/webp'), jpeg: img.getAttribute('srcset') };
      });
      expect(sources.parent).toBe('PICTURE');
      expect(widthsIn(sources.avif)).toBeGreaterThanOrEqual(3);
      expect(widthsIn(sources.webp)).toBeGreaterThanOrEqual(3);
      expect(widthsIn(sources.jpeg)).toBeGreaterThanOrEqual(3);

      // It arrives as AVIF, the browser's first choice, and is the largest thing painted.
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f]{12}-\d+\.avif$/);
      await expect.poll(() => page.evaluate(() => window.lcpCandidates?.at(-1)?.tag)).toBe('IMG');
      const lcp = await page.evaluate(() => window.lcpCandidates!.at(-1)!);
      expect(lcp.inHero).toBe(true);
      expect(lcp.url).toMatch(/\/media\/[0-9a-f]{12}-\d+\.avif$/);

      // Its box had its shape before it arrived: nothing moved.
      expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.01);
    });

    test('a restaurant page has one "Book a table" heading, after the restaurant’s name, address and status', async ({ page }) => {
      await page.goto(PAGE);
      const name = page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' });
      await expect(name).toBeVisible();
      const booking = page.getByRole('heading', { name: 'Book a table', exact: true });
      await expect(booking).toHaveCount(1);
      await expect(booking).toBeVisible();
      const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
      const hero = page.locator('.fd-hero');
      await expect(hero.getByText('12 Lantern Walk')).toBeVisible();
      await expect(hero.getByTestId('status-restaurant')).toHaveText(/^(Open|Closed)/);
      expect(await top(hero.locator('picture'))).toBeLessThan(await top(name));
      expect(await top(hero.getByTestId('status-restaurant'))).toBeLessThan(await top(booking));
      // Then hours, menus, the map and the story.
      const order = await Promise.all(['Opening hours', 'Menus', 'Find us', 'About Maison Rivière Bath'].map((h) => top(page.getByRole('heading', { level: 2, name: h, exact: true }))));
      expect(order.every((y) => y > 0)).toBe(true);
      expect(Math.min(...order)).toBeGreaterThan(await top(booking));
      await expectAccessible(page);
    });
  });
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('nothing on a restaurant page reaches past the screen’s edge', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    // The front runs to the screen's edges, no further.
    const box = (await page.locator('.fd-hero picture').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Everything in, the dining room too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const room = page.locator('.fd-about picture img');
    await expect.poll(() => room.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the restaurant page arrives with its front picture from the server', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
    const hero = page.locator('.fd-hero picture img');
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Book a table', exact: true })).toHaveCount(1);
  });
});
