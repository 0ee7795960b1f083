import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The booking strip on a restaurant page is mf-booking's widget, placed by the shell into a box of
 * the finder's that keeps the strip's height from the first paint (`--fd-booking-strip-height`).
 * The site server renders the strip into that box, so the page arrives with it; a visitor reading
 * the page sees nothing jump as mf-booking takes it over: measured with mf-booking's files held
 * back (the widget not yet hydrated), then again once it is live.
 */

declare global {
  interface Window {
    /** Layout shifts the visitor did not cause, summed (what Core Web Vitals counts as CLS). */
    layoutShift?: number;
  }
}

interface Box {
  top: number;
  bottom: number;
  height: number;
}

interface Layout {
  strip: Box;
  /** mf-booking's element inside the strip (the shell's placeholder while it loads). */
  widget: Box;
  /** What follows the strip: the restaurant's about, offers, hours and map. */
  below: Box;
  belowHeading: Box;
}

/** Positions on the page (not the viewport), so a scroll cannot pass for a shift. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (selector: string): Box => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      const rect = element.getBoundingClientRect();
      return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, height: rect.height };
    };
    return {
      strip: box('.fd-booking-strip'),
      widget: box('[data-testid="booking-strip"]'),
      below: box('.fd-restaurant__body'),
      belowHeading: box('.fd-restaurant__body h2'),
    };
  });
}

/** Holds back every request for mf-booking's scripts until `release()` (its stylesheet comes with the page). */
async function holdBookingRemote(page: Page) {
  const held: Route[] = [];
  let holding = true;
  let requested: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/mf[-_]booking.*\.js(?:$|\?)/, async (route) => {
    if (!holding) return route.continue();
    held.push(route);
    requested();
    return undefined;
  });
  return {
    firstRequest,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

for (const [device, viewport] of [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('nothing on a restaurant page moves when the booking strip arrives, and the strip fits its box', async ({ page }) => {
      const booking = await holdBookingRemote(page);
      await page.goto('/restaurants/london/greenwich');
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Greenwich' })).toBeVisible();
      await booking.firstRequest;
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const strip = page.locator('.fd-booking-strip');
      await expect(strip).toBeVisible();
      // The site server rendered the strip into the page: its form is there before mf-booking's files.
      await expect(strip.getByRole('button', { name: 'Find a table' })).toBeVisible();
      await expect(strip.getByRole('link', { name: 'Book a table' })).toBeHidden();
      const before = await measure(page);

      await booking.release();
      await expect(page.locator('#remote-state-mf-booking-booking-strip')).toHaveCount(0);
      await expect(strip.getByRole('button', { name: 'Find a table' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const after = await measure(page);

      // The box held its place and size, so what follows did not move.
      expect(Math.abs(after.strip.top - before.strip.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.strip.height - before.strip.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.below.top - before.below.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.belowHeading.top - before.belowHeading.top)).toBeLessThanOrEqual(1);
      // The widget fits inside the reserved height.
      expect(after.widget.top).toBeGreaterThanOrEqual(before.strip.top - 1);
      expect(after.widget.bottom).toBeLessThanOrEqual(before.strip.bottom + 1);

      const shift = await page.evaluate(() => window.layoutShift ?? 0);
      expect(shift).toBeLessThanOrEqual(0.05);
      test.info().annotations.push({
        type: 'measured',
        description: `strip ${before.strip.height.toFixed(1)} px reserved, widget ${after.widget.height.toFixed(1)} px; layout shift ${shift.toFixed(4)}`,
      });
    });
  });
}
