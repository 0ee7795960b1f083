import type { Page } from '@playwright/test';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The preferences link of the welcome e-mail a sign-up sends. */
async function preferencesLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[];
      link = mails.filter((m) => m.to.some((t) => t.address === address)).at(-1)?.text.match(/https?:\/\/\S+\/preferences\/[0-9a-f-]{36}/)?.[0];
      return Boolean(link);
    }, { timeout: 20_000 })
    .toBe(true);
  return new URL(link!).pathname;
}

async function signUp(page: Page, email: string) {
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('First name').fill('Amélie');
  await form.getByLabel('Favourite restaurant').selectOption({ label: 'Maison Rivière Covent Garden' });
  await form.getByLabel(/I would like news, offers and updates/).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-thanks$/);
}

test('a customer opens the preferences link from the welcome e-mail, updates them and sees them kept', async ({ page }) => {
  const email = `prefs.${Date.now()}@example.com`;
  await signUp(page, email);
  const preferences = await preferencesLinkFor(email);

  await page.goto(preferences);
  await expect(page.getByRole('heading', { level: 1, name: 'Your preferences' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Amélie');
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Lili');
  await page.getByLabel(/Phone number/).fill('07700 900456');
  await page.getByLabel(/Gender/).selectOption('Female');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Month').selectOption({ label: 'July' });
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Wine').check();
  await page.getByLabel('Send me offers by SMS.').check();
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Lili');
  await expect(page.getByLabel('Day')).toHaveValue('14');
  await expect(page.getByLabel('Month')).toHaveValue('7');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await expect(page.getByLabel('Wine')).toBeChecked();
  await expect(page.getByLabel('Send me offers by SMS.')).toBeChecked();
});

test("an unknown preferences link shows the site's 404 page", async ({ page }) => {
  await page.goto('/preferences/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  await expectAccessible(page);
});
