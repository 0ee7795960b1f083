import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The booking date picker is a WAI-ARIA date picker dialog: the grid is one Tab stop, arrows,
 * Home/End and Page Up/Down move the focused day, Enter or Space picks it, Esc closes it and
 * focus goes back to the calendar button. On a phone and on a desktop.
 */
const LONG = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (iso: string) => LONG.format(new Date(`${iso}T12:00:00Z`)).replace(',', '');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const display = (iso: string) => iso.split('-').reverse().join('/');
/** The same day a month on, kept inside the month. */
function nextMonth(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last), 12)).toISOString().slice(0, 10);
}

/** The party step of the booking modal for a restaurant, the date field showing `iso`. */
async function partyStep(page: Page, iso: string): Promise<Locator> {
  await page.goto('/#booking');
  const dialog = page.getByRole('dialog', { name: 'Book a Table' });
  await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Windsor' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const date = dialog.getByLabel('Date', { exact: true });
  await date.fill(display(iso));
  await date.press('Tab');
  return dialog;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor picks a date from the calendar with the keyboard alone', async ({ page }) => {
      // A Wednesday four weeks on, early in its month, so every move below stays within bookable days.
      let start = addDays(new Date().toISOString().slice(0, 10), 28);
      while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 3 || Number(start.slice(8)) > 20) start = addDays(start, 1);
      const dialog = await partyStep(page, start);
      const toggle = dialog.getByRole('button', { name: 'Choose date from a calendar' });
      await toggle.focus();
      await page.keyboard.press('Enter');

      const calendar = page.getByRole('dialog', { name: 'Choose a date' });
      await expect(calendar.getByRole('button', { name: longDate(start) })).toBeFocused();
      await expect(calendar.locator('.bk-calendar__grid button[tabindex="0"]')).toHaveCount(1);
      await expectAccessible(page);

      const moves: [string, string][] = [
        ['ArrowRight', addDays(start, 1)],
        ['ArrowDown', addDays(start, 8)],
        ['ArrowLeft', addDays(start, 7)],
        ['ArrowUp', start],
        ['Home', addDays(start, -2)], // Monday
        ['End', addDays(start, 4)], // Sunday
      ];
      for (const [key, iso] of moves) {
        await page.keyboard.press(key);
        await expect(calendar.getByRole('button', { name: longDate(iso) })).toBeFocused();
      }
      const sunday = addDays(start, 4);
      await page.keyboard.press('PageDown');
      await expect(calendar.getByRole('button', { name: longDate(nextMonth(sunday)) })).toBeFocused();
      await page.keyboard.press('PageUp');
      await expect(calendar.getByRole('button', { name: longDate(sunday) })).toBeFocused();

      // Tab leaves the grid for the month buttons and comes back round: one stop in the grid.
      await page.keyboard.press('Tab');
      await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(calendar.getByRole('button', { name: longDate(sunday) })).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(display(sunday));
      await expect(toggle).toBeFocused();

      // Esc closes without picking; Space picks.
      await page.keyboard.press('Enter');
      await expect(calendar.getByRole('button', { name: longDate(sunday) })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Book a Table' })).toBeVisible();
      await expect(toggle).toBeFocused();
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(display(sunday));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Space');
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(display(addDays(sunday, -1)));
      await expectAccessible(page);
    });
  });
}
