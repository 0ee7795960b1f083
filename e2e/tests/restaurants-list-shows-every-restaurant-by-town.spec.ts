import type { Page } from '@playwright/test';
import type { RestaurantLocation } from '@riviere/api-client';
import { expect, expectAccessible, test } from '../support/fixtures';

/** Every restaurant, as the brand API lists it (through the site's proxy, with an app token). */
async function apiRestaurants(page: Page, baseURL: string): Promise<RestaurantLocation[]> {
  const { accessToken } = (await (await page.request.post(`${baseURL}/api/token`, { data: { clearCache: false } })).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': 'local-brand', 'X-Session-Id': crypto.randomUUID() };
  const answer = await page.request.get(`${baseURL}/api/v1/content/search-restaurants/`, { headers });
  return ((await answer.json()) as { restaurants: RestaurantLocation[] }).restaurants;
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base' }).compare;

/** How far the page can be scrolled sideways (0: it fits the screen). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a visitor sees every restaurant, town by town, each with its picture, name, address and status', async ({ page, baseURL }) => {
  const restaurants = await apiRestaurants(page, baseURL);
  expect(restaurants.length).toBeGreaterThan(20);
  const response = await page.goto('/restaurants');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Our restaurants' })).toBeVisible();

  const list = page.locator('.fd-towns');
  const towns = [...new Set(restaurants.map((r) => r.addressCity))].sort(byName);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(towns);
  await expect(list.getByRole('listitem')).toHaveCount(restaurants.length);
  await expect(list.getByTestId('status-restaurant')).toHaveCount(restaurants.length);

  for (const restaurant of restaurants) {
    const town = list.getByRole('list', { name: `Restaurants in ${restaurant.addressCity}` });
    const entry = town.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: restaurant.title, exact: true }) });
    await expect(entry).toHaveCount(1);
    if (restaurant.hideRestaurantDetailPage) await expect(entry.getByRole('link')).toHaveCount(0);
    else await expect(entry.getByRole('link', { name: restaurant.title, exact: true })).toHaveAttribute('href', `/restaurants/${restaurant.city}/${restaurant.slug}`);
    await expect(entry.getByText(restaurant.postcode)).toBeVisible();
    await expect(entry.getByTestId('status-restaurant')).toHaveText(/^(Open|Closed)/);
    // A small picture, fetched only as it nears the screen.
    const img = entry.locator('picture img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(entry.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 480w/);
  }
  await expectAccessible(page);
});

test('a visitor goes from the list to a restaurant’s page', async ({ page }) => {
  await page.goto('/restaurants');
  await page.getByRole('list', { name: 'Restaurants in Bath' }).getByRole('link', { name: 'Maison Rivière Bath', exact: true }).click();
  await expect(page).toHaveURL(/\/restaurants\/bath\/bath$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list fits the screen, its pictures in as they scroll into view', async ({ page }) => {
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Our restaurants' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = page.locator('.fd-towns picture img').last();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
