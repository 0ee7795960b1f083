import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });

async function fillIn(page: Page, email: string) {
  const signUp = form(page);
  await signUp.getByLabel('E-mail address').fill(email);
  await signUp.getByLabel('First name').fill('Amélie');
  await signUp.getByLabel('Favourite restaurant').selectOption({ label: 'Maison Rivière Covent Garden' });
  await signUp.getByLabel(/Phone number/).fill('07700 900123');
  await signUp.getByLabel('Month').selectOption({ label: 'February' });
  await signUp.getByLabel('Year').selectOption('2000');
  await signUp.getByLabel('Day').selectOption('29');
  await signUp.getByLabel(/I would like news, offers and updates/).check();
}

test('a visitor signs up with a 29 February 2000 birthday and lands on the thanks page', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up for news and offers' })).toBeVisible();
  await expect(form(page).getByLabel('Favourite restaurant').getByRole('option')).not.toHaveCount(1);
  await expectAccessible(page);

  await fillIn(page, `signup.${Date.now()}@example.com`);
  await expectAccessible(page);
  await form(page).getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/signup-thanks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for signing up' })).toBeVisible();
  await expectAccessible(page);
});

test('29 February 2001 cannot be chosen: picking 2001 takes the day away and says why', async ({ page }) => {
  await page.goto('/sign-up');
  const signUp = form(page);
  await signUp.getByLabel('Month').selectOption({ label: 'February' });
  await expect(signUp.getByLabel('Day').getByRole('option', { name: '29', exact: true })).toHaveCount(1); // no year yet: 1904 counts
  await signUp.getByLabel('Day').selectOption('29');
  await signUp.getByLabel('Year').selectOption('2001');

  await expect(signUp.getByLabel('Day').getByRole('option', { name: '29', exact: true })).toHaveCount(0);
  await expect(signUp.getByLabel('Day')).toHaveValue('');
  await expect(signUp.getByText('There is no 29 February 2001: February 2001 has 28 days, so please choose the day again.')).toBeVisible();
  await expectAccessible(page);

  // Submitting now is refused: the birthday stays invalid until a real day is chosen.
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/signup')) posted = true;
  });
  await fillIn(page, `leap.${Date.now()}@example.com`);
  await signUp.getByLabel('Year').selectOption('2001');
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByLabel('Day')).toHaveAttribute('aria-invalid', 'true');
  await expect(signUp.getByText('There is no 29 February 2001')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(posted).toBe(false);
  await expectAccessible(page);
});

test('when the sign-up fails, every field keeps what the visitor typed', async ({ page }) => {
  await page.route('**/api/signup', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}' }));
  await page.goto('/sign-up');
  const email = `kept.${Date.now()}@example.com`;
  await fillIn(page, email);
  await form(page).getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'we could not sign you up' })).toBeVisible();
  const signUp = form(page);
  await expect(signUp.getByLabel('E-mail address')).toHaveValue(email);
  await expect(signUp.getByLabel('First name')).toHaveValue('Amélie');
  await expect(signUp.getByLabel('Favourite restaurant').locator('option:checked')).toHaveText('Maison Rivière Covent Garden');
  await expect(signUp.getByLabel(/Phone number/)).toHaveValue('07700 900123');
  await expect(signUp.getByLabel('Day')).toHaveValue('29');
  await expect(signUp.getByLabel('Month')).toHaveValue('2');
  await expect(signUp.getByLabel('Year')).toHaveValue('2000');
  await expect(signUp.getByLabel(/I would like news, offers and updates/)).toBeChecked();
  await expectAccessible(page);
});

test('the sign-up tile on a content page signs a visitor up, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/keep-in-touch');
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel('Favourite restaurant').getByRole('option')).not.toHaveCount(1);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await fillIn(page, `tile.${Date.now()}@example.com`);
  await form(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-thanks$/);
  await expectAccessible(page);
});
