import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The offline map's pins (no Maps key in the local stack): links, one per restaurant on the map. */
const pins = (page: Page) => page.getByRole('list', { name: 'Restaurants on the map' }).getByRole('link');

/** Tabs forward until a pin has focus, as a keyboard visitor would, and gives its name. */
async function tabToFirstPin(page: Page): Promise<string> {
  for (let press = 0; press < 120; press += 1) {
    await page.keyboard.press('Tab');
    const onPin = await page.evaluate(() => Boolean(document.activeElement?.closest('.fd-outline-map__pins')));
    if (onPin) return page.evaluate(() => document.activeElement?.textContent ?? '');
  }
  throw new Error('no pin on the map took focus');
}

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`the map at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor searching Bath sees every result pinned on a map of Britain and reaches a restaurant from its pin by keyboard', async ({ page }) => {
      await page.goto('/find-us?q=Bath');
      await page.locator('.fd-card__name').first().waitFor();
      const names = await page.locator('.fd-card__name').allTextContents();
      const map = page.getByTestId('outline-map');
      await expect(map.locator('svg path').first()).toBeAttached();
      await expect(map.getByText('Bristol', { exact: true })).toBeVisible();
      await expect(pins(page)).toHaveText(names);
      await expect(page.getByText('The map is not available here.')).toHaveCount(0);
      await expectAccessible(page);

      await page.locator('body').focus();
      const pin = await tabToFirstPin(page);
      expect(pin).toBe(names[0]);
      await expect(page.locator(':focus')).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/restaurants\/bath\/bath$/);
      await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
    });

    test('on a restaurant page the map shows its pin, named, in its region, and the pin opens directions', async ({ page }) => {
      await page.goto('/restaurants/bath/bath');
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
      const map = page.getByTestId('outline-map');
      await map.scrollIntoViewIfNeeded();
      await expect(pins(page)).toHaveCount(1);
      const pin = pins(page).first();
      await expect(pin).toHaveAccessibleName('Get directions to Maison Rivière Bath (opens in a new tab)');
      await expect(pin).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=51\.39334,-2\.35502$/);
      await expect(pin).toHaveAttribute('target', '_blank');
      await expect(map.getByText('Maison Rivière Bath', { exact: true })).toBeVisible();
      await expect(map.getByText('Bristol', { exact: true })).toBeVisible();
      await pin.focus();
      await expect(pin).toBeFocused();
      await expectAccessible(page);
    });
  });
}
