import type { Page } from '@playwright/test';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

/** The welcome e-mail the sign-up sent to `address`, once the outbox relay has delivered it. */
async function welcomeFor(address: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[];
      found = mails.filter((m) => m.to.some((t) => t.address === address) && /^Welcome to /.test(m.subject)).at(-1);
      return Boolean(found);
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
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

/** What the brand API says about the customer behind the welcome e-mail's preferences link. */
async function marketingEmails(mail: Mail): Promise<boolean> {
  const guid = /\/preferences\/([0-9a-f-]{36})/.exec(mail.text)![1]!;
  const { accessToken } = (await (await fetch(`${stack().siteUrl}/api/token`, { method: 'POST' })).json()) as { accessToken: string };
  const response = await fetch(`${stack().siteUrl}/api/exponea/getcustomerpreferences/${guid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'x-brand-key': 'local-brand', 'x-session-id': crypto.randomUUID(), 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await response.json()) as { marketingEmails: boolean }).marketingEmails;
}

const listUnsubscribe = (mail: Mail) => [...(mail.headers['list-unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]!);

test('a visitor who signed up opens the welcome e-mail, follows its unsubscribe link, sees a confirm button that changes nothing, confirms and is unsubscribed', async ({ page }) => {
  const email = `unsubscribe.${Date.now()}@example.com`;
  await signUp(page, email);
  const mail = await welcomeFor(email);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const [https, mailto] = listUnsubscribe(mail);
  expect(https).toMatch(new RegExp(`^${stack().siteUrl}/unsubscribe/[A-Za-z0-9_-]+/[A-Za-z0-9_-]{32}$`));
  expect(mailto).toMatch(/^mailto:/);

  // The e-mail as the catcher shows it: the logo, and the link at its foot.
  await page.goto(`${stack().inboxUrl}/email/${mail.id}/html`);
  const logo = page.getByRole('img', { name: 'Maison Rivière' }).first();
  await expect(logo).toBeVisible();
  // The hosted wordmark loads from the site into another origin's page (a webmail's): 400 px drawn at 200.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(400);
  expect(await logo.evaluate((img: HTMLImageElement) => img.width)).toBe(200);
  await page.getByRole('link', { name: 'Unsubscribe from marketing e-mails' }).click();

  await expect(page).toHaveURL(https!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from marketing e-mails' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  // Opening the link (as a mail scanner would) changed nothing.
  expect(await marketingEmails(mail)).toBe(true);
  await page.reload();
  expect(await marketingEmails(mail)).toBe(true);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We will send no more marketing e-mails to ${email}`);
  await expect(page).toHaveURL(https!);
  await expectAccessible(page);
  expect(await marketingEmails(mail)).toBe(false);
});

test('the confirm button works without JavaScript, and the page is never stored', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `unsubscribe.nojs.${Date.now()}@example.com`;
  const setup = await browser.newPage();
  await signUp(setup, email);
  await setup.close();
  const mail = await welcomeFor(email);
  const [https] = listUnsubscribe(mail);

  const response = await page.goto(https!);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  expect(await marketingEmails(mail)).toBe(false);
  await context.close();
});

test("a mail provider's one-click POST to the List-Unsubscribe link unsubscribes with no session; a tampered link is a clear 404 page", async ({ page }) => {
  const email = `one.click.${Date.now()}@example.com`;
  await signUp(page, email);
  const mail = await welcomeFor(email);
  const [https] = listUnsubscribe(mail);

  const tampered = https!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  const refused = await fetch(tampered, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect(refused.status).toBe(404);
  expect(await marketingEmails(mail)).toBe(true);
  const opened = await page.goto(tampered);
  expect(opened!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expectAccessible(page);

  const oneClick = await fetch(https!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect(oneClick.status).toBe(200);
  expect(await marketingEmails(mail)).toBe(false);
});

test('a customer stops all marketing e-mails from the preferences page: asked first, then shown, and it stays so', async ({ page }) => {
  const email = `stop.all.${Date.now()}@example.com`;
  await signUp(page, email);
  const mail = await welcomeFor(email);
  await page.goto(new URL(/https?:\/\/\S+\/preferences\/[0-9a-f-]{36}/.exec(mail.text)![0]).pathname);

  const section = page.getByRole('region', { name: 'Marketing e-mails' });
  await expect(section).toContainText('We send you our news and offers by e-mail.');
  await page.getByLabel('Wine').check();
  await page.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' })).toBeVisible();

  await section.getByRole('button', { name: 'Stop all marketing e-mails' }).click();
  await expect(section.getByRole('group', { name: /Stop all marketing e-mails\?/ })).toBeVisible();
  await expectAccessible(page);
  expect(await marketingEmails(mail)).toBe(true);
  await section.getByRole('button', { name: 'Yes, stop all marketing e-mails' }).click();

  await expect(section.getByRole('status')).toHaveText('You get no marketing e-mails from us: no newsletter, offers or invitations.');
  await expect(page.getByLabel('Wine')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Start marketing e-mails again' })).toBeVisible();
  await expectAccessible(page);
  expect(await marketingEmails(mail)).toBe(false);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Marketing e-mails' })).toContainText('You get no marketing e-mails from us');
  // The unsubscribe link of the e-mail now says the same.
  await page.goto(listUnsubscribe(mail)[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
});
