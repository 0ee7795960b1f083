import { expect, expectAccessible, test } from '../support/fixtures';

// A visitor whose computer is in New York: the status must still follow the London clock.
test.describe('in a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const [what, instant, expected] of [
    // Wednesday 22:30 BST (17:30 in New York, 21:30 UTC): Bath closed at 22:00.
    ['a BST evening', '2026-07-15T21:30:00Z', 'Closed · opens tomorrow 09:00'],
    // Wednesday 21:30 GMT (16:30 in New York): Bath is open until 22:00.
    ['a GMT evening', '2026-01-14T21:30:00Z', 'Open · closes 22:00'],
  ] as const) {
    test(`a visitor sees the right Open/Closed status on ${what}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto('/restaurants/bath/bath');
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
      await expect(page.getByTestId('status-restaurant')).toHaveText(expected);
      // Today's row in the week's hours is Wednesday, on the London calendar.
      await expect(page.locator('tr[aria-current="date"] th')).toHaveText('Wednesday (today)');
      await expectAccessible(page);
    });
  }
});

test('a visitor reads a restaurant page: hours, about, offers, directions, takeaway and booking', async ({ page }) => {
  const response = await page.goto('/restaurants/bath/bath');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change location' })).toHaveAttribute('href', '/find-us');
  await expect(page.getByRole('table', { name: 'Opening hours for each day of the week' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('heading', { level: 3, name: 'Special opening hours' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get directions (opens in a new tab)' })).toHaveAttribute('href', /destination=51\.39334,-2\.35502$/);
  await expect(page.getByRole('link', { name: 'View menus' })).toHaveAttribute('href', '/restaurants/bath/bath/menu');
  await expect(page.getByRole('region', { name: 'Offers' }).getByRole('link').first()).toHaveAttribute('href', /^\/offer\//);

  const takeaway = page.getByRole('button', { name: 'Order takeaway' });
  await takeaway.click();
  await expect(page.getByRole('link', { name: /^Click & Collect/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(takeaway).toHaveAttribute('aria-expanded', 'false');
  await expect(takeaway).toBeFocused();

  // One Restaurant block, in the head (written by the site server, from the finder's render).
  const blocks = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type'?: string });
  expect(blocks.filter((block) => block['@type'] === 'Restaurant')).toEqual([
    expect.objectContaining({ '@type': 'Restaurant', name: 'Maison Rivière Bath', servesCuisine: 'French' }),
  ]);
  // The booking strip (mf-booking through the shell) or, without it, a link into the journey.
  await expect(page.locator('.fd-restaurant__booking')).toBeVisible();
  await expectAccessible(page);
});

test('a restaurant without a city in its path and its about page', async ({ page }) => {
  await page.goto('/restaurants/o2');
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière London O2' })).toBeVisible();
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/restaurants\/london\/o2\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Maison Rivière London O2' })).toBeVisible();
  await expectAccessible(page);
});

test("a city page lists the city's restaurants", async ({ page }) => {
  const response = await page.goto('/restaurants/london');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants in London' })).toBeVisible();
  await expect(page.locator('.fd-card')).toHaveCount(6);
  // St Paul's books through its external provider.
  const stPauls = page.locator('.fd-card', { hasText: "St Paul's" });
  await expect(stPauls.getByRole('link', { name: /^Continue to booking/ })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
});

for (const [what, path] of [
  ['an unknown city', '/restaurants/no-such-city'],
  ['a restaurant that hides its page (Greenhithe)', '/restaurants/greenhithe/greenhithe'],
] as const) {
  test(`${what} is the 404 page with a real 404 status`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    await expectAccessible(page);
  });
}
