import type { Locator, Page } from '@playwright/test';
import { addStyleSheet, checkContrast, formatFailure } from '../support/contrast';
import { expect, expectLooksAsBefore, settle, test, viewportFor, WIDTHS, type Comparison, type FixedStack } from '../support/visual';

/**
 * Tests that look (issue 23): every page and state below, at 375 and 1280 px, on a stack whose
 * clocks all read Wednesday 13 January 2027, 11:00 in London.
 * - Each is compared with its baseline screenshot (e2e/baselines/sees-every-page-as-designed.spec.ts/),
 *   on the baselines' platform only: Linux, Debian's Chromium (support/visual.ts says why).
 * - Each gets the painted-contrast check (support/contrast.ts): every visible link, button, label
 *   and text field, at rest and with hover and focus forced, at WCAG AA.
 * Regenerate the baselines after a change that is meant to show (a reviewed change):
 *   npm run e2e -- e2e/tests/sees-every-page-as-designed.spec.ts --update-snapshots
 */

const VIDEO = (page: Page) => [page.locator('video')];
const REFERENCE = (page: Page) => [page.getByTestId('booking-reference')];

interface Shot {
  name: string;
  path: string;
  /** Brings the page to the state to look at, once it has hydrated. */
  reach?: (page: Page) => Promise<void>;
  mask?: (page: Page) => Locator[];
  /** A modal: the screenshot is the viewport, what the visitor sees. */
  modal?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/', mask: VIDEO },
  { name: 'restaurant', path: '/restaurants/bath/bath', reach: (page) => expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible() },
  { name: 'menus', path: '/our-menu', reach: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'menus-vegetarian',
    path: '/our-menu',
    reach: async (page) => {
      await page.getByRole('button', { name: /^Vegetarian/ }).click();
      await expect(page).toHaveURL(/diet=vegetarian/);
      await expect(page.getByRole('status').filter({ hasText: /dishes? match/ })).toBeVisible();
    },
  },
  { name: 'find-us-bath', path: '/find-us?q=Bath', reach: (page) => expect(page.locator('.fd-card__name').first()).toBeVisible() },
  { name: 'job', path: '/careers/job/MR-1001', reach: (page) => expect(page.getByRole('button', { name: 'Apply for this job' })).toBeVisible() },
  {
    name: 'job-apply',
    path: '/careers/job/MR-1001',
    modal: true,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Apply for this job' }).click();
      await expect(page.getByRole('dialog', { name: /^Apply: / })).toBeVisible();
    },
  },
  { name: 'sign-up', path: '/sign-up', reach: (page) => expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Favourite restaurant').getByRole('option')).not.toHaveCount(1) },
  { name: 'contact', path: '/contact', reach: (page) => expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible() },
  { name: 'not-found', path: '/no-such-page', reach: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

/** Compares with the baseline, then measures contrast; reports both, stops at neither. */
async function look(page: Page, name: string, comparison: Comparison, options: { mask?: Locator[]; modal?: boolean } = {}) {
  await settle(page);
  await expectLooksAsBefore(page, name, comparison, { mask: options.mask, fullPage: !options.modal });
  const report = await checkContrast(page, name);
  for (const f of report.failures) console.log(`contrast: ${formatFailure(f)}`);
  test.info().annotations.push({ type: 'contrast', description: `${name}: ${report.measured} measured, ${report.failures.length} below AA${report.unmeasured.length ? `, not measurable: ${report.unmeasured.join('; ')}` : ''}` });
  expect.soft(report.failures.map(formatFailure), `contrast below WCAG AA on ${name}`).toEqual([]);
}

/** The confirmation e-mail's link to the guest's own booking page. */
async function manageLink(stack: FixedStack, reference: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${stack.inboxUrl}/email`)).json()) as { subject: string; text: string }[];
        const mail = mails.find((m) => m.subject.startsWith('Booking confirmed') && m.subject.includes(reference));
        link = mail && /https?:\/\/\S+(\/booking\/[^/\s]+\/[^/\s]+)/.exec(mail.text)?.[1];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportFor(width) });

    for (const shot of SHOTS) {
      test(`${shot.name} (${shot.path})`, async ({ page, comparison }) => {
        await page.goto(shot.path);
        // Hydrated (each remote has taken its server state) before anything is clicked.
        await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0);
        await shot.reach?.(page);
        await look(page, `${shot.name}@${width}`, comparison, { mask: shot.mask?.(page), modal: shot.modal });
      });
    }

    test.describe('a first visit', () => {
      test.use({ cookieDecision: null });
      test('home with the cookie banner', async ({ page, comparison }) => {
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
        // The banner is fixed to the bottom of the screen: the visitor's first screen shows it.
        await look(page, `home-cookie-banner@${width}`, comparison, { mask: VIDEO(page), modal: true });
      });
    });

    test('every booking step, the confirmation, then the booking from the e-mail', async ({ page, comparison, fixedStack }) => {
      await page.goto('/#booking');
      const dialog = page.getByRole('dialog', { name: 'Book a Table' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Bath' });
      await look(page, `booking-1-restaurant@${width}`, comparison, { modal: true });

      await dialog.getByRole('button', { name: 'Continue' }).click();
      const date = dialog.getByLabel('Date', { exact: true });
      await date.fill('10/02/2027');
      await date.press('Tab');
      // 22:30 is past Bath's last sitting: the nearest times there and at the next restaurant are offered.
      await dialog.getByLabel('Time', { exact: true }).selectOption('22:30');
      await dialog.getByLabel('Guests', { exact: true }).selectOption('2');
      await look(page, `booking-2-party@${width}`, comparison, { modal: true });

      await dialog.getByRole('button', { name: 'Check availability' }).click();
      await expect(dialog.getByRole('button', { name: 'Continue with 20:30' })).toBeVisible();
      await look(page, `booking-3-times@${width}`, comparison, { modal: true });

      await dialog.getByRole('button', { name: 'Continue with 20:30' }).click();
      await expect(dialog.getByRole('radio', { name: /À la carte/ })).toBeVisible();
      await look(page, `booking-4-menu@${width}`, comparison, { modal: true });

      await dialog.getByRole('radio', { name: /À la carte/ }).check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByLabel('First name', { exact: true }).fill('Amélie');
      await dialog.getByLabel('Last name', { exact: true }).fill('Martin');
      await dialog.getByLabel('E-mail', { exact: true }).fill(`looks-${width}@example.com`);
      await dialog.getByLabel('Mobile', { exact: true }).fill('07700 900 123');
      await dialog.getByLabel('Mobile', { exact: true }).blur();
      await look(page, `booking-5-details@${width}`, comparison, { modal: true });

      await dialog.getByRole('button', { name: 'Book now' }).click();
      await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeFocused();
      const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
      await look(page, `booking-6-confirmation@${width}`, comparison, { modal: true, mask: REFERENCE(page) });

      await page.goto(await manageLink(fixedStack, reference));
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking, Amélie' })).toBeVisible();
      await look(page, `your-booking@${width}`, comparison, { mask: [page.getByText(reference, { exact: true })] });
    });
  });
}

/**
 * mf-careers/src/app/app.css before the layered stylesheets, exactly: `.cr-app a` outranked
 * `.cr-button--primary`, so "Apply for this job" was painted red on red at rest, on hover and on
 * focus. Put back unlayered, it outranks any layered fix too.
 */
const OLD_CAREERS_LINK_RULES = `
.cr-app a {
  color: var(--color-primary);
  text-underline-offset: 0.15em;
}

.cr-app a:hover {
  color: var(--color-primary-dark);
}
`;

test.describe('the contrast check itself', () => {
  test.use({ viewport: viewportFor(1280) });

  test("reports the Apply button when the careers' old link rule is put back", async ({ page }) => {
    await page.goto('/careers/job/MR-1001');
    await settle(page);
    await addStyleSheet(page, OLD_CAREERS_LINK_RULES);
    // The rule is in force: the button's text is painted in its own background colour.
    const button = page.getByRole('button', { name: 'Apply for this job' });
    expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe(await button.evaluate((el) => getComputedStyle(el).backgroundColor));
    const report = await checkContrast(page, 'job with the old rule');
    const apply = report.failures.filter((f) => f.role === 'button' && f.name === 'Apply for this job');
    expect(apply.map((f) => f.state).sort()).toEqual(['focus', 'hover', 'rest']);
    for (const f of apply) expect(f.ratio, formatFailure(f)).toBeLessThan(1.5);
  });
});
