import type { Page } from '@playwright/test';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function referralLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[];
      link = mails.filter((m) => m.to.some((t) => t.address === address)).at(-1)?.text.match(/https?:\/\/\S+\/referral\?code=\S+/)?.[0];
      return Boolean(link);
    }, { timeout: 20_000 })
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function invite(page: Page, friend: string) {
  await page.getByLabel('Your name').fill('Amélie Dubois');
  await page.getByLabel('Your e-mail address').fill('amelie.referrer@example.com');
  await page.getByLabel("Your friend's e-mail address").fill(friend);
  await page.getByLabel(/My friend is happy/).check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
}

test('a visitor invites a friend, and the friend opens the link to the welcome offer and a sign-up', async ({ page }) => {
  const friend = `friend.${Date.now()}@example.com`;
  await page.goto('/refer-a-friend');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  await expectAccessible(page);

  await invite(page, friend);
  await expect(page.getByRole('status').filter({ hasText: `We have e-mailed your invitation to ${friend}.` })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Amélie Dubois');
  await expectAccessible(page);

  // One invitation per friend: a second is refused clearly, and nothing typed is lost.
  await invite(page, friend);
  await expect(page.getByRole('alert').filter({ hasText: 'Your friend has already been invited' })).toBeVisible();
  await expect(page.getByLabel("Your friend's e-mail address")).toHaveValue(friend);

  await page.goto(await referralLinkFor(friend));
  await expect(page.getByRole('heading', { level: 1, name: 'Amélie invited you to Maison Rivière' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Your welcome offer/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Get your voucher code' }).click();
  await expect(page).toHaveURL(/\/offer\/2-for-1-mains$/);
});
