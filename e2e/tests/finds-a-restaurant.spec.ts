import fs from 'node:fs';
import path from 'node:path';
import type { RestaurantLocation } from '@riviere/api-client';
import type { Page } from '@playwright/test';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The seed the brand API starts from: expected results are computed from it, not typed in. */
const restaurants = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/restaurants.json'), 'utf8')) as RestaurantLocation[];
const outcodes = fs.readFileSync(path.join(ROOT, 'services/brand-api/data/uk-outcodes.csv'), 'utf8').split('\n');

const rad = (d: number) => (d * Math.PI) / 180;
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3959 * Math.asin(Math.sqrt(Math.min(1, h)));
}
function outcode(code: string): { lat: number; lng: number } {
  const row = outcodes.find((line) => line.startsWith(`${code},`))!.split(',');
  return { lat: Number(row[3]), lng: Number(row[4]) };
}
/** The seed's restaurants nearest `point` first, within 100 miles, at most 10. */
const nearest = (point: { lat: number; lng: number }) =>
  restaurants
    .map((r) => ({ r, miles: miles(point, r) }))
    .filter(({ miles: m }) => m <= 100)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, 10)
    .map(({ r }) => r.title);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Postcode, town or restaurant' });
/** The names on the result cards, once the list (its own chunk) is there. */
async function resultNames(page: Page): Promise<string[]> {
  await page.locator('.fd-card__name').first().waitFor();
  return page.locator('.fd-card__name').allTextContents();
}

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await searchBox(page).press('Enter');
}

test('a visitor arrives at find-us and is told how to search', async ({ page }) => {
  const response = await page.goto('/find-us');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Enter a postcode' })).toHaveText(
    'Enter a postcode or use your location to search for a Maison Rivière restaurant.',
  );
  await expectAccessible(page);
});

