import fs from 'node:fs';
import path from 'node:path';
import type { Job, Menu, Offer } from '@riviere/api-client';
import type { Locator, Page } from '@playwright/test';
import { ROOT } from '../support/stack';
import { expect, test } from '../support/fixtures';

/** The seed the brand API starts from: which menu, offer and job to open is read from it. */
const seed = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed', file), 'utf8')) as T;
const menus = seed<Menu[]>('menus.json');
const offer = seed<Offer[]>('offers.json').find((o) => o.slug === '2-for-1-mains')!;
const job = seed<Job[]>('jobs.json')[0]!;
const menu = menus[0]!;

/** How many widths a srcset offers. */
const widthsIn = (srcset: string | null) => (srcset ?? '').split(',').filter((part) => / \d+w$/.test(part.trim())).length;

/**
 * The `<picture>` around `img`: AVIF, WebP and JPEG sources at three widths or more, a size of its
 * own, and the image itself arrived (scrolled to, if it waits to be) and decoded.
 */
async function expectLoadedPicture(img: Locator, loading: 'eager' | 'lazy') {
  await expect(img).toHaveAttribute('loading', loading);
  const picture = await img.evaluate((el: HTMLImageElement) => {
    const parent = el.parentElement!;
    const srcset = (type: string) => parent.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') ?? null;
    return { tag: parent.tagName, avif: srcset('image/avif'), webp: srcset('image/webp'), jpeg: el.getAttribute('srcset'), width: el.getAttribute('width'), height: el.getAttribute('height') };
  });
  expect(picture.tag).toBe('PICTURE');
  expect(widthsIn(picture.avif)).toBeGreaterThanOrEqual(3);
  expect(widthsIn(picture.webp)).toBeGreaterThanOrEqual(3);
  expect(widthsIn(picture.jpeg)).toBeGreaterThanOrEqual(3);
  expect(Number(picture.width)).toBeGreaterThan(0);
  expect(Number(picture.height)).toBeGreaterThan(0);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // The browser's first choice: AVIF.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/[0-9a-f]{12}-\d+\.avif$/);
}

/** Layout shifts on the page so far (the pictures' boxes are there before them: none). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

for (const [device, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the menus list shows each menu with its picture', async ({ page }) => {
      await page.goto('/our-menu');
      const cards = page.locator('article.mm-menu');
      await expect(cards).toHaveCount(menus.length);
      for (const m of menus) {
        const card = page.getByRole('article', { name: m.name, exact: true });
        await expectLoadedPicture(card.locator('picture img'), 'lazy');
      }
    });

    test('a menu\'s page opens on its picture, fetched first', async ({ page }) => {
      await page.goto(`/our-menu/${menu.id}`);
      await expect(page.getByRole('heading', { level: 1, name: menu.name })).toBeVisible();
      await expectLoadedPicture(page.locator('.mm-page__header picture img'), 'eager');
      expect(await shifts(page)).toBeLessThan(0.01);
    });

    test('the offer\'s page opens on its picture, fetched first', async ({ page }) => {
      await page.goto(`/offer/${offer.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
      await expectLoadedPicture(page.locator('.mk-offer picture img'), 'eager');
      expect(await shifts(page)).toBeLessThan(0.01);
    });

    test('a job\'s page opens on its category\'s picture, and the search shows each job\'s', async ({ page }) => {
      await page.goto(`/careers/job/${job.jobId}`);
      await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
      await expectLoadedPicture(page.locator('.cr-job picture img'), 'eager');
      expect(await shifts(page)).toBeLessThan(0.01);

      await page.goto('/careers/job-search');
      const first = page.locator('.cr-card').first();
      await expect(first).toBeVisible();
      await expectLoadedPicture(first.locator('picture img'), 'lazy');
    });
  });
}
