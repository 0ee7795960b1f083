import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

declare global {
  interface Window {
    finderShifts?: number;
  }
}

const finderBox = (page: Page) => page.getByRole('searchbox', { name: 'Postcode or town' });

/** The names on the finder's result cards, once its list is there. */
async function resultNames(page: Page): Promise<string[]> {
  await page.locator('.fd-card__name').first().waitFor();
  return page.locator('.fd-card__name').allTextContents();
}

for (const [device, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a guest finds the nearest restaurants from the home page', async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Find your nearest' });
      await expect(section).toBeVisible();
      // Right under the hero, in the first screen.
      const box = (await section.boundingBox())!;
      expect(box.y).toBeLessThan(viewport.height);
      await expectAccessible(page);

      await finderBox(page).fill('Bath');
      await finderBox(page).press('Enter');
      await expect(page).toHaveURL(/\/find-us\?q=Bath$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeVisible();
      expect(await resultNames(page)).toContain('Maison Rivière Bath');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page\'s finder is a plain form that reaches the results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeHidden();
    await finderBox(page).fill('Bath');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page).toHaveURL(/\/find-us\?q=Bath$/);
    expect(await resultNames(page)).toContain('Maison Rivière Bath');
  });
});

test.describe('with the browser\'s location', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.3811, longitude: -2.359 } });

  test('\'Use my location\' appears once the page runs, without moving anything, and opens the finder', async ({ page }) => {
    await page.addInitScript(() => {
      window.finderShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
          const inFinder = entry.sources.some(({ node }) => node instanceof Element && Boolean(node.closest('.sh-finder')));
          if (inFinder) window.finderShifts! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const locate = page.getByRole('button', { name: 'Use my location' });
    await expect(locate).toBeVisible();
    await expect(locate).toBeEnabled();
    expect(await page.evaluate(() => window.finderShifts)).toBe(0);

    await locate.click();
    await expect(page).toHaveURL(/\/find-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeVisible();
  });
});
