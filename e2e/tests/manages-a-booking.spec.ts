import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

/**
 * A guest's own booking from the link in their e-mail (issue 18): the page in the site's layout,
 * a move to another time (the calendar update keeps the UID and raises the SEQUENCE), a bigger
 * party through the card guarantee, then a cancellation after the question. Keyboard only, on a
 * 375 px phone, axe clean. Its own restaurant and date, so no other journey competes for tables.
 */
const STORE = 126;
test.use({ viewport: { width: 375, height: 812 } });

interface Mail {
  id: string;
  subject: string;
  text: string;
  attachments?: { fileName: string; generatedFileName?: string }[];
}

async function inbox(): Promise<Mail[]> {
  return (await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[];
}

async function mailAbout(subjectStart: string, reference: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => (found = (await inbox()).find((m) => m.subject.startsWith(subjectStart) && m.subject.includes(reference))), { timeout: 20_000 }).toBeTruthy();
  return found!;
}

/** The mail's .ics attachment, parsed with a real iCalendar parser. */
async function calendarOf(mail: Mail) {
  const file = mail.attachments!.find((a) => a.fileName.endsWith('.ics'))!;
  const text = await (await fetch(`${stack().inboxUrl}/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName ?? file.fileName)}`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), uid: event.getFirstPropertyValue('uid'), sequence: Number(event.getFirstPropertyValue('sequence')) };
}

/** A date weeks ahead, away from the holidays (dinner every day at the seeded restaurants). */
function dateAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (/-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function book(page: Page, date: string): Promise<string> {
  const site = process.env.E2E_SITE_URL!;
  const token = (await (await page.request.post(`${site}/api/token`, { data: { clearCache: false } })).json()) as { accessToken: string };
  const reply = await page.request.post(`${site}/api/booking/create/${STORE}`, {
    headers: { Authorization: `Bearer ${token.accessToken}`, 'X-Brand-Key': 'local-brand', 'X-Session-Id': crypto.randomUUID() },
    data: {
      restaurantId: STORE, firstName: 'Amélie', lastName: 'Martin', emailAddress: 'manages-a-booking@example.com', mobilePhoneNumber: '07700900123',
      diningDateTime: `${date}T19:00`, adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'], shouldReceivePromotions: false,
      shouldReceiveSms: false, occasionId: STORE * 100 + 2, bookingTime: '19:00',
    },
  });
  const answer = (await reply.json()) as { bookingStatus: number; bookingReference: string };
  expect(answer.bookingStatus).toBe(1);
  return answer.bookingReference;
}

/** Keyboard only: focus the control, then the key a keyboard user presses. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** A closed select chosen by typing, as a keyboard user does. */
async function typeIntoSelect(select: Locator, option: string) {
  await select.focus();
  await select.page().keyboard.type(option);
  await expect(select).toHaveValue(option);
}

async function chooseTime(page: Page, time: string) {
  const select = page.getByLabel('Time', { exact: true });
  await expect(select.locator(`option[value="${time}"]`)).toHaveCount(1);
  await typeIntoSelect(select, time);
}

test('a guest opens the e-mailed link, moves the table, grows the party through the card guarantee, then cancels after the question', async ({ page }) => {
  const date = dateAhead(33);
  const reference = await book(page, date);
  const confirmation = await mailAbout('Booking confirmed', reference);
  const [, linkReference, signature] = /https?:\/\/\S+\/booking\/([^/\s]+)\/([^/\s]+)/.exec(confirmation.text)!;
  expect(linkReference).toBe(reference);

  // A link from an older e-mail (the API's address) leads to the same page in the site.
  await page.goto(`/api/booking/manage/${reference}.${signature}`);
  await expect(page).toHaveURL(new RegExp(`/booking/${reference}/${signature}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking, Amélie' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /destination=/);
  await expect(page.getByText(/^Free to change or cancel until 17:00 on /)).toBeVisible();
  await expectAccessible(page);

  // Move it to 18:30.
  await press(page.getByRole('button', { name: 'Change booking' }));
  await expect(page.getByRole('heading', { name: 'Change your booking' })).toBeFocused();
  await chooseTime(page, '18:30');
  await expectAccessible(page);
  await press(page.getByRole('button', { name: 'Change my booking' }));
  await expect(page.getByText('Your booking is changed. We have e-mailed you the details and a calendar update.')).toBeVisible();
  await expect(page.getByText('18:30', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Changed on /)).toBeVisible();

  const first = await calendarOf(confirmation);
  const moved = await calendarOf(await mailAbout('Booking changed', reference));
  expect(moved.method).toBe('REQUEST');
  expect(moved.uid).toBe(first.uid);
  expect(moved.sequence).toBeGreaterThan(first.sequence);

  // A party of 8 needs the card guarantee the table for 2 did not.
  await press(page.getByRole('button', { name: 'Change booking' }));
  await typeIntoSelect(page.getByLabel('Adults', { exact: true }), '8');
  await chooseTime(page, '18:30');
  await press(page.getByRole('button', { name: 'Change my booking' }));
  await expect(page.getByText('A table for 8 needs a card to guarantee it. Nothing is charged now.')).toBeVisible();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await press(page.getByRole('button', { name: 'Confirm card and change' }));
  await expect(page.getByText('Your booking is changed. We have e-mailed you the details and a calendar update.')).toBeVisible();
  await expect(page.getByText('8 guests', { exact: true })).toBeVisible();

  // Cancel: the question first, then the confirmation.
  await press(page.getByRole('button', { name: 'Cancel booking' }));
  const question = page.getByRole('heading', { name: /^Cancel your table for 8 on .+ at 18:30\?$/ });
  await expect(question).toBeFocused();
  await expectAccessible(page);
  await press(page.getByRole('button', { name: 'Yes, cancel my booking' }));
  await expect(page.getByText('Your booking is cancelled. We have e-mailed you a confirmation.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  // It was changed twice, but what matters now is that it is cancelled: no change or cancel left.
  await expect(page.getByText(/^Cancelled on \w+day \d+ \w+ at \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText(/^Changed on /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Change|Cancel) booking$/ })).toHaveCount(0);
  await expectAccessible(page);

  const cancelled = await calendarOf(await mailAbout('Booking cancelled', reference));
  expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid });
  expect(cancelled.sequence).toBeGreaterThan(moved.sequence);

  // The link now says plainly that the booking is gone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This booking has been cancelled' })).toBeVisible();
});

test('changing a booking refuses a past date in the guest’s words, before asking for free times', async ({ page }) => {
  const date = dateAhead(41);
  const reference = await book(page, date);
  const confirmation = await mailAbout('Booking confirmed', reference);
  const [, , signature] = /https?:\/\/\S+\/booking\/([^/\s]+)\/([^/\s]+)/.exec(confirmation.text)!;
  await page.goto(`/booking/${reference}/${signature}`);
  await press(page.getByRole('button', { name: 'Change booking' }));

  const field = page.getByLabel('Date', { exact: true });
  const today = await field.getAttribute('min');
  expect(today).toMatch(/^\d{4}-\d\d-\d\d$/);
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await field.fill(yesterday);
  await field.blur();
  await expect(page.getByText('Please choose a date from today onwards.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/could not load the free times|must be today or later|diningDateTime/)).toHaveCount(0);
  await expectAccessible(page);
});
