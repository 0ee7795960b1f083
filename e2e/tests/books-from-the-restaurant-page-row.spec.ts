import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * A restaurant page leads with one booking row (issue 25): date, time and guests, Find a table, the
 * free times as chips; a chip opens the whole journey in the modal with everything chosen kept,
 * and the visitor books from there.
 */

/** A weekday (Monday to Friday) at least two days ahead, away from the holidays: ISO and as the date field takes it. */
function weekdayAhead(): { iso: string; display: string } {
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  while ([0, 6].includes(day.getUTCDay()) || /-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, display: `${d}/${m}/${y}` };
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, Bath’s booking row finds free times as chips and a chip books in the modal`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const when = weekdayAhead();
    await page.goto('/restaurants/bath/bath');
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book a table', exact: true })).toHaveCount(1);
    await expect(page.locator('#remote-state-mf-booking-booking-strip')).toHaveCount(0); // the row is live

    const row = page.getByRole('form', { name: 'Find a table' });
    await row.getByLabel('Date', { exact: true }).fill(when.display);
    await row.getByLabel('Date', { exact: true }).press('Tab');
    await row.getByLabel('Time', { exact: true }).selectOption(viewport.width < 768 ? '18:00' : '18:30');
    await row.getByLabel('Guests', { exact: true }).selectOption('2');
    await row.getByRole('button', { name: 'Find a table' }).click();

    const times = page.getByRole('list', { name: 'Free times at Maison Rivière Bath' });
    await expect(times.getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    const chip = times.getByRole('link').nth(1);
    const time = (await chip.textContent())!.trim();
    expect(time).toMatch(/^\d\d:\d\d$/);
    await expect(chip).toHaveAccessibleName(time);
    await chip.click();

    // The modal goes on from the chosen time: the restaurant, date, party and time kept.
    await expect(page).toHaveURL(new RegExp(`/restaurants/bath/bath/book-now\\?step=menu&.*date=${when.iso}.*&covers=2&slot=\\d+@${time}`));
    const dialog = page.getByRole('dialog', { name: 'Book a Table' });
    await expect(dialog.getByText(`Maison Rivière Bath at ${time}, 2 guests`)).toBeVisible();
    await dialog.getByRole('radio', { name: /À la carte/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('First name', { exact: true }).fill('Amélie');
    await dialog.getByLabel('Last name', { exact: true }).fill('Martin');
    await dialog.getByLabel('E-mail', { exact: true }).fill(`from-the-row-${viewport.width}@example.com`);
    await dialog.getByLabel('Mobile', { exact: true }).fill('07700 900 123');
    await dialog.getByRole('button', { name: 'Book now' }).click();

    await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeFocused();
    await expect(dialog.getByTestId('booking-reference')).toHaveText(/^\s*MR/);
    await expectAccessible(page);
  });
}
