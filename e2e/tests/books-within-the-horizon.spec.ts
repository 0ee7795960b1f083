import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The dates a visitor can book: today up to the brand's booking horizon (180 days ahead). A date
 * outside them stops the search and says why; a search that lists restaurants selects the first
 * slot (spec §4). On a phone and on a desktop.
 */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const display = (iso: string) => iso.split('-').reverse().join('/');

async function partyStep(page: Page, restaurant: string): Promise<Locator> {
  await page.goto('/#booking');
  const dialog = page.getByRole('dialog', { name: 'Book a Table' });
  await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: restaurant });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('Date', { exact: true })).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a past date stops the search, says why and keeps focus on the date', async ({ page }) => {
      const dialog = await partyStep(page, 'Reigate');
      const date = dialog.getByLabel('Date', { exact: true });
      await date.fill(display(addDays(londonToday(), -1)));
      await dialog.getByRole('button', { name: 'Check availability' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please enter a date as dd/mm/yyyy, today or later.');
      await expect(date).toBeFocused();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('button', { name: /^Continue with|^Choose a time/ })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a date beyond the booking horizon is refused, saying until when tables can be booked', async ({ page }) => {
      const dialog = await partyStep(page, 'Reigate');
      const date = dialog.getByLabel('Date', { exact: true });
      await date.fill(display(addDays(londonToday(), 200)));
      await date.press('Tab');
      await dialog.getByRole('button', { name: 'Check availability' }).click();
      // The brand API refuses it; the date field says so and keeps focus, the search stops.
      await expect(dialog.getByRole('alert')).toHaveText(/^Tables can be booked up to 180 days ahead, until \w+day \d+ \w+ \d{4}\. Please choose an earlier date\.$/);
      await expect(date).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Check availability' })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a search that lists restaurants selects the first slot, and the visitor can choose another', async ({ page }) => {
      const dialog = await partyStep(page, 'Covent Garden');
      const date = dialog.getByLabel('Date', { exact: true });
      await date.fill(display(addDays(londonToday(), 30)));
      await date.press('Tab');
      // Before the first sitting: no exact match, so a list of times.
      await dialog.getByLabel('Time', { exact: true }).selectOption('09:00');
      await dialog.getByRole('button', { name: 'Check availability' }).click();
      const slots = dialog.locator('.bk-slot');
      await expect(slots.first()).toHaveAttribute('aria-pressed', 'true');
      const first = (await slots.first().textContent())!.trim();
      await expect(dialog.getByRole('button', { name: `Continue with ${first}` })).toBeEnabled();
      await expect(dialog.locator('.bk-slot[aria-pressed="true"]')).toHaveCount(1);
      await expectAccessible(page);

      await slots.nth(1).click();
      const second = (await slots.nth(1).textContent())!.trim();
      await expect(slots.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('button', { name: `Continue with ${second}` })).toBeEnabled();
    });
  });
}
