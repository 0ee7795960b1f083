import fs from 'node:fs';
import path from 'node:path';
import type { Job, RestaurantLocation } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, test } from '../support/fixtures';

/** The seed the brand API starts from: ids and store numbers are read from it, not typed in. */
const seed = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed', file), 'utf8')) as T;
const greenwich = seed<RestaurantLocation[]>('restaurants.json').find((r) => r.city === 'london' && r.slug === 'greenwich')!;
const job = seed<Job[]>('jobs.json')[0]!;

/**
 * Each page a remote renders on the server, the data its HTML carries (its query keys, read from
 * the remotes' `useAsync` calls) and the brand API request that would fetch that data again. `null`:
 * the key settles without a request, or (below) someone else on the page asks for it.
 */
const PAGES: { path: string; remote: string; carries: Record<string, RegExp | null> }[] = [
  { path: '/our-menu', remote: 'mf-menus', carries: { menus: /^\/api\/v1\/content\/menus$/, 'restaurant:none': null } },
  { path: '/our-menu/a-la-carte', remote: 'mf-menus', carries: { 'menu:a-la-carte': /^\/api\/v1\/content\/menu\/a-la-carte$/, 'restaurant:none': null } },
  { path: '/find-us?q=Bath', remote: 'mf-finder', carries: { 'q:Bath': /^\/api\/geo\/search\/Bath$/ } },
  // A /restaurants/… page carries what its path resolves to (from the whole list) under its own key.
  { path: '/restaurants/london', remote: 'mf-finder', carries: { 'restaurants:london': /^\/api\/v1\/content\/search-restaurants\/$/ } },
  {
    path: `/restaurants/${greenwich.city}/${greenwich.slug}`,
    remote: 'mf-finder',
    carries: {
      // The booking strip (mf-booking) carries the restaurant list too (slimmed): nobody asks for it again.
      [`restaurants:${greenwich.city}/${greenwich.slug}`]: /^\/api\/v1\/content\/search-restaurants\/$/,
      [`offers:${greenwich.storeId}`]: new RegExp(`^/api/offer/restaurant/${greenwich.storeId}$`),
    },
  },
  { path: '/careers/job-search', remote: 'mf-careers', carries: { jobs: /^\/api\/jobs(?:\?|$)/, none: null } },
  {
    path: `/careers/job/${job.jobId}`,
    remote: 'mf-careers',
    carries: {
      [`job:${job.jobId}`]: new RegExp(`^/api/jobs/${job.jobId}$`),
      [`restaurant:${job.storeId}`]: new RegExp(`^/api/v1/content/restaurant/${job.storeId}$`),
    },
  },
  { path: '/offer/2-for-1-mains', remote: 'mf-marketing', carries: { 'offer:2-for-1-mains': /^\/api\/offer\/getofferbyslug\?offerSlug=2-for-1-mains$/ } },
  { path: '/sign-up', remote: 'mf-marketing', carries: { restaurants: /^\/api\/v1\/content\/search-restaurants\/$/ } },
];

/** React's production hydration errors (418 text, 423 recovered by rendering on the client, 425 text) or our '[hydration]' report. */
const HYDRATION = /hydrat|Minified React error #(?:418|423|425)\b/i;

