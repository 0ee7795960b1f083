import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/** Whether the element is what a visitor sees at its centre (not under the sticky header or off screen). */
async function expectUncovered(page: Page, element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return seen !== null && (seen === el || el.contains(seen));
    }))
    .toBe(true);
}

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`the home page hero's Book a table at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const how of ['mouse', 'keyboard'] as const) {
      test(`by ${how}, it takes the visitor to the booking strip below and starts it, without a modal`, async ({ page }) => {
        await page.goto('/');
        const area = page.locator('#booking-area');
        const start = area.locator('[data-booking-start]');
        await expect(start).toBeAttached();
        // The strip arrives in the server's HTML; the hero's link takes the visitor to it once the
        // page is live (mf-booking has taken the strip over and spent its state block).
        await expect(page.locator('#remote-state-mf-booking-booking-strip')).toHaveCount(0);
        const hero = page.getByRole('main').getByRole('link', { name: 'Book a table' });
        if (how === 'mouse') {
          await hero.click();
        } else {
          await hero.focus();
          await page.keyboard.press('Enter');
        }
        await expect(start).toBeFocused();
        await expect(start).toBeInViewport();
        await expectUncovered(page, start);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectAccessible(page);
      });
    }
  });
}
