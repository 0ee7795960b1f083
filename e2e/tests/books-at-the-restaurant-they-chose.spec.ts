import fs from 'node:fs';
import path from 'node:path';
import type { RestaurantLocation } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The booking widget keeps the guest's restaurant and time (issue 23). Bath Widcombe is closed on
 * Tuesdays: its calendar marks them closed and the date field says so, instead of switching the
 * guest to another restaurant at another time. The restaurant list is grouped by town and names
 * each restaurant without the brand, so typing a town's letters finds it.
 */
const restaurants = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/restaurants.json'), 'utf8')) as RestaurantLocation[];
const widcombe = restaurants.find((r) => r.slug === 'bath-widcombe')!;

/** The first such weekday (0 = Sunday) at least three weeks ahead, as the date field takes it (dd/mm/yyyy). */
function weekdayAhead(weekday: number): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  const [y, m, d] = day.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('on Bath Widcombe’s page, a Tuesday is closed: the calendar marks it, the field says so, the restaurant and time stay', async ({ page }) => {
  expect(widcombe.openingHours.tuesdayOpen?.toLowerCase()).toBe('closed');
  await page.goto(`/restaurants/${widcombe.city}/${widcombe.slug}`);
  const strip = page.locator('#booking-area');
  // The page's booking row is Widcombe's: Find a table is ready for it.
  await expect(strip.getByRole('button', { name: 'Find a table' })).toBeEnabled();

  // The calendar: next month's Tuesdays are named closed and cannot be picked; the note says why.
  await strip.getByRole('button', { name: 'Choose date from a calendar' }).click();
  const calendar = strip.getByRole('dialog', { name: 'Choose a date' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const tuesday = calendar.getByRole('button', { name: /^Tuesday \d+ \w+ \d{4}, closed$/ }).first();
  await expect(tuesday).toHaveAttribute('aria-disabled', 'true');
  await expect(calendar.getByText('Maison Rivière Bath Widcombe is closed on Tuesdays.')).toBeVisible();
  await expect(calendar.getByRole('button', { name: /^Wednesday \d+ \w+ \d{4}$/ }).first()).not.toHaveAttribute('aria-disabled');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Typed: Tuesday at 19:30 for 2 is refused in words, with the restaurant and the time kept.
  const date = strip.getByLabel('Date', { exact: true });
  await date.fill(weekdayAhead(2));
  await date.press('Tab');
  await expect(strip.getByRole('alert')).toHaveText('Maison Rivière Bath Widcombe is closed on Tuesdays. Please choose another day.');
  await strip.getByLabel('Time', { exact: true }).selectOption('19:30');
  await strip.getByLabel('Guests', { exact: true }).selectOption('2');
  await strip.getByRole('button', { name: 'Find a table' }).click();
  await expect(strip.getByRole('alert')).toHaveText('Maison Rivière Bath Widcombe is closed on Tuesdays. Please choose another day.');
  await expect(date).toBeFocused();
  await expect(strip.getByLabel('Time', { exact: true })).toHaveValue('19:30');
  // No other restaurant was put in its place, nor another time.
  await expect(strip.getByRole('link', { name: /^\d\d:\d\d/ })).toHaveCount(0);
  await expect(strip.getByText(/miles away/)).toHaveCount(0);
  await expectAccessible(page);
});

test('when Widcombe has no table, Bath is offered as another restaurant, at the guest’s time, never chosen for them', async ({ page }) => {
  // Widcombe full that evening: the brand API's answer with Widcombe's times taken away.
  await page.route('**/api/booking/availability', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { stores: { isFirstChoice: boolean; occasionId: number | null; exactMatch: boolean; timeSlots: unknown[] }[] };
    for (const store of body.stores) if (store.isFirstChoice) Object.assign(store, { exactMatch: false, timeSlots: [] });
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(`/restaurants/${widcombe.city}/${widcombe.slug}`);
  const strip = page.locator('#booking-area');
  await strip.getByLabel('Date', { exact: true }).fill(weekdayAhead(3));
  await strip.getByLabel('Date', { exact: true }).press('Tab');
  await strip.getByLabel('Time', { exact: true }).selectOption('19:30');
  await strip.getByRole('button', { name: 'Find a table' }).click();

  await expect(strip.getByText(/^Sorry, Maison Rivière Bath Widcombe has no table for 2 on Wednesday /)).toBeVisible();
  const others = strip.getByRole('region', { name: 'Other restaurants nearby with a table for 2' });
  await expect(others.getByText(/Maison Rivière Bath · [\d.]+ miles away/)).toBeVisible();
  await expectAccessible(page);

  // Bath's time is offered as Bath's; taken, the journey goes on with Bath, Widcombe still the one asked for.
  await others.getByRole('link', { name: '19:30 at Maison Rivière Bath' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Table' });
  await expect(dialog.getByText('Maison Rivière Bath at 19:30, 2 guests')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /À la carte/ })).toBeVisible();
});

test('the restaurant list is grouped by town, names restaurants without the brand, and typing a town finds it', async ({ page }) => {
  await page.goto('/#booking');
  const dialog = page.getByRole('dialog', { name: 'Book a Table' });
  const list = dialog.getByLabel('Restaurant', { exact: true });
  // The list is read once it is in: before the restaurants load starts, the empty select is enabled too.
  await expect(list.locator('optgroup').first()).toBeAttached();
  await expect(list).toBeEnabled();

  const towns = await list.locator('optgroup').evaluateAll((groups) => groups.map((g) => (g as HTMLOptGroupElement).label));
  expect(towns).toEqual([...towns].sort((a, b) => a.localeCompare(b, 'en-GB')));
  expect(towns.slice(0, 5)).toEqual(['Bath', 'Bournemouth', 'Brighton', 'Bristol', 'Cardiff']);
  expect(towns.indexOf('Elveden Forest')).toBe(towns.indexOf('Ellesmere Port') + 1);
  await expect(list.locator('optgroup[label="Bath"] option')).toHaveText(['Bath', 'Widcombe']);
  await expect(list.locator('option', { hasText: /^Maison Rivière/ })).toHaveCount(0);

  await expectAccessible(page);
});

for (const [typed, town] of [['bri', 'Brighton'], ['man', 'Manchester'], ['elv', 'Elveden Forest']] as const) {
  test(`typing “${typed}” in the closed restaurant list jumps to ${town}`, async ({ page }) => {
    await page.goto('/#booking');
    const list = page.getByRole('dialog', { name: 'Book a Table' }).getByLabel('Restaurant', { exact: true });
    await expect(list).toBeEnabled();
    // Typed again if the page's scripts took over the list while the first letters went in (a
    // select's type-ahead starts afresh after a second's pause, which the retry leaves).
    await expect(async () => {
      await list.focus();
      await page.keyboard.type(typed);
      await expect(list.locator('option:checked')).toHaveText(town, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(list.locator(`optgroup[label="${town}"] option:checked`)).toHaveCount(1);
  });
}
