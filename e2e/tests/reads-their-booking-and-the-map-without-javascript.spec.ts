import type { Page } from '@playwright/test';
import { expect, stack, test } from '../support/fixtures';

/**
 * A visitor whose browser runs no script opens their booking from the e-mailed link, and searches
 * for restaurants: both pages come from the server with what they are for, never "Loading…".
 */
test.use({ javaScriptEnabled: false });

const STORE = 126;

interface Mail {
  subject: string;
  text: string;
}

/** A date weeks ahead, away from the holidays and from the other journeys' dates at this restaurant. */
function dateAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (/-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A booking made through the brand API, as the script would; its reference. */
async function book(page: Page, date: string): Promise<string> {
  const site = process.env.E2E_SITE_URL!;
  const token = (await (await page.request.post(`${site}/api/token`, { data: { clearCache: false } })).json()) as { accessToken: string };
  const reply = await page.request.post(`${site}/api/booking/create/${STORE}`, {
    headers: { Authorization: `Bearer ${token.accessToken}`, 'X-Brand-Key': 'local-brand', 'X-Session-Id': crypto.randomUUID() },
    data: {
      restaurantId: STORE, firstName: 'Amélie', lastName: 'Martin', emailAddress: 'reads-their-booking@example.com', mobilePhoneNumber: '07700900123',
      diningDateTime: `${date}T19:00`, adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'], shouldReceivePromotions: false,
      shouldReceiveSms: false, occasionId: STORE * 100 + 2, bookingTime: '19:00',
    },
  });
  const answer = (await reply.json()) as { bookingStatus: number; bookingReference: string };
  expect(answer.bookingStatus).toBe(1);
  return answer.bookingReference;
}

test('opens their booking from the e-mailed link and reads its details', async ({ page }) => {
  const reference = await book(page, dateAhead(47));
  let mail: Mail | undefined;
  await expect
    .poll(async () => (mail = ((await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[]).find((m) => m.subject.startsWith('Booking confirmed') && m.subject.includes(reference))), { timeout: 20_000 })
    .toBeTruthy();
  const [, , signature] = /https?:\/\/\S+\/booking\/([^/\s]+)\/([^/\s]+)/.exec(mail!.text)!;

  await page.goto(`/booking/${reference}/${signature}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking, Amélie' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('19:00', { exact: true })).toBeVisible();
  await expect(page.getByText('2 guests', { exact: true })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  // Changing and cancelling need the script: the page says so, once, with the restaurant's number, and offers no dead buttons.
  await expect(page.getByText('needs JavaScript').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
});

test('searches for Bath and sees its restaurants, with the places of the map as directions', async ({ page }) => {
  await page.goto('/find-us?q=Bath');
  await expect(page.locator('.fd-card__name').first()).toHaveText('Maison Rivière Bath');
  await expect(page.locator('.fd-card__name').filter({ hasText: 'Maison Rivière Bath Widcombe' })).toBeVisible();
  await expect(page.getByText('Loading the map…')).toBeHidden();
  await expect(page.getByText('The map needs JavaScript.', { exact: false })).toBeVisible();
  const places = page.getByTestId('map-fallback');
  await expect(places.getByText('Maison Rivière Bath', { exact: true })).toBeVisible();
  await expect(places.getByText('Maison Rivière Bath Widcombe', { exact: true })).toBeVisible();
  await expect(places.getByRole('link', { name: /Get directions to Maison Rivière Bath\b/ }).first()).toHaveAttribute('href', /google\.com\/maps\/dir\//);
});
