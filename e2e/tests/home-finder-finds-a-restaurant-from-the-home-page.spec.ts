import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

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

/** Where the finder and its location option sit, relative to the finder, in px. */
interface FinderLayout {
  hidden: boolean;
  height: number;
  locate: { x: number; y: number; width: number; height: number };
}

test.describe('with the browser\'s location', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.3811, longitude: -2.359 } });

  test('\'Use my location\' appears once the page runs, in the place its server HTML kept, and opens the finder on the restaurants nearest', async ({ page }) => {
    const layout = () => {
      const finder = document.querySelector('.sh-finder')!.getBoundingClientRect();
      const option = document.querySelector<HTMLElement>('.sh-finder__locate')!;
      const locate = option.getBoundingClientRect();
      return { hidden: option.hidden, height: finder.height, locate: { x: locate.x - finder.x, y: locate.y - finder.y, width: locate.width, height: locate.height } };
    };
    // The server's HTML, laid out with the first stylesheet, before the shell's script hydrates it.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => { window.finderBefore = (${layout.toString()})(); });`);
    await page.goto('/');
    const locate = page.getByRole('button', { name: 'Use my location' });
    await expect(locate).toBeVisible();
    await expect(locate).toBeEnabled();
    const before = await page.evaluate(() => (window as unknown as { finderBefore: FinderLayout }).finderBefore);
    const after = await page.evaluate(layout);
    expect(before.hidden).toBe(true);
    expect(after.hidden).toBe(false);
    // Nothing moved or grew: the option had its box all along (within a pixel: the typefaces may
    // arrive in between, their fallbacks' metrics matched to them).
    for (const [name, value] of [['height', after.height - before.height], ...Object.entries(after.locate).map(([key, v]) => [key, v - before.locate[key as keyof FinderLayout['locate']]] as const)] as const) {
      expect(Math.abs(value), name).toBeLessThanOrEqual(1);
    }

    await locate.click();
    await expect(page).toHaveURL(/\/find-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeVisible();
    // The position was handed over, not put in the address: the finder searched from it at once.
    await expect(page.getByRole('heading', { level: 2, name: /restaurants? near your location/ })).toBeVisible();
    expect((await resultNames(page))[0]).toMatch(/Bath|Widcombe/);
  });
});
