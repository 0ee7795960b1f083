import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Job } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The seed the brand API starts from and the outcode table it geocodes with: expectations are computed, not typed in. */
const jobs = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/jobs.json'), 'utf8')) as Job[];
const outcodes = fs.readFileSync(path.join(ROOT, 'services/brand-api/data/uk-outcodes.csv'), 'utf8').split('\n');

function outcode(code: string): { lat: number; lng: number } {
  const row = outcodes.find((line) => line.startsWith(`${code},`))!.split(',');
  return { lat: Number(row[3]), lng: Number(row[4]) };
}

/** Great-circle miles, earth radius 3959 (spec §9). */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3959 * Math.asin(Math.sqrt(h));
}

const nearest = (from: { lat: number; lng: number }, keep: (job: Job) => boolean, within: number) =>
  jobs
    .filter(keep)
    .map((job) => ({ job, miles: miles(from, job.location) }))
    .filter((r) => r.miles <= within)
    .sort((a, b) => a.miles - b.miles)
    .map((r) => r.job.name);

const cardTitles = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 2 }).allTextContents();

test('a visitor finds part-time front of house support jobs within 20 miles of SW1A 1AA, and the search survives a reload', async ({ page }) => {
  await page.goto('/careers/job-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Job search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${jobs.length} jobs found` })).toBeVisible();
  await expect(page).toHaveTitle('Job search | Maison Rivière');
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Full time' }).uncheck();
  await page.getByRole('combobox', { name: 'Title group' }).selectOption({ label: 'Front of house support' });
  await page.getByRole('combobox', { name: 'Maximum distance' }).selectOption({ label: 'Within 20 miles' });
  await page.getByRole('searchbox', { name: 'Postcode or town' }).fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const expected = nearest(outcode('SW1A'), (job) => job.jobtype === 'part time' && job.titleGroup === 'foh support', 20);
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByRole('status').filter({ hasText: `${expected.length} jobs found near` })).toBeVisible();
  expect(await cardTitles(page)).toEqual(expected);
  await expect(page.getByRole('list', { name: 'Jobs' }).getByText(/miles? away/)).toHaveCount(expected.length);
  await expect(page).toHaveURL(/type=part-time&group=foh-support&within=20&location=SW1A\+1AA/);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `${expected.length} jobs found near` })).toBeVisible();
  expect(await cardTitles(page)).toEqual(expected);
  await expect(page.getByRole('checkbox', { name: 'Full time' })).not.toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Postcode or town' })).toHaveValue('SW1A 1AA');

  // A job and back: the same search.
  await page.getByRole('link', { name: expected[0]! }).click();
  await expect(page.getByRole('heading', { level: 1, name: expected[0]! })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to job search' }).click();
  // The list comes back from the API after the page does.
  await expect.poll(() => cardTitles(page)).toEqual(expected);
});

test('a visitor who refuses location services is told how to search near them; one who allows it sees the nearest jobs first', async ({ page, context }) => {
  await page.goto('/careers/job-search');
  await expect(page.getByRole('status').filter({ hasText: 'jobs found' })).toBeVisible();
  // The results are in the server's HTML: the location button answers once the page's scripts
  // run (mf-careers has taken its state block; from then on a click is held until it hydrates).
  await expect(page.locator('#remote-state-mf-careers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText('To search for jobs near you, please enable location services.')).toBeVisible();
  await expectAccessible(page);

  const bath = outcode('BA1');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: bath.lat, longitude: bath.lng });
  await page.getByRole('button', { name: 'Use my location' }).click();
  const expected = nearest(bath, () => true, 100);
  await expect(page.getByRole('status').filter({ hasText: `${expected.length} jobs found near your location` })).toBeVisible();
  expect(await cardTitles(page)).toEqual(expected);
  await expect(page).toHaveURL(/near=me/);
});

test('an unknown place is explained and the text stays in the box', async ({ page }) => {
  await page.goto('/careers/job-search');
  await page.getByRole('searchbox', { name: 'Postcode or town' }).fill('ZZ9 9ZZ');
  await page.getByRole('searchbox', { name: 'Postcode or town' }).press('Enter');
  await expect(page.getByText("Sorry, we couldn't find your location. Please enter a postcode or use the search bar.")).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Postcode or town' })).toHaveValue('ZZ9 9ZZ');
});

test('a job id that does not exist shows the 404 page', async ({ page }) => {
  await page.goto('/careers/job/MR-9999');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  await expectAccessible(page);
});

test('the job search on a 375 px phone: one column, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/careers/job-search?type=part-time');
  await expect(page.getByRole('list', { name: 'Jobs' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
