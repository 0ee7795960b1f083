import { expect, expectAccessible, test } from '../support/fixtures';

test('a visitor sends a group booking enquiry and lands on the thanks page', async ({ page }) => {
  await page.goto('/group-bookings');
  const form = page.getByRole('form', { name: 'Group booking enquiry form' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Restaurant *', { exact: true })).toBeEnabled();
  await expectAccessible(page);

  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Restaurant *', { exact: true }).selectOption({ label: 'Maison Rivière Bath' });
  await form.getByLabel('Type of booking *', { exact: true }).selectOption('Birthday');
  await form.getByLabel('Number of guests *', { exact: true }).fill('24');
  await form.getByLabel('Date *', { exact: true }).fill(date);
  await form.getByLabel('From *', { exact: true }).selectOption('19:00');
  await form.getByLabel('Until *', { exact: true }).selectOption('23:00');
  await form.getByLabel('First name *', { exact: true }).fill('Amélie');
  await form.getByLabel('Last name *', { exact: true }).fill('Martin');
  await form.getByLabel('E-mail *', { exact: true }).fill('group@example.com');
  await form.getByLabel('Telephone *', { exact: true }).fill('07700 900123');
  await form.getByLabel('Number of guests *', { exact: true }).focus();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(/\/group-bookings\/thanks$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('the group booking form explains what is missing', async ({ page }) => {
  await page.goto('/group-bookings');
  // The form is in the server's HTML; it says what is wrong as a field is left once its script runs (its state block is taken).
  await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Group booking enquiry form' });
  const guests = form.getByLabel('Number of guests *', { exact: true });
  await guests.fill('6');
  // Leaving a field is checked once the form's script has taken it over (a blur before that is
  // not handed over: issue 27), so the field is left again until it has.
  await expect(async () => {
    await guests.focus();
    await guests.blur();
    await expect(form.getByText('Group bookings are for 16 or more guests; tables for up to 15 can be booked online.')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please choose a restaurant.')).toBeVisible();
  await expect(page).toHaveURL(/\/group-bookings$/);
  await expectAccessible(page);
});

test('the group bookings page, its form and the FAQ agree on where a group starts', async ({ page }) => {
  const numberIn = async (text: Promise<string>, pattern: RegExp) => Number(pattern.exec(await text)?.[1]);
  await page.goto('/group-bookings');
  const form = page.getByRole('form', { name: 'Group booking enquiry form' });
  await expect(form).toBeVisible();
  const pageSays = await numberIn(page.getByRole('heading', { name: /\d+ or more/ }).innerText(), /(\d+) or more/);
  const formSays = await numberIn(form.getByText(/^For \d+ or more guests/).innerText(), /(\d+) or more/);
  const formTakes = Number(await form.getByLabel('Number of guests *', { exact: true }).getAttribute('min'));

  await page.goto('/faqs');
  const faqSays = await numberIn(page.getByText(/up to \d+ guests online/).innerText(), /up to (\d+) guests online/);

  expect({ pageSays, formSays, formTakes }).toEqual({ pageSays: faqSays + 1, formSays: faqSays + 1, formTakes: faqSays + 1 });
  expect(faqSays).toBe(15); // spec §9: max table booking covers 15
});
