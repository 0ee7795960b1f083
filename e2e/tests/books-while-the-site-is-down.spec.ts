import fs from 'node:fs';
import path from 'node:path';
import type { Route } from '@playwright/test';
import type { RestaurantLocation } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The origin can be lost (issue 26): the edge keeps answering a restaurant's cached page, but every
 * `/api/` call fails — the connection refused, or the edge's own 503. The booking strip says online
 * booking is unavailable for a moment and gives the restaurant's number to call, from the page it
 * already has; once the API answers again, Try again finds the table.
 */
const restaurants = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/restaurants.json'), 'utf8')) as RestaurantLocation[];
const bath = restaurants.find((r) => r.slug === 'bath' && r.city === 'bath')!;
const tel = `tel:${bath.phoneNumber.replace(/[^+\d]/g, '')}`;

/** A Wednesday at least four weeks ahead, away from the holidays, as the date field takes it (dd/mm/yyyy). */
function wednesdayAhead(): string {
  const day = new Date(Date.now() + 28 * 86_400_000);
  while (day.getUTCDay() !== 3 || /-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  const [y, m, d] = day.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const OUTAGES: [string, (route: Route) => Promise<void>][] = [
  ['the connection to the API fails', (route) => route.abort('connectionrefused')],
  ['the edge answers 503 for the API', (route) => route.fulfill({ status: 503, contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><body><h1>Error 503 Backend fetch failed</h1></body></html>' })],
];

test.use({ viewport: { width: 1280, height: 900 } });

for (const [outage, fail] of OUTAGES) {
  test(`when ${outage}, Bath’s page says online booking is unavailable and gives its number; Try again finds the table once it is back`, async ({ page }) => {
    await page.route('**/api/**', fail);
    await page.goto(`/restaurants/${bath.city}/${bath.slug}`);
    await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0); // every part of the page has hydrated
    const strip = page.locator('#booking-area');
    const date = strip.getByLabel('Date', { exact: true });
    await date.fill(wednesdayAhead());
    await date.press('Tab');
    await strip.getByLabel('Time', { exact: true }).selectOption('19:30');
    await strip.getByLabel('Guests', { exact: true }).selectOption('2');
    await strip.getByRole('button', { name: 'Find a table' }).click();

    const notice = strip.getByRole('alert').filter({ hasText: 'Online booking is unavailable for a moment.' });
    await expect(notice).toContainText(`Online booking is unavailable for a moment. Please call us on ${bath.phoneNumber} to book.`);
    await expect(notice.getByRole('link', { name: bath.phoneNumber })).toHaveAttribute('href', tel);
    await expect(strip.getByText('Something went wrong trying to place your booking, please try again.')).toHaveCount(0);
    await expectAccessible(page);

    // The API is back: Try again asks again, and 19:30 is free; taken, the journey goes on to its menus.
    await page.unroute('**/api/**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await strip.getByRole('link', { name: '19:30', exact: true }).click();
    await expect(strip.getByText('Online booking is unavailable for a moment.', { exact: false })).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Book a Table' });
    await expect(dialog.getByText(`${bath.title} at 19:30, 2 guests`)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /À la carte/ })).toBeVisible();
  });
}
