import { expect, stack, test } from '../support/fixtures';

/**
 * A guest whose browser runs no script books a table (issue 24): the restaurant page's Book a
 * table leads to the booking page that works as plain HTML — a GET search, its free times as
 * links, a details form that posts — and the confirmation e-mail arrives. Portsmouth is this
 * journey's own restaurant, weeks ahead, where the seeded restaurants take dinner every day.
 */
test.use({ javaScriptEnabled: false });

/** A date `ahead` days from now, away from the holidays: 'YYYY-MM-DD'. */
function dateAhead(ahead: number): string {
  const day = new Date(Date.now() + ahead * 86_400_000);
  while (/-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function inbox(): Promise<{ subject: string; to: { address: string }[] }[]> {
  const reply = await fetch(`${stack().inboxUrl}/email`);
  return (await reply.json()) as Awaited<ReturnType<typeof inbox>>;
}

test('books a table for 2 from the restaurant page and gets the confirmation e-mail', async ({ page }) => {
  const email = 'no-script-dinner@example.com';
  await page.goto('/restaurants/portsmouth/portsmouth');
  const booking = page.getByRole('region', { name: 'Book a table' });
  await booking.getByRole('link', { name: 'Book a table' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/restaurants\/portsmouth\/portsmouth\/book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();

  // The search: a GET form whose answer lists the free times.
  await page.getByLabel('Date', { exact: true }).fill(dateAhead(23));
  await page.getByLabel('Time', { exact: true }).selectOption('19:30');
  await page.getByLabel('Guests', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(/step=times/);
  const times = page.getByRole('region', { name: /Free times on .* for 2 guests/ });
  await times.getByRole('link', { name: 'Book at 19:30' }).click();

  // Your details: a POST; a missing field comes back in the catalogue's words, the typing kept.
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  const menu = page.getByRole('radio', { name: /À la carte/ });
  if (await menu.count()) await menu.check();
  await page.getByLabel('First name', { exact: true }).fill('Amélie');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mobile', { exact: true }).fill('07700 900 123');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Amélie');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

  await page.getByLabel('Last name', { exact: true }).fill('Martin');
  if (await menu.count()) await menu.check();
  await page.getByRole('button', { name: 'Book now' }).click();

  // The confirmation is a page of its own (a 303 after the POST): reloading it books nothing more.
  await expect(page.getByRole('heading', { level: 1, name: 'Your table is booked' })).toBeVisible();
  await expect(page).toHaveURL(/step=confirmed/);
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
  expect(reference).toMatch(/^MR/);
  await page.reload();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);

  await expect
    .poll(async () => (await inbox()).filter((m) => m.subject.includes(reference)).map((m) => m.to.map((t) => t.address)), { timeout: 20_000 })
    .toEqual([[email]]);
});

test('7 guests need a card guarantee: the page says its card form needs JavaScript and gives the restaurant’s number', async ({ page }) => {
  await page.goto(`/restaurants/portsmouth/portsmouth/book?date=${dateAhead(25)}&time=19:30&covers=7`);
  await expect(page.getByLabel('Guests', { exact: true })).toHaveValue('7');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await page.getByRole('region', { name: /Free times on .* for 7 guests/ }).getByRole('link').first().click();
  await expect(page.getByText('This booking needs a card guarantee, and the card form needs JavaScript.')).toBeVisible();
  await expect(page.getByRole('link', { name: '01632 960123' })).toHaveAttribute('href', 'tel:01632960123');
  await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);
});

test('a form posted from elsewhere (no token of ours) is refused with a clear message and the form again', async ({ page, request }) => {
  const times = await request.get(`/restaurants/portsmouth/portsmouth/book?step=times&date=${dateAhead(24)}&time=19:30&covers=2`);
  expect(times.headers()['cache-control']).toBe('private, no-store');
  const response = await request.post('/restaurants/portsmouth/portsmouth/book', {
    form: { date: dateAhead(24), time: '19:30', covers: '2', slot: '19:30', slotOccasion: '12302', menu: 'a-la-carte', firstName: 'Eve', lastName: 'Forger', email: 'eve@example.com', phoneNumber: '07700 900 999', formToken: 'forged' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  await page.setContent(await response.text());
  await expect(page.getByRole('alert')).toHaveText('We could not accept this form as it was sent. Please check your details below and send the form again.');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Forger');
});
