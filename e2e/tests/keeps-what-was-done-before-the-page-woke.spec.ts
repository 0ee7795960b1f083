import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * What a visitor types, ticks, chooses and clicks in a remote's server HTML before the remote's
 * script has taken it over is all kept (issue 27): the remote's scripts are held back here until
 * the visitor has done it all, so the page is still asleep while they do. Each case runs
 * `HYDRATION_REPEATS` times (3 in `npm test`; `npm run bench:hydration` runs 50 and counts the
 * losses).
 */
const REPEATS = Number(process.env.HYDRATION_REPEATS ?? 3);

// Every run stands alone (its own page, its own e-mail address): they share the workers.
test.describe.configure({ mode: 'parallel' });

/** Holds every script of `remote` (its entry and its chunks) until `wake` lets them through. */
async function holdScriptsOf(page: Page, remote: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(new RegExp(`/remotes/${remote}/.*\\.js$`), async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    /** Once the page has asked for the remote's script: what the visitor does now is before it runs. */
    asked: () => expect.poll(() => held.length).toBeGreaterThan(0),
    wake: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The first such weekday (0 = Sunday) at least three weeks ahead: as typed (dd/mm/yyyy) and ISO. */
function weekdayAhead(weekday: number): { typed: string; iso: string } {
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  const [y, m, d] = day.toISOString().slice(0, 10).split('-');
  return { typed: `${d}/${m}/${y}`, iso: `${y}-${m}-${d}` };
}

const CASES: { name: string; remote: string; path: string; act(page: Page): Promise<void>; kept(page: Page): Promise<void> }[] = [
  {
    // Typed only: the search runs by itself once the typing pauses, which needs the page awake
    // (a click on Search would be sent by the browser as the plain form it also is).
    name: 'the finder keeps a search typed before it woke, and runs it',
    remote: 'mf-finder',
    path: '/find-us',
    act: async (page) => {
      await page.getByRole('searchbox', { name: 'Postcode, town or restaurant' }).pressSequentially('Bath', { delay: 20 });
    },
    kept: async (page) => {
      await expect(page).toHaveURL(/\/find-us\?q=Bath$/);
      await expect(page.getByRole('heading', { level: 2, name: /restaurants near Bath$/ })).toBeVisible();
      await expect(page.locator('.fd-card__name').first()).toHaveText('Maison Rivière Bath');
      await expect(page.getByRole('searchbox', { name: 'Postcode, town or restaurant' })).toHaveValue('Bath');
    },
  },
  {
    name: 'the job search keeps a tick, two choices, a place and the search sent before it woke',
    remote: 'mf-careers',
    path: '/careers/job-search',
    act: async (page) => {
      await page.getByRole('checkbox', { name: 'Full time' }).uncheck();
      await page.getByRole('combobox', { name: 'Title group' }).selectOption({ label: 'Front of house support' });
      await page.getByRole('combobox', { name: 'Maximum distance' }).selectOption({ label: 'Within 20 miles' });
      await page.getByRole('searchbox', { name: 'Postcode or town' }).fill('SW1A 1AA');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    },
    kept: async (page) => {
      await expect(page).toHaveURL(/type=part-time&group=foh-support&within=20&location=SW1A\+1AA/);
      await expect(page.getByRole('status').filter({ hasText: /jobs? found near/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Full time' })).not.toBeChecked();
      await expect(page.getByRole('searchbox', { name: 'Postcode or town' })).toHaveValue('SW1A 1AA');
    },
  },
  {
    name: 'the booking row on a restaurant page keeps a date, a time, the guests and the search asked for before it woke',
    remote: 'mf-booking',
    path: '/restaurants/london/greenwich',
    act: async (page) => {
      const row = page.getByRole('form', { name: 'Find a table' });
      await row.getByLabel('Date', { exact: true }).fill(weekdayAhead(3).typed);
      await row.getByLabel('Time', { exact: true }).selectOption('19:30');
      await row.getByLabel('Guests', { exact: true }).selectOption('4');
      await row.getByRole('button', { name: 'Find a table' }).click();
    },
    kept: async (page) => {
      // The search ran with what was chosen: its free times are chips into the journey for that day and party.
      const times = page.getByRole('list', { name: /^Free times at / });
      await expect(times.getByRole('link').first()).toHaveAttribute('href', new RegExp(`date=${weekdayAhead(3).iso}.*&covers=4&`));
      const row = page.getByRole('form', { name: 'Find a table' });
      await expect(row.getByLabel('Time', { exact: true })).toHaveValue('19:30');
      await expect(row.getByLabel('Guests', { exact: true })).toHaveValue('4');
    },
  },
  {
    name: 'the sign-up form keeps every field, a tick and the sign-up sent before it woke',
    remote: 'mf-marketing',
    path: '/sign-up',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByLabel('E-mail address').fill(`woke.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
      await form.getByLabel('First name').fill('Amélie');
      await form.getByLabel('Favourite restaurant').selectOption({ label: 'Maison Rivière Covent Garden' });
      await form.getByLabel(/Phone number/).fill('07700 900123');
      await form.getByLabel('Month').selectOption({ label: 'February' });
      await form.getByLabel('Year').selectOption('2000');
      await form.getByLabel('Day').selectOption('29');
      await form.getByLabel(/I would like news, offers and updates/).check();
      await form.getByRole('button', { name: 'Sign up' }).click();
    },
    kept: async (page) => {
      const sent = await page.waitForRequest((request) => request.url().endsWith('/api/signup') && request.method() === 'POST');
      expect(sent.postDataJSON()).toMatchObject({ firstName: 'Amélie', phoneNumber: '07700 900123', acceptTerms: true, birthday: { day: 29, month: 2, year: 2000 } });
      expect(sent.postDataJSON().favouriteRestaurant).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/signup-thanks$/);
    },
  },
];

for (const { name, remote, path, act, kept } of CASES) {
  test.describe(name, () => {
    for (let run = 1; run <= REPEATS; run += 1) {
      test(`run ${run} of ${REPEATS}`, async ({ page }) => {
        const scripts = await holdScriptsOf(page, remote);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await scripts.asked();

        await act(page);
        const sent = kept(page);
        await scripts.wake();
        await sent;
      });
    }
  });
}
