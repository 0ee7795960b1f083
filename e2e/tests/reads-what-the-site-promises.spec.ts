import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * One wording per promise, and nothing meant for developers (issue 17): the contact page and its
 * thanks promise the same reply time, the FAQ, the booking journey and the group form agree on
 * where online booking ends, and with the spam check off the forms say nothing about it.
 */
test('the contact page promises a reply within 48 hours and never mentions a switched-off spam check', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText(/within 48 hours/).first()).toBeVisible();
  await expect(page.getByText(/working days/)).toHaveCount(0);
  await expect(page.getByText(/reCAPTCHA/)).toHaveCount(0);
  await expectAccessible(page);
});

test('the group form starts where online booking ends, and says nothing about the spam check', async ({ page }) => {
  await page.goto('/group-bookings');
  // The form is in the server's HTML; it says what is wrong as a field is left once its script runs (its state block is taken).
  await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Group booking enquiry form' });
  const guests = form.getByLabel('Number of guests *', { exact: true });
  await guests.fill('15');
  await guests.blur();
  await expect(form.getByText('Group bookings are for 16 or more guests; tables for up to 15 can be booked online.')).toBeVisible();
  await guests.fill('16');
  await guests.blur();
  await expect(form.getByText(/Group bookings are for/)).toHaveCount(0);
  await expect(page.getByText(/reCAPTCHA/)).toHaveCount(0);
  await expectAccessible(page);
});

test('sign-up and refer a friend say nothing about a switched-off spam check', async ({ page }) => {
  for (const path of ['/sign-up', '/refer-a-friend']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByRole('button').first()).toBeVisible();
    await expect(page.getByText(/reCAPTCHA is off|Spam check/)).toHaveCount(0);
  }
});
