import fs from 'node:fs';
import path from 'node:path';
import type { Job, Menu, Offer, RestaurantLocation } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, test } from '../support/fixtures';

/** The seed the brand API starts from: what each page must show is read from it, not typed in. */
const seed = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed', file), 'utf8')) as T;
const menus = seed<Menu[]>('menus.json');
const restaurants = seed<RestaurantLocation[]>('restaurants.json');
const jobs = seed<Job[]>('jobs.json');
const offers = seed<Offer[]>('offers.json');

const menu = menus[0]!;
const greenwich = restaurants.find((r) => r.city === 'london' && r.slug === 'greenwich')!;
const job = jobs[0]!;
const offer = offers.find((o) => o.slug === '2-for-1-mains')!;
const london = restaurants.filter((r) => r.city === 'london' && !r.hideRestaurantDetailPage);
const bath = restaurants.filter((r) => r.city === 'bath');

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
/** A price in pence as the menus show it: 725 → '£7.25'. */
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const dishes = (m: Menu) => m.sections.flatMap((s) => s.items);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each day's row of the week's hours, as a visitor reads it: 'Monday (today) 09:00 – 22:00'. */
function weekRows(r: RestaurantLocation): RegExp[] {
  const hours = r.openingHours as unknown as Record<string, string | undefined>;
  return DAYS.map((day) => {
    const open = hours[`${day}Open`];
    const close = hours[`${day}Close`];
    const when = open && close ? `${open} – ${close}` : 'Closed';
    return new RegExp(`${capitalised(day)}(?: \\(today\\))?\\s*${escaped(when)}`);
  });
}

