import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

const PDF = path.join(ROOT, 'e2e/fixtures/marketing/receipt.pdf');
const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });

interface Mail {
  subject: string;
  to: { address: string }[];
}

async function fillIn(page: Page, email: string) {
  const contact = form(page);
  await contact.getByLabel('First name').fill('Amélie');
  await contact.getByLabel('Last name').fill("O'Neill");
  await contact.getByLabel('E-mail address').fill(email);
  await contact.getByLabel(/Phone number/).fill('01632 960101');
  await contact.getByLabel('Enquiry type').selectOption({ label: 'About a restaurant visit' });
  await contact.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Maison Rivière Covent Garden' });
  await contact.getByLabel(/Number of guests/).fill('4');
  await contact.getByLabel('Reason').selectOption({ label: 'My visit' });
  await contact.getByLabel('Which best describes it?').selectOption({ label: 'Service' });
  await contact.getByLabel('Message').fill('We left a blue umbrella at table 12 on Saturday evening.');
  await contact.getByLabel(/Attach files/).setInputFiles(PDF);
  await expect(contact.getByRole('list', { name: 'Attached files' })).toContainText('receipt.pdf');
}

test('a visitor sends a contact message with a PDF attached, sees thanks and a cleared form', async ({ page }) => {
  const email = `contact.${Date.now()}@example.com`;
  await page.goto('/contact');
  await expect(form(page)).toBeVisible();
  await expectAccessible(page);

  await fillIn(page, email);
  await expectAccessible(page);
  await form(page).getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message.' })).toBeVisible();
  await expect(form(page).getByLabel('First name')).toHaveValue('');
  await expect(form(page).getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  await expectAccessible(page);

  await expect
    .poll(async () => ((await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[]).some((m) => m.to.some((t) => t.address === email)), { timeout: 20_000 })
    .toBe(true);
});

test('when sending fails, the message says so and nothing typed is lost', async ({ page }) => {
  await page.route('**/api/contact/sendemail', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"down"}' }));
  const email = `contact.fail.${Date.now()}@example.com`;
  await page.goto('/contact');
  await fillIn(page, email);
  await form(page).getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'we could not send your message' })).toBeVisible();
  const contact = form(page);
  await expect(contact.getByLabel('First name')).toHaveValue('Amélie');
  await expect(contact.getByLabel('Last name')).toHaveValue("O'Neill");
  await expect(contact.getByLabel('E-mail address')).toHaveValue(email);
  await expect(contact.getByLabel(/Phone number/)).toHaveValue('01632 960101');
  await expect(contact.getByLabel('Enquiry type')).toHaveValue('restaurant');
  await expect(contact.getByLabel('Restaurant', { exact: true }).locator('option:checked')).toHaveText('Maison Rivière Covent Garden');
  await expect(contact.getByLabel(/Number of guests/)).toHaveValue('4');
  await expect(contact.getByLabel('Reason')).toHaveValue('my-visit');
  await expect(contact.getByLabel('Which best describes it?')).toHaveValue('service');
  await expect(contact.getByLabel('Message')).toHaveValue('We left a blue umbrella at table 12 on Saturday evening.');
  await expect(contact.getByRole('list', { name: 'Attached files' })).toContainText('receipt.pdf');
  await expectAccessible(page);
});

test('the contact form refuses a file that is not a PDF or an image before sending', async ({ page }) => {
  await page.goto('/contact');
  // The form is in the server's HTML; files are checked by its script, so they are picked once it runs (its state block is taken).
  await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0);
  await form(page).getByLabel(/Attach files/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form(page).getByText('"notes.txt" cannot be attached: please choose a PDF or an image (PNG, JPEG, GIF or WebP).')).toBeVisible();
  await expectAccessible(page);
});
