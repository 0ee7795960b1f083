import { expect, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * The booking journey survives the browser (issue 24): every step is a history entry, Back goes
 * to the step before with the guest's choices, Forward comes back, and a reload puts back the
 * step and its choices. A reload on the confirmation shows it again, with no way to book twice.
 * Each journey has its own restaurant, so it never competes with the other booking journeys.
 */
const GUEST = { first: 'Hélène', last: 'Durand', mobile: '07700 900 456' };

/** The first date at least `ahead` days from now, away from the holidays. */
function dateIn(ahead: number): { iso: string; display: string } {
  const day = new Date(Date.now() + ahead * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  while (/-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, display: `${d}/${m}/${y}` };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Book a Table' });

/** The section the guest is at: open, its heading the current step's. */
async function expectAt(dialog: Locator, step: string) {
  await expect(dialog.locator(`section.bk-step--current[data-step="${step}"]`)).toBeVisible();
}

async function expectParty(dialog: Locator, when: { display: string }, time: string, guests: number) {
  await expectAt(dialog, 'party');
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(when.display);
  await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue(time);
  await expect(dialog.getByLabel('Guests', { exact: true })).toHaveValue(String(guests));
}

async function fillDetails(dialog: Locator, email: string) {
  await dialog.getByLabel('First name', { exact: true }).fill(GUEST.first);
  await dialog.getByLabel('Last name', { exact: true }).fill(GUEST.last);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Mobile', { exact: true }).fill(GUEST.mobile);
  await dialog.getByLabel('Mobile', { exact: true }).blur();
}

async function expectDetails(dialog: Locator, email: string) {
  await expectAt(dialog, 'details');
  await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue(GUEST.first);
  await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(dialog.getByLabel('Mobile', { exact: true })).toHaveValue(GUEST.mobile);
}

/** Restaurant, then its date, time and party, checked at each step against Back, Forward and reload. */
async function throughTheParty(page: Page, options: { restaurant: string; when: { display: string }; time: string; guests: number }) {
  await page.goto('/#booking');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: options.restaurant });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectAt(dialog, 'party');
  const date = dialog.getByLabel('Date', { exact: true });
  await date.fill(options.when.display);
  await date.press('Tab');
  await dialog.getByLabel('Time', { exact: true }).selectOption(options.time);
  await dialog.getByLabel('Guests', { exact: true }).selectOption(String(options.guests));
  await expect(page).toHaveURL(new RegExp(`step=party.*covers=${options.guests}`));

  // Party: reload keeps it; Back to the restaurant, still chosen; Forward to the party again.
  await page.reload();
  await expectParty(dialog, options.when, options.time, options.guests);
  await page.goBack();
  await expectAt(dialog, 'restaurant');
  await expect(dialog.getByLabel('Restaurant', { exact: true }).locator('option:checked')).toHaveText(options.restaurant);
  await page.goForward();
  await expectParty(dialog, options.when, options.time, options.guests);
  return dialog;
}

/** Slot and menu (the exact match goes on to the menus): Back to the times and the party, Forward, reload. */
async function throughTheMenu(page: Page, dialog: Locator, options: { when: { display: string }; time: string; guests: number }) {
  await dialog.getByRole('button', { name: 'Check availability' }).click();
  await expectAt(dialog, 'menu');
  await expect(page).toHaveURL(/step=menu/);
  await dialog.getByRole('radio', { name: /À la carte/ }).check();
  await expect(page).toHaveURL(/menu=a-la-carte/);

  await page.reload();
  await expectAt(dialog, 'menu');
  await expect(dialog.getByRole('radio', { name: /À la carte/ })).toBeChecked();
  await page.goBack();
  await expectAt(dialog, 'slot');
  await expect(dialog.getByRole('button', { name: `Continue with ${options.time}` })).toBeEnabled();
  await page.goBack();
  await expectParty(dialog, options.when, options.time, options.guests);
  await page.goForward();
  await expectAt(dialog, 'slot');
  await page.goForward();
  await expectAt(dialog, 'menu');
  await expect(dialog.getByRole('radio', { name: /À la carte/ })).toBeChecked();
}

/** Details: typed, kept through reload, Back (the menu still chosen) and Forward. */
async function throughTheDetails(page: Page, dialog: Locator, email: string) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectAt(dialog, 'details');
  await fillDetails(dialog, email);
  await page.reload();
  await expectDetails(dialog, email);
  await page.goBack();
  await expectAt(dialog, 'menu');
  await expect(dialog.getByRole('radio', { name: /À la carte/ })).toBeChecked();
  await page.goForward();
  await expectDetails(dialog, email);
}

/** The confirmation: a reload shows it again, Back does not reopen the booked journey. */
async function expectConfirmationSurvives(page: Page, dialog: Locator, guests: string) {
  const heading = dialog.getByRole('heading', { name: 'Your table is booked' });
  await expect(heading).toBeVisible();
  const reference = (await dialog.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^MR/);
  expect(page.url()).not.toMatch(/@example|Durand|07700/);

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(dialog.getByTestId('booking-reference')).toHaveText(reference);
  await expect(dialog.getByText(guests)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Book now|Confirm card and book|Card Guarantee/ })).toHaveCount(0);

  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Book now|Confirm card and book|Card Guarantee/ })).toHaveCount(0);
  return reference;
}

test('a booking for 2 survives Back, Forward and reload at every step, and its confirmation a reload', async ({ page }) => {
  const when = dateIn(24);
  const dialog = await throughTheParty(page, { restaurant: 'Reigate', when, time: '19:30', guests: 2 });
  await throughTheMenu(page, dialog, { when, time: '19:30', guests: 2 });
  await throughTheDetails(page, dialog, 'history-two@example.com');

  await dialog.getByRole('button', { name: 'Book now' }).click();
  await expectConfirmationSurvives(page, dialog, '2 guests');

  // Closing leaves no journey in the address.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

test('a booking for 7 with a card guarantee survives Back, Forward and reload at every step', async ({ page }) => {
  const when = dateIn(25);
  const dialog = await throughTheParty(page, { restaurant: 'Henley', when, time: '20:00', guests: 7 });
  await throughTheMenu(page, dialog, { when, time: '20:00', guests: 7 });
  await throughTheDetails(page, dialog, 'history-seven@example.com');

  await dialog.getByRole('button', { name: 'Card Guarantee' }).click();
  await expectAt(dialog, 'card');
  await expect(dialog.getByText('Test mode', { exact: true })).toBeVisible();
  await page.reload();
  await expectAt(dialog, 'card');
  await expect(dialog.getByText('Test mode', { exact: true })).toBeVisible();
  await page.goBack();
  await expectDetails(dialog, 'history-seven@example.com');
  await page.goForward();
  await expectAt(dialog, 'card');

  await dialog.getByRole('radio', { name: /Visa ending 1881/ }).check();
  await dialog.getByRole('button', { name: 'Confirm card and book' }).click();
  await expectConfirmationSurvives(page, dialog, '7 guests');
});
