import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Every route loads, hydrates and settles without a console error or an uncaught error — React's
 * hydration errors (#418 text mismatch, #423, #425 …) included: they mean the server's HTML and the
 * browser's first render disagree, so the visitor sees the page flash and rebuild.
 */
const ROUTES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/faqs', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/our-menu', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/our-menu/a-la-carte', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/find-us', ready: (page) => expect(page.getByRole('searchbox', { name: 'Postcode, town or restaurant' })).toBeVisible() },
  { path: '/find-us?q=Bath', ready: (page) => expect(page.locator('.fd-card__name').first()).toBeVisible() },
  { path: '/restaurants', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/restaurants/london', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/restaurants/bath/bath', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible() },
  { path: '/restaurants/bath/bath/book?step=times&covers=2', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible() },
  { path: '/careers/job-search', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/careers/job/MR-1001', ready: (page) => expect(page.getByRole('button', { name: 'Apply for this job' })).toBeVisible() },
  { path: '/offer/2-for-1-mains', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/sign-up', ready: (page) => expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible() },
  { path: '/contact', ready: (page) => expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible() },
  { path: '/group-bookings', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/refer-a-friend', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/#booking', ready: (page) => expect(page.getByRole('dialog', { name: 'Book a Table' })).toBeVisible() },
  { path: '/book-now', ready: (page) => expect(page.getByRole('dialog', { name: 'Book a Table' })).toBeVisible() },
  { path: '/no-such-page', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

/** The 404 page's own document answers 404, which the browser logs as a failed load: that is the page working. */
const isNotFoundDocument = (page: Page, message: ConsoleMessage) => message.location().url === page.url() && new URL(page.url()).pathname === '/no-such-page';

for (const { path, ready } of ROUTES) {
  test(`${path} loads without a console error or a hydration error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A failed load names its address in the message's location, not its text.
      if (message.type() === 'error' && !isNotFoundDocument(page, message)) errors.push(`console: ${message.text()} ${message.location().url}`.trim());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));

    await page.goto(path);
    await ready(page);
    // Hydrated: each remote has taken its server state (and removed its element).
    await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
  });
}
