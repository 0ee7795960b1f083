import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Every page is set in the brand's typefaces — Playfair Display for headings, Source Sans 3 for
 * the text — served by the site itself (immutable, under a content hash) and preloaded from the
 * page's head. A visitor whose fonts arrive late reads the page in the metric-matched fallback
 * first, and nothing moves when the brand faces replace it: measured with every font file held
 * back until the page has painted.
 */

declare global {
  interface Window {
    /** Layout shifts the visitor did not cause, summed (what Core Web Vitals counts as CLS). */
    layoutShift?: number;
  }
}

/** Holds every font file until `release()`. */
async function holdFonts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.woff2$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('the page preloads its typefaces from the site itself, and sets headings and text in them', async ({ page, baseURL }) => {
  const fonts: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  await page.goto('/restaurants/london/greenwich');
  const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.getAttribute('type'), l.hasAttribute('crossorigin')]));
  expect(preloads).toEqual([
    [expect.stringMatching(/^\/assets\/playfair-display-latin-700-normal\.[0-9a-f]+\.woff2$/), 'font/woff2', true],
    [expect.stringMatching(/^\/assets\/source-sans-3-latin-400-normal\.[0-9a-f]+\.woff2$/), 'font/woff2', true],
  ]);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const used = await page.evaluate(() => ({
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    text: getComputedStyle(document.body).fontFamily,
    loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
  }));
  expect(used.heading).toMatch(/^"?Playfair Display"?,/);
  expect(used.text).toMatch(/^"?Source Sans 3"?,/);
  expect(used.loaded).toEqual(expect.arrayContaining(['Playfair Display 700', 'Source Sans 3 400']));
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(new URL(font.url).origin).toBe(new URL(baseURL).origin);
    expect(font.cacheControl).toBe('public, max-age=31536000, immutable');
  }
});

for (const [device, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const path of ['/', '/restaurants/london/greenwich', '/our-menu', '/careers/job/MR-1001']) {
      test(`${path}: nothing moves when the typefaces arrive after the page has painted`, async ({ page }) => {
        await page.addInitScript(() => {
          window.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const fonts = await holdFonts(page);
        // Not until 'load': the page's load event waits for its preloads, the held fonts among them.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The page has painted in the fallback faces and its remotes have hydrated (each took its
        // state block): the shifts so far are not the fonts'.
        await expect(page.locator('script[id^="remote-state-"]')).toHaveCount(0);
        const before = await page.evaluate(() => window.layoutShift ?? 0);
        const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();

        await fonts.release();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Playfair Display"') && document.fonts.check('16px "Source Sans 3"'))).toBe(true);
        const shift = (await page.evaluate(() => window.layoutShift ?? 0)) - before;
        const after = await page.getByRole('heading', { level: 1 }).first().boundingBox();

        expect(Math.abs(after!.y - heading!.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(after!.height - heading!.height)).toBeLessThanOrEqual(1);
        expect(shift).toBeLessThanOrEqual(0.01);
        test.info().annotations.push({ type: 'measured', description: `layout shift when the fonts arrived: ${shift.toFixed(4)}` });
      });
    }
  });
}
