import fs from 'node:fs';
import path from 'node:path';
import type { Offer } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

const offer = (JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/offers.json'), 'utf8')) as Offer[]).find((o) => o.slug === '2-for-1-mains')!;

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The newest e-mail the mail catcher holds for `address` (the outbox relay sends it shortly after). */
async function mailFor(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[];
      found = mails.filter((m) => m.to.some((t) => t.address === address) && subject.test(m.subject)).at(-1);
      return Boolean(found);
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

test('a visitor claims the 2-for-1 offer, sees the code and finds the same code in the e-mail', async ({ page }) => {
  const email = `offer.${Date.now()}@example.com`;
  await page.goto(`/offer/${offer.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  await expect(page.getByText(offer.validityText)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(offer.title));
  await expectAccessible(page);

  const claim = page.getByRole('button', { name: 'Get my code' });
  await expect(claim).toBeDisabled();
  await page.getByLabel('E-mail address').fill(email);
  await expect(claim).toBeDisabled();
  // The disabled button says what is still missing (issue 17: it used to give no hint).
  await expect(claim).toHaveAccessibleDescription('To get your code, tick the box to accept the terms and conditions.');
  await expect(page.getByText('To get your code, tick the box to accept the terms and conditions.')).toBeVisible();
  await page.getByLabel('I accept the terms and conditions of this offer.').check();
  await expect(claim).toBeEnabled();
  await claim.click();

  const code = page.locator('.mk-offer__code');
  await expect(code).toHaveText(/^MR-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  const voucher = (await code.textContent())!;
  await expect(page.getByRole('link', { name: offer.successButtonText })).toHaveAttribute('href', offer.successButtonUrl);
  await expectAccessible(page);

  const mail = await mailFor(email, /voucher/i);
  expect(mail.text).toContain(voucher);

  // Claiming again with the same e-mail shows the same code.
  await page.getByRole('button', { name: 'Send my code again' }).click();
  await expect(page.getByRole('status')).toContainText('e-mailed it to you too');
  await expect(code).toHaveText(voucher);
});

test('a visitor claims an offer with the keyboard only, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/offer/${offer.slug}`);
  const emailField = page.getByLabel('E-mail address');
  await expect(emailField).toBeVisible();
  await expectAccessible(page);

  // Tab from the top of the page, through the shell's header, to the e-mail field.
  for (let presses = 0; presses < 80 && !(await emailField.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(emailField).toBeFocused();
  await page.keyboard.type(`keys.${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('I accept the terms and conditions of this offer.')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Get my code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.mk-offer__code')).toHaveText(/^MR-/);

  // The code fits the phone's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: offer.successButtonText })).toBeFocused();
  await expectAccessible(page);
});

test("an offer that does not exist goes to the site's 404 page", async ({ page }) => {
  await page.goto('/offer/no-such-offer');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  await expectAccessible(page);
});