/** What a visitor reads in the page's body: tags, scripts (the carried state too) and the head left out. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi, (_, dec: string, hex: string, name: string) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[name.toLowerCase()]!,
    )
    .replace(/\s+/g, ' ');
}

const PAGES: { path: string; shows: (string | RegExp)[] }[] = [
  { path: '/our-menu', shows: menus.flatMap((m) => [m.name, ...dishes(m).flatMap((d) => [d.name, pounds(d.price)])]) },
  { path: `/our-menu/${menu.id}`, shows: [menu.name, ...menu.sections.map((s) => s.name), ...dishes(menu).flatMap((d) => [d.name, pounds(d.price)])] },
  { path: '/find-us?q=Bath', shows: bath.map((r) => r.title) },
  { path: '/restaurants/london', shows: ['Restaurants in London', ...london.map((r) => r.title)] },
  {
    path: `/restaurants/${greenwich.city}/${greenwich.slug}`,
    shows: [greenwich.title, greenwich.addressLine1, greenwich.postcode, greenwich.phoneNumber, ...weekRows(greenwich)],
  },
  { path: '/careers/job-search', shows: jobs.map((j) => j.name) },
  { path: `/careers/job/${job.jobId}`, shows: [job.name, job.restaurantTitle, job.salary, job.description] },
  { path: `/offer/${offer.slug}`, shows: [offer.title, offer.validityText, offer.termAndConditions] },
];

for (const { path: page, shows } of PAGES) {
  test(`without a browser, ${page} arrives with its content in the HTML`, async ({ request }) => {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    const text = visibleText(await response.text());
    const missing = shows.filter((wanted) => (typeof wanted === 'string' ? !text.includes(wanted) : !wanted.test(text)));
    expect(missing).toEqual([]);
  });
}

test("without a browser, a job page's picture is its category's, from the brand API's variants, and it loads", async ({ request }) => {
  const html = await (await request.get(`/careers/job/${job.jobId}`)).text();
  const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
  expect(picture).toContain('type="image/avif"');
  const src = /<img[^>]*src="([^"]+)"/.exec(picture)?.[1];
  expect(src).toMatch(/^\/media\/[\w-]+\.jpg$/);
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
});

const UNKNOWN_PAGES = [
  '/our-menu/no-such-menu',
  '/restaurants/london/no-such-place',
  '/careers/job/NOPE-1',
  '/offer/no-such-offer',
  '/preferences/unknown',
  '/preferences/00000000-0000-4000-8000-000000000000',
];
for (const page of UNKNOWN_PAGES) {
  test(`without a browser, ${page} answers 404`, async ({ request }) => {
    const response = await request.get(page);
    expect(response.status()).toBe(404);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  const carries = (d: Menu['sections'][number]['items'][number], wanted: string[]) => wanted.every((w) => d.dietaryTags.some((t) => t.name === w));
  const matching = (wanted: string[]) => menus.flatMap(dishes).filter((d) => carries(d, wanted)).map((d) => d.name).sort();

  test('a visitor reads the menus and filters them with the dietary links', async ({ page }) => {
    await page.goto('/our-menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our menus' })).toBeVisible();
    for (const m of menus) await expect(page.getByRole('heading', { level: 2, name: m.name })).toBeVisible();
    expect((await page.locator('.mm-item__name').allTextContents()).sort()).toEqual(menus.flatMap(dishes).map((d) => d.name).sort());

    // Each filter is a link to the filtered page, which the server renders.
    await page.getByRole('button', { name: /^Vegan/ }).click();
    await expect(page).toHaveURL(/[?&]diet=vegan$/);
    await expect(page.getByRole('button', { name: /^Vegan/ })).toHaveAttribute('aria-pressed', 'true');
    expect((await page.locator('.mm-item__name').allTextContents()).sort()).toEqual(matching(['vegan']));

    await page.getByRole('button', { name: /^Gluten-free/ }).click();
    await expect(page.getByRole('button', { name: /^Gluten-free/ })).toHaveAttribute('aria-pressed', 'true');
    const both = matching(['vegan', 'gluten-free']);
    expect(both.length).toBeGreaterThan(1);
    expect((await page.locator('.mm-item__name').allTextContents()).sort()).toEqual(both);
    await expect(page.getByRole('status').filter({ hasText: /dishes? match/ })).toContainText(`${both.length}`);

    await page.getByRole('button', { name: 'Show all dishes' }).first().click();
    await expect(page).toHaveURL(/\/our-menu$/);
    await expect(page.locator('.mm-item__name')).toHaveCount(menus.flatMap(dishes).length);
  });

  test("a visitor reads a restaurant's address, phone number and opening hours", async ({ page }) => {
    const response = await page.goto(`/restaurants/${greenwich.city}/${greenwich.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: greenwich.title })).toBeVisible();
    await expect(page.getByText(greenwich.addressLine1)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^Call ${escaped(greenwich.phoneNumber)}$`) })).toBeVisible();
    const week = page.getByRole('table', { name: 'Opening hours for each day of the week' });
    await expect(week).toBeVisible();
    const rows = await week.getByRole('row').allTextContents();
    expect(weekRows(greenwich).filter((row) => !rows.some((text) => row.test(text)))).toEqual([]);
    // The booking strip's form needs scripts, and the journey's link would open this page again:
    // both step aside for the link to the booking page that works as plain HTML.
    await expect(page.locator('#booking-area')).toBeHidden();
    const book = page.locator('.fd-booking-strip').getByRole('link', { name: 'Book a table' });
    await expect(book.filter({ visible: true })).toHaveCount(1);
    await expect(book.filter({ visible: true })).toHaveAttribute('href', `/restaurants/${greenwich.city}/${greenwich.slug}/book`);
  });

  test('a visitor on the home page finds the hero and its booking link, not a form that needs scripts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a table' }).first()).toBeVisible();
    await expect(page.locator('#booking-area')).toBeHidden();
  });

  test('a visitor searches for restaurants near Bath with the plain form', async ({ page }) => {
    await page.goto('/find-us');
    await page.getByRole('searchbox', { name: 'Postcode, town or restaurant' }).fill('Bath');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/find-us\?q=Bath$/);
    const results = page.getByRole('list', { name: /restaurants near Bath/ });
    // Each card's link reads the restaurant's name, then how far it is ('Maison Rivière Bath 1 mile').
    for (const r of bath) await expect(results.getByRole('link', { name: new RegExp(`^${escaped(r.title)}\\s*[\\d.]+ miles?$`) })).toBeVisible();
  });
});
