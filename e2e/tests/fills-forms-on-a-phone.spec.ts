import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

/**
 * On a 375 px phone every form's fields are thumb-sized and readable, without screenshots: each
 * text, e-mail, telephone input and select is at least 44 px tall with 16 px text (smaller text
 * makes phones zoom in on focus), as tall as the form's other fields, and inside its field's box.
 */
test.use({ viewport: { width: 375, height: 812 } });

interface FieldBox {
  name: string;
  height: number;
  fontSize: number;
  outside: string | null;
}

/** The form's single-line fields as laid out now (hidden ones skipped). */
async function fieldBoxes(form: Locator): Promise<FieldBox[]> {
  return form.evaluate((root) => {
    const selector = 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], select';
    return Array.from(root.querySelectorAll<HTMLElement>(selector))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.getAttribute('aria-label') || el.id;
        // Its container: the field wrapper it sits in, and the form itself.
        const containers = [el.parentElement, root].filter((c): c is HTMLElement => c !== null);
        const outside = containers.find((c) => {
          const r = c.getBoundingClientRect();
          return box.left < r.left - 0.5 || box.right > r.right + 0.5 || box.top < r.top - 0.5 || box.bottom > r.bottom + 0.5;
        });
        return { name, height: box.height, fontSize: parseFloat(getComputedStyle(el).fontSize), outside: outside ? outside.className || outside.tagName : null };
      });
  });
}

async function expectThumbSizedFields(form: Locator, formName: string) {
  await expect(form).toBeVisible();
  const fields = await fieldBoxes(form);
  expect(fields.length, `${formName} has fields`).toBeGreaterThan(0);
  const problems = fields.flatMap((f) => [
    ...(f.height < 44 ? [`${f.name}: ${f.height}px tall`] : []),
    ...(f.fontSize < 16 ? [`${f.name}: ${f.fontSize}px text`] : []),
    ...(f.outside ? [`${f.name}: outside ${f.outside}`] : []),
  ]);
  const heights = new Set(fields.map((f) => Math.round(f.height)));
  if (heights.size > 1) problems.push(`heights differ: ${fields.map((f) => `${f.name} ${Math.round(f.height)}`).join(', ')}`);
  expect(problems, formName).toEqual([]);
}

/** The newest link in the e-mails the mail catcher holds for `address`. */
async function linkFor(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${stack().inboxUrl}/email`)).json()) as { text: string; to: { address: string }[] }[];
      link = mails.filter((m) => m.to.some((t) => t.address === address)).at(-1)?.text.match(pattern)?.[0];
      return Boolean(link);
    }, { timeout: 20_000 })
    .toBe(true);
  return new URL(link!).pathname;
}

async function bookingDetails(page: Page): Promise<Locator> {
  await page.goto('/#booking');
  const dialog = page.getByRole('dialog', { name: 'Book a Table' });
  await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Henley' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const date = dialog.getByLabel('Date', { exact: true });
  const day = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10).split('-');
  await date.fill(`${day[2]}/${day[1]}/${day[0]}`);
  await date.press('Tab');
  await expectThumbSizedFields(dialog.locator('form').first(), 'table size, time and date');
  await dialog.getByRole('button', { name: 'Check availability' }).click();
  await dialog.getByRole('radio', { name: /À la carte/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('First name', { exact: true })).toBeVisible();
  return dialog.getByLabel('First name', { exact: true }).locator('xpath=ancestor::form[1]');
}

test('a visitor on a phone meets thumb-sized fields in every form', async ({ page }) => {
  await expectThumbSizedFields(await bookingDetails(page), 'booking details');
  await expectAccessible(page);

  await page.goto('/group-bookings');
  await expectThumbSizedFields(page.getByRole('form', { name: 'Group booking enquiry form' }), 'group booking');
  await expectAccessible(page);

  await page.goto('/contact');
  await expectThumbSizedFields(page.getByRole('form', { name: 'Contact us' }), 'contact');

  const email = `phone.${Date.now()}@example.com`;
  await page.goto('/sign-up');
  const signUp = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expectThumbSizedFields(signUp, 'sign-up');

  await page.goto('/refer-a-friend');
  await expectThumbSizedFields(page.getByLabel('Your name').locator('xpath=ancestor::form[1]'), 'refer a friend');

  await page.goto('/offer/2-for-1-mains');
  await expectThumbSizedFields(page.getByLabel('E-mail address').locator('xpath=ancestor::form[1]'), 'offer claim');

  await page.goto('/careers/job/MR-1001');
  await page.getByRole('button', { name: 'Apply for this job' }).click();
  await expectThumbSizedFields(page.getByRole('dialog', { name: /^Apply: / }).locator('form').first(), 'job application');

  await page.goto('/sign-up');
  await signUp.getByLabel('E-mail address').fill(email);
  await signUp.getByLabel('First name').fill('Amélie');
  await signUp.getByLabel('Favourite restaurant').selectOption({ label: 'Maison Rivière Covent Garden' });
  await signUp.getByLabel(/I would like news, offers and updates/).check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-thanks$/);
  await page.goto(await linkFor(email, /https?:\/\/\S+\/preferences\/[0-9a-f-]{36}/));
  await expect(page.getByRole('heading', { level: 1, name: 'Your preferences' })).toBeVisible();
  await expectThumbSizedFields(page.getByLabel('First name').locator('xpath=ancestor::form[1]'), 'preferences');
});
