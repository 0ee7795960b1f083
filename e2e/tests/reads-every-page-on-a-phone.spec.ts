import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * On a 375 px phone, with the cookie banner still open as a first visit has it, no page lays out
 * wider than the screen: nothing can be scrolled sideways and every button of the banner is
 * whole on screen. Each page is checked as it arrives and again once it has settled (its remote
 * hydrated, its fonts in); the menu page with its allergen guide open as well.
 */
test.use({ viewport: { width: 375, height: 812 }, cookieDecision: null });

const PAGES: readonly (readonly [string, string])[] = [
  ['/', 'Bienvenue à Maison Rivière'],
  ['/restaurants/london/greenwich', 'Maison Rivière Greenwich'],
  ['/our-menu', 'Our menus'],
  ['/our-menu/a-la-carte', 'À la carte'],
  ['/find-us?q=Bath', 'Find a restaurant'],
  ['/careers/job-search', 'Job search'],
  ['/careers/job/MR-1001', 'Head Chef'],
  ['/sign-up', 'Sign up'],
  ['/contact', 'Contact'],
  ['/group-bookings', 'Group bookings'],
  ['/faqs', 'Frequently asked questions'],
];

/** How far the page reaches past the screen's right edge, and the outermost elements that do it. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) return false;
      // Inside a box that scrolls or clips sideways, it cannot widen the page.
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return false;
      }
      return true;
    });
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      culprits: outermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right ${Math.round(el.getBoundingClientRect().right)}`),
    };
  });
}

/** The banner's buttons that are not whole on screen. */
function bannerButtonsCut(page: Page) {
  return page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button').evaluateAll((buttons) =>
    buttons
      .filter((b) => {
        const box = b.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth;
      })
      .map((b) => b.textContent?.trim() ?? ''),
  );
}

async function expectFits(page: Page, what: string) {
  const measured = await overflow(page);
  expect(measured.scrollWidth, `${what} is ${measured.scrollWidth} px wide on a ${measured.width} px screen (${measured.culprits.join(', ')})`).toBeLessThanOrEqual(measured.width);
  expect(await bannerButtonsCut(page), `${what}: cookie banner buttons cut off`).toEqual([]);
}

for (const [path, heading] of PAGES) {
  test(`${path} fits a 375 px screen with the cookie banner open`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    await expectFits(page, `${path} as it arrives`);

    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectFits(page, `${path} once settled`);
  });
}

test('the allergen guide, open, fits a 375 px screen (its table scrolls inside it)', async ({ page }) => {
  await page.goto('/our-menu/a-la-carte');
  const guide = page.locator('details').filter({ hasText: 'Allergen' }).first();
  await guide.locator('summary').click();
  await expect(guide.getByRole('table')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expectFits(page, 'the open allergen guide');
});
