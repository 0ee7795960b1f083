import type { Page } from '@playwright/test';
import { expect, stack, test } from '../support/fixtures';

/**
 * A visitor whose browser runs no script sends the contact form and a group enquiry: both are in
 * the page's HTML and post as plain forms; the site server sends them on and answers with the
 * thanks, or the form again with what was typed and why.
 */
test.use({ javaScriptEnabled: false });

interface Mail {
  subject: string;
  to: { address: string }[];
}

const mailTo = async (address: string) => ((await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[]).filter((m) => m.to.some((t) => t.address === address));

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });

test('sends the contact form and reads the thanks; the acknowledgement reaches their inbox', async ({ page }) => {
  const email = `contact.nojs.${Date.now()}@example.com`;
  await page.goto('/contact');
  const form = contactForm(page);
  await form.getByLabel('First name').fill('Amélie');
  await form.getByLabel('Last name').fill("O'Neill");
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Enquiry type').selectOption({ label: 'General enquiry' });
  await form.getByLabel('Reason').selectOption({ label: 'Bookings' });
  await form.getByLabel('Message').fill('Do you have a high chair for a toddler?');
  // Only what truly needs the script says so: attaching files.
  await expect(page.getByText('needs JavaScript').filter({ visible: true })).toHaveText(['Attaching files needs JavaScript: without it, your message is sent without them.']);
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message.' })).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
});

test('a contact form the brand API refuses comes back with what was typed and what to correct', async ({ page }) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await form.getByLabel('First name').fill('Amélie');
  await form.getByLabel('E-mail address').fill('amelie@');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Please check what is marked below' })).toBeVisible();
  await expect(contactForm(page).getByLabel('First name')).toHaveValue('Amélie');
  await expect(contactForm(page).getByLabel('E-mail address')).toHaveValue('amelie@');
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('Hello');
  await expect(contactForm(page).getByText('Please enter your last name')).toBeVisible();
});

test('sends a group enquiry and lands on the thanks page; the acknowledgement reaches their inbox', async ({ page }) => {
  const email = `group.nojs.${Date.now()}@example.com`;
  await page.goto('/group-bookings');
  const form = page.getByRole('form', { name: 'Group booking enquiry form' });
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Restaurant *', { exact: true }).selectOption({ label: 'Maison Rivière Bath' });
  await form.getByLabel('Type of booking *', { exact: true }).selectOption('Birthday');
  await form.getByLabel('Number of guests *', { exact: true }).fill('24');
  await form.getByLabel('Date *', { exact: true }).fill(date);
  await form.getByLabel('Until *', { exact: true }).selectOption('23:00');
  await form.getByLabel('First name *', { exact: true }).fill('Amélie');
  await form.getByLabel('Last name *', { exact: true }).fill('Martin');
  await form.getByLabel('E-mail *', { exact: true }).fill(email);
  await form.getByLabel('Telephone *', { exact: true }).fill('07700 900123');
  await expect(page.getByText('needs JavaScript').filter({ visible: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(/\/group-bookings\/thanks$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
});

test('a group enquiry for a table that can be booked online comes back saying so, as typed', async ({ page }) => {
  await page.goto('/group-bookings');
  const form = page.getByRole('form', { name: 'Group booking enquiry form' });
  await form.getByLabel('Number of guests *', { exact: true }).fill('6');
  await form.getByLabel('First name *', { exact: true }).fill('Amélie');
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  const again = page.getByRole('form', { name: 'Group booking enquiry form' });
  await expect(again.getByText('Group bookings are for 16 or more guests; tables for up to 15 can be booked online.')).toBeVisible();
  await expect(again.getByText('Please choose a restaurant.')).toBeVisible();
  await expect(again.getByLabel('Number of guests *', { exact: true })).toHaveValue('6');
  await expect(again.getByLabel('First name *', { exact: true })).toHaveValue('Amélie');
});