for (const { path: page, remote, carries } of PAGES) {
  test(`${page} hydrates its server HTML without an error and without asking the API again`, async ({ page: tab }) => {
    const problems: string[] = [];
    tab.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    const asked: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await tab.addInitScript(() => {
      const w = window as unknown as { windowErrors: string[] };
      w.windowErrors = [];
      window.addEventListener('error', (event) => w.windowErrors.push(String(event.message)));
      // Once the HTML is parsed (before any script runs), mark the remote's server-rendered elements:
      // hydration keeps them, a render in the browser would replace them.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('[data-remote-host] *')) (element as unknown as { fromServer: boolean }).fromServer = true;
      });
    });

    const response = await tab.goto(page);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    const block = new RegExp(`<script type="application/json" id="remote-state-${remote}">([\\s\\S]*?)</script>`).exec(html);
    expect(block, `the page carries ${remote}'s server render`).not.toBeNull();
    const carried = JSON.parse(block![1]!) as { state: { queries: Record<string, unknown> } };
    expect(Object.keys(carried.state.queries).sort()).toEqual(Object.keys(carries).sort());

    // The remote mounted (the shell hands it the carried state and removes the block), then the
    // page settles: whatever its effects ask for has been asked.
    await expect(tab.locator(`#remote-state-${remote}`)).toHaveCount(0);
    await tab.waitForLoadState('networkidle');

    expect([...problems, ...(await tab.evaluate(() => (window as unknown as { windowErrors: string[] }).windowErrors)).map((m) => `window.onerror: ${m}`)]).toEqual([]);
    const heading = tab.locator(`[data-remote-host="${remote}"] h1`).first();
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => (element as unknown as { fromServer?: boolean }).fromServer === true), 'the heading is the server-rendered element').toBe(true);
    const repeated = asked.filter((url) => Object.values(carries).some((again) => again?.test(url)));
    expect(repeated).toEqual([]);
  });
}

/**
 * The booking strip, mf-booking's widget, as the site server renders it into the home page (the
 * shell's slot after the hero) and a restaurant page (mf-finder's element for it), with its own
 * state block: the restaurant list, and on a restaurant page that restaurant's occasions for the day.
 */
const STRIP_PAGES: { path: string; restaurant: string | null }[] = [
  { path: '/', restaurant: null },
  { path: `/restaurants/${greenwich.city}/${greenwich.slug}`, restaurant: greenwich.title },
];
const STRIP_HOST = '[data-remote-host="mf-booking/booking-strip"], [data-widget-host="mf-booking/booking-strip"]';

for (const { path: page, restaurant } of STRIP_PAGES) {
  test(`${page} carries the booking strip in its server HTML and hydrates it without an error and without asking the API again`, async ({ page: tab }) => {
    const problems: string[] = [];
    tab.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    const asked: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await tab.addInitScript((hosts) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll(`:is(${hosts}) *`)) (element as unknown as { fromServer: boolean }).fromServer = true;
      });
    }, STRIP_HOST);

    const response = await tab.goto(page);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    const block = /<script type="application\/json" id="remote-state-mf-booking-booking-strip">([\s\S]*?)<\/script>/.exec(html);
    expect(block, 'the page carries the strip’s server render').not.toBeNull();
    const carried = JSON.parse(block![1]!) as { state: { booking: { restaurants: Record<string, unknown>[]; journey: { step: string }; occasionsStatus: string } } };
    expect(carried.state.booking.restaurants.map((r) => r.title)).toEqual(expect.arrayContaining([greenwich.title]));
    // Only what the strip reads: the restaurant pages' hours, story and pictures are not carried.
    for (const r of carried.state.booking.restaurants) {
      expect(r).not.toHaveProperty('openingHours');
      expect(r).not.toHaveProperty('about');
    }
    expect(carried.state.booking.journey.step).toBe(restaurant ? 'party' : 'restaurant');

    await expect(tab.locator('#remote-state-mf-booking-booking-strip')).toHaveCount(0);
    await tab.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    const strip = tab.locator('#booking-area');
    // The strip's first field is the server's element, taken over by mf-booking.
    const first = restaurant ? strip.getByRole('combobox', { name: 'Time' }) : strip.getByRole('combobox', { name: 'Restaurant' });
    await expect(first).toBeVisible();
    expect(await first.evaluate((element) => (element as unknown as { fromServer?: boolean }).fromServer === true), 'the field is the server-rendered element').toBe(true);
    const repeated = asked.filter((url) => /^\/api\/v1\/content\/search-restaurants\/$/.test(url) || /^\/api\/booking\/occasions\//.test(url));
    expect(repeated).toEqual([]);
    // Live: the row is mf-booking's (on a restaurant page ready for it; on the home page once a
    // restaurant is chosen, whose occasions it then asks for).
    if (!restaurant) {
      await expect(strip.getByRole('button', { name: 'Find a table' })).toBeDisabled();
      await first.selectOption(String(greenwich.storeId));
    }
    await expect(strip.getByRole('button', { name: 'Find a table' })).toBeEnabled();
  });
}
