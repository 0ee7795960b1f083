import { expect, expectAccessible, stack, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * Booking journeys against the real brand API (issue 6). Dates are weeks ahead, where the seeded
 * restaurants take dinner every day; each journey uses its own restaurant so they never compete.
 */
const VISITOR = { first: 'Amélie', last: 'Martin', mobile: '07700 900 123' };

/** London's UTC offset in hours on a date: 0 (GMT) or 1 (BST). */
function londonOffset(date: Date): number {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(date));
  return (hour - date.getUTCHours() + 24) % 24;
}

/** The first date at least `ahead` days from now in GMT (offset 0) or BST (offset 1), away from the holidays. */
function dateIn(offset: 0 | 1, ahead = 21): { iso: string; display: string } {
  const day = new Date(Date.now() + ahead * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  while (londonOffset(day) !== offset || /-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, display: `${d}/${m}/${y}` };
}

const compact = (iso: string, time: string, plusHours: number) => {
  const utc = new Date(`${iso}T${time}:00Z`);
  utc.setUTCHours(utc.getUTCHours() + plusHours);
  return utc.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
};

async function openModal(page: Page, path = '/#booking'): Promise<Locator> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Book a Table' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Restaurant, date, time, party; Check availability. */
async function searchTable(page: Page, dialog: Locator, options: { restaurant: string; date: string; time?: string; guests?: number }) {
  await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: options.restaurant });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const date = dialog.getByLabel('Date', { exact: true });
  await date.fill(options.date);
  await date.press('Tab');
  await dialog.getByLabel('Time', { exact: true }).selectOption(options.time ?? '19:30');
  await dialog.getByLabel('Guests', { exact: true }).selectOption(String(options.guests ?? 2));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Check availability' }).click();
}

