import { expect, expectAccessible, test } from '../support/fixtures';

test('the home page loads with the brand name as its title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Maison Rivière');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Maison Rivière`);
  await expectAccessible(page);
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  await expect(page.getByRole('link', { name: 'Return to homepage' })).toBeVisible();
  await expectAccessible(page);
});