for (const [query, point] of [
  ['BA1 1AA', outcode('BA1')],
  ['SW1A', outcode('SW1A')],
] as const) {
  test(`a visitor searches '${query}' and sees the nearest restaurants first, each with status and links`, async ({ page }) => {
    await page.goto('/find-us');
    await search(page, query);
    const expected = nearest(point);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${expected.length} restaurants near`) })).toBeVisible();
    expect(await resultNames(page)).toEqual(expected);
    await expect(page).toHaveURL(new RegExp(`/find-us\\?q=${encodeURIComponent(query).replace(/%20/g, '(%20|\\+)')}$`));

    const first = page.locator('.fd-card').first();
    await expect(first.getByTestId('status-restaurant')).toHaveText(/^(Open · closes \d\d:\d\d|Closed( · opens .+)?)$/);
    await expect(first.locator('.fd-card__miles')).toHaveText(/^\d+(\.\d)? miles?$/);
    const miles = (await page.locator('.fd-card__miles').allTextContents()).map((text) => parseFloat(text));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(100);
    // Each result is on the map: a pin of its own, or counted in a group of restaurants too close to tell apart.
    const onMap = page.getByRole('list', { name: 'Restaurants on the map' });
    await expect(onMap.getByRole('listitem').first()).toBeAttached();
    const grouped = await onMap.locator('.fd-outline-map__cluster-count').allTextContents();
    expect((await onMap.getByRole('link').count()) + grouped.reduce((sum, n) => sum + Number(n), 0)).toBe(expected.length);
    await expectAccessible(page);
  });
}

test("a visitor searching 'Manchester' is measured from the city centre: King Street under a mile, Didsbury 4 to 5 miles", async ({ page }) => {
  await page.goto('/find-us?q=Manchester');
  const card = (name: string) => page.locator('.fd-card').filter({ has: page.locator('.fd-card__name', { hasText: new RegExp(`^${name}$`) }) });
  const milesOf = async (name: string) => parseFloat((await card(name).locator('.fd-card__miles').textContent()) ?? '');
  await expect(card('Maison Rivière Manchester King Street')).toBeVisible();
  expect(await resultNames(page)).toEqual(expect.arrayContaining(['Maison Rivière Manchester King Street', 'Maison Rivière Didsbury']));
  expect((await resultNames(page)).slice(0, 2)).toEqual(['Maison Rivière Manchester King Street', 'Maison Rivière Didsbury']);
  expect(await milesOf('Maison Rivière Manchester King Street')).toBeLessThan(0.5);
  const didsbury = await milesOf('Maison Rivière Didsbury');
  expect(didsbury).toBeGreaterThanOrEqual(4);
  expect(didsbury).toBeLessThanOrEqual(5);
});

test("a visitor types 'Bath' and the search runs by itself", async ({ page }) => {
  await page.goto('/find-us');
  await searchBox(page).pressSequentially('Bath', { delay: 50 });
  await expect(page).toHaveURL(/\/find-us\?q=Bath$/);
  await page.locator('.fd-card__name').first().waitFor();
  const names = await resultNames(page);
  expect(names[0]).toBe('Maison Rivière Bath');
  expect(names).toContain('Maison Rivière Bath Widcombe');
  const bath = page.locator('.fd-card').first();
  await expect(bath.getByRole('link', { name: 'Book a table at Maison Rivière Bath' })).toHaveAttribute('href', '/restaurants/bath/bath/book-now');
  await expect(bath.getByRole('link', { name: 'Menu at Maison Rivière Bath' })).toHaveAttribute('href', '/restaurants/bath/bath/menu');
  await expect(bath.getByRole('link', { name: /^Maison Rivière Bath/ }).first()).toHaveAttribute('href', '/restaurants/bath/bath');
  await expectAccessible(page);
});

test('a search 150 miles from every restaurant says no locations were found', async ({ page }) => {
  const edinburgh = outcode('EH1');
  expect(Math.min(...restaurants.map((r) => miles(edinburgh, r)))).toBeGreaterThan(150);
  await page.goto('/find-us');
  await search(page, 'EH1');
  await expect(page.getByRole('status').filter({ hasText: 'No locations' })).toHaveText('No locations found, please try a different search.');
  await expect(page.locator('.fd-card')).toHaveCount(0);
  await expectAccessible(page);
});

test('a search for a place that does not exist, and one that is not a search, say so', async ({ page }) => {
  await page.goto('/find-us');
  await search(page, 'Atlantis');
  await expect(page.getByRole('alert')).toHaveText('No locations found matching your query...');
  await search(page, '!!!');
  await expect(page.getByRole('alert')).toHaveText('Invalid search query, please search again.');
  await expect(searchBox(page)).toHaveValue('!!!');
  await expectAccessible(page);
});

test.describe('geolocation granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.3811, longitude: -2.359 } });

  test('a visitor uses their location and sees the restaurants near them', async ({ page }) => {
    await page.goto('/find-us');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /restaurants near your location$/ })).toBeVisible();
    expect(await resultNames(page)).toEqual(nearest({ lat: 51.3811, lng: -2.359 }));
    await expectAccessible(page);
  });
});

test.describe('geolocation denied', () => {
  test.use({ permissions: [] });

  test('a visitor who refuses location is told to search instead', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/find-us');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't find your location. Please enter a postcode or use the search bar.");
    await expectAccessible(page);
  });
});

test('a 2-character search is not run: the earlier results and address go, and the page says why', async ({ page }) => {
  await page.goto('/find-us?q=Bath');
  await resultNames(page);
  await search(page, 'Ba');
  await expect(page.getByRole('status').filter({ hasText: 'Enter at least 3 characters to search.' })).toBeVisible();
  await expect(page.locator('.fd-card')).toHaveCount(0);
  await expect(page).not.toHaveURL(/q=Bath/);
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search field and its button sit inside their card', async ({ page }) => {
    await page.goto('/find-us');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    const card = page.getByRole('search', { name: 'Find a restaurant' });
    const [buttonBox, cardBox, fieldBox] = await Promise.all([button.boundingBox(), card.boundingBox(), searchBox(page).boundingBox()]);
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
    expect(fieldBox!.x).toBeGreaterThanOrEqual(cardBox!.x - 0.5);
    expect(buttonBox!.height).toBeGreaterThanOrEqual(44);
  });

  test('the results are an accordion: one restaurant open at a time as the visitor chooses', async ({ page }) => {
    await page.goto('/find-us?q=Bath');
    const toggles = page.locator('.fd-card__toggle');
    await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false');
    const second = page.locator('.fd-card').nth(1);
    await expect(second.getByRole('link', { name: /^Book a table at|Continue to booking/ })).toBeHidden();
    await toggles.nth(1).click();
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(second.locator('.fd-card__details')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});

test('a keyboard-only visitor searches and opens a restaurant', async ({ page }) => {
  await page.goto('/find-us');
  await searchBox(page).waitFor();
  for (let i = 0; i < 40 && !(await searchBox(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('BA1 1AA');
  await page.keyboard.press('Enter');
  const firstLink = page.locator('.fd-card__link').first();
  await expect(firstLink).toBeVisible();
  for (let i = 0; i < 40 && !(await firstLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/restaurants\/bath\/bath$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
});