/** The menu step (after the exact match chose the slot), then the details form filled in. */
async function chooseMenuAndFillDetails(page: Page, dialog: Locator, email: string, menu = /À la carte/) {
  await dialog.getByRole('radio', { name: menu }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('First name', { exact: true }).fill(VISITOR.first);
  await dialog.getByLabel('Last name', { exact: true }).fill(VISITOR.last);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Mobile', { exact: true }).fill(VISITOR.mobile);
  await dialog.getByLabel('Mobile', { exact: true }).blur();
  await expectAccessible(page);
}

async function inbox(): Promise<{ subject: string; to: { address: string }[]; attachments?: { fileName: string; contentType: string }[] }[]> {
  const reply = await fetch(`${stack().inboxUrl}/email`);
  return (await reply.json()) as Awaited<ReturnType<typeof inbox>>;
}

test('a visitor books dinner for 2 and gets the confirmation e-mail with an .ics file', async ({ page }) => {
  const when = dateIn(0);
  const dialog = await openModal(page);
  await expectAccessible(page);
  await searchTable(page, dialog, { restaurant: 'Bath', date: when.display });
  await chooseMenuAndFillDetails(page, dialog, 'dinner-for-two@example.com');
  await dialog.getByRole('button', { name: 'Book now' }).click();

  await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeFocused();
  const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
  expect(reference).toMatch(/^MR/);
  // GMT: London's 19:30 is 19:30 UTC, for 2 hours.
  const google = new URL((await dialog.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe(`${compact(when.iso, '19:30', 0)}/${compact(when.iso, '19:30', 2)}`);
  await expect(dialog.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /destination=51\.39334,-2\.35502/);
  await expectAccessible(page);

  await expect
    .poll(async () => (await inbox()).find((m) => m.subject.includes(reference))?.attachments?.map((a) => [a.fileName, a.contentType.split(';')[0]]), { timeout: 20_000 })
    .toEqual([[`booking-${reference}.ics`, 'text/calendar']]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('the Google calendar link is in UTC for a British Summer Time date', async ({ page }) => {
  const when = dateIn(1);
  const dialog = await openModal(page);
  await searchTable(page, dialog, { restaurant: 'Brighton', date: when.display, time: '19:30' });
  await chooseMenuAndFillDetails(page, dialog, 'summer@example.com');
  await dialog.getByRole('button', { name: 'Book now' }).click();
  const google = new URL((await dialog.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe(`${compact(when.iso, '19:30', -1)}/${compact(when.iso, '19:30', 1)}`);
  const outlook = new URL((await dialog.getByRole('link', { name: /Add to Outlook/ }).getAttribute('href'))!);
  expect(outlook.searchParams.get('startdt')).toBe(`${when.iso}T18:30:00Z`);
});

test('7 guests book through the card guarantee: a declined card says so in the guest’s words, a valid one books', async ({ page }) => {
  const dialog = await openModal(page);
  await searchTable(page, dialog, { restaurant: 'Covent Garden', date: dateIn(0, 22).display, time: '20:00', guests: 7 });
  await chooseMenuAndFillDetails(page, dialog, 'seven@example.com');
  await dialog.getByRole('button', { name: 'Card Guarantee' }).click();

  await expect(dialog.getByText('Test mode', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: /declined/ }).check();
  await dialog.getByRole('button', { name: 'Confirm card and book' }).click();
  // The guest's words from the catalogue, never the processor's reason.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card or contact your bank.' })).toBeVisible();
  await expect(dialog.getByText(/Do Not Honor/i)).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: /Visa ending 1881/ }).check();
  await dialog.getByRole('button', { name: 'Confirm card and book' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await expect(dialog.getByText('7 guests')).toBeVisible();
});

test('a table for 20 becomes an enquiry', async ({ page }) => {
  const dialog = await openModal(page);
  await searchTable(page, dialog, { restaurant: 'Greenwich', date: dateIn(0, 23).display, guests: 20 });
  await chooseMenuAndFillDetails(page, dialog, 'party-of-twenty@example.com');
  await expect(dialog.getByText(/Parties of 16\+ guests are an enquiry/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enquire now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible();
  await expect(dialog.getByTestId('booking-reference')).toHaveText(/^EQ/);
  await expectAccessible(page);
});

/** Books covers straight through the API, as other visitors would. */
async function bookElsewhere(page: Page, storeId: number, date: string, time: string, covers: number) {
  const site = process.env.E2E_SITE_URL!;
  const token = (await (await page.request.post(`${site}/api/token`, { data: { clearCache: false } })).json()) as { accessToken: string };
  const reply = await page.request.post(`${site}/api/booking/create/${storeId}`, {
    headers: { Authorization: `Bearer ${token.accessToken}`, 'X-Brand-Key': 'local-brand', 'X-Session-Id': crypto.randomUUID() },
    data: {
      restaurantId: storeId, firstName: 'Other', lastName: 'Guest', emailAddress: 'other@example.com', mobilePhoneNumber: '07700900999',
      diningDateTime: `${date}T${time}`, adultCovers: covers, childCovers: 0, menuIds: ['a-la-carte'], shouldReceivePromotions: false,
      shouldReceiveSms: false, occasionId: storeId * 100 + 2, bookingTime: time,
    },
  });
  return (await reply.json()) as { bookingStatus: number };
}

test('a slot taken between choosing and booking (status 9) offers fresh times and keeps the details', async ({ page }) => {
  const when = dateIn(0, 24);
  const dialog = await openModal(page);
  await searchTable(page, dialog, { restaurant: 'Victoria', date: when.display });
  await chooseMenuAndFillDetails(page, dialog, 'too-late@example.com');
  // Everyone else books 19:30 first: restaurant (20) and terrace (10), five at a time.
  let taken = 0;
  while (taken < 6 && (await bookElsewhere(page, 117, when.iso, '19:30', 5)).bookingStatus === 1) taken += 1;
  expect(taken).toBe(6);

  await dialog.getByRole('button', { name: 'Book now' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Sorry, that time slot’s just been taken.' })).toBeVisible();
  const first = dialog.getByRole('button', { name: /at Maison Rivière Victoria/ }).first();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const time = (await first.textContent())!.trim();
  expect(time).not.toBe('19:30');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: `Continue with ${time}` }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue(VISITOR.first);
  await dialog.getByRole('button', { name: 'Book now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await expect(dialog.getByText(time, { exact: true })).toBeVisible();
});

test.describe('restaurants that cannot be booked here', () => {
  test("St Paul's books through its provider: 'Continue to booking' opens it in a new tab", async ({ page }) => {
    const dialog = await openModal(page, '/book-now?restaurant=116');
    const link = dialog.getByRole('link', { name: /Continue to booking/ });
    await expect(link).toHaveAttribute('href', 'https://book.example.com/maison-riviere/st-pauls');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('button', { name: 'Check availability' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('Witney takes no online bookings and says so', async ({ page }) => {
    const dialog = await openModal(page, '/book-now?restaurant=witney');
    await expect(dialog.getByText('This restaurant cannot be booked online, please contact the restaurant directly.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Call Maison Rivière Witney/ })).toHaveAttribute('href', 'tel:01632960129');
    await expectAccessible(page);
  });

  for (const storeId of [109, 110, 111]) {
    test(`holiday park ${storeId} shows the Center Parcs message`, async ({ page }) => {
      const dialog = await openModal(page, `/book-now?restaurant=${storeId}`);
      await expect(dialog.getByText("Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book.")).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('the whole journey works with the keyboard alone', async ({ page }) => {
  const when = dateIn(0, 25);
  const dialog = await openModal(page);
  await expect(dialog.getByRole('heading', { name: 'Book a Table' })).toBeFocused();
  // The list is ready (a visitor sees 'Loading restaurants…' until then).
  await expect(dialog.getByLabel('Restaurant', { exact: true })).toBeEnabled();
  await page.keyboard.press('Tab'); // Close
  await page.keyboard.press('Tab'); // Restaurant
  await expect(dialog.getByLabel('Restaurant', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // the first restaurant: Bath
  await expect(dialog.getByLabel('Restaurant', { exact: true })).toHaveValue('101');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Continue
  await expect(dialog.getByRole('heading', { name: /Table size, time and date/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Date', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(when.display);
  await page.keyboard.press('Enter'); // commits the date, then submits: Check availability
  await expect(dialog.getByRole('heading', { name: /Select a menu/ })).toBeFocused();
  await expect(dialog.getByRole('radio').first()).toBeVisible(); // the menus have loaded
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the first menu
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Tab'); // seating area
  await page.keyboard.press('Tab'); // Continue
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: /Your details/ })).toBeFocused();
  await expect(dialog.getByLabel('First name', { exact: true })).toBeVisible(); // the form has loaded
  for (const value of [VISITOR.first, VISITOR.last, 'keyboard@example.com', VISITOR.mobile]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeFocused();
  // Focus stays inside the dialog, and Esc closes it.
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a 375 px phone the journey fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const dialog = await openModal(page);
  await searchTable(page, dialog, { restaurant: 'Windsor', date: dateIn(0, 26).display });
  await chooseMenuAndFillDetails(page, dialog, 'phone@example.com');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.querySelector('.bk-modal')!.scrollWidth]);
  expect(widths.every((w) => w <= 375)).toBe(true);
  await dialog.getByRole('button', { name: 'Book now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await expectAccessible(page);
});
