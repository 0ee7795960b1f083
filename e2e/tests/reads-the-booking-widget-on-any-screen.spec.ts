import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The booking widget laid out where visitors meet it — the modal, the home page's strip and a
 * restaurant page's strip — on a phone and on a desktop: the calendar shows its whole month
 * (all seven columns inside its box, the month's name clear of the arrows), and the confirmation's
 * heading, which takes focus, is never left under the site's sticky header.
 */

/** A date weeks ahead as the date field takes it (dd/mm/yyyy). */
function weeksAhead(weeks: number): string {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  return day.toISOString().slice(0, 10).split('-').reverse().join('/');
}

const PLACES = [
  { name: 'the booking modal', path: '/#booking', restaurant: 'Windsor' },
  { name: "the home page's strip", path: '/', restaurant: 'Bath' },
  { name: "a restaurant page's strip", path: '/restaurants/london/greenwich', restaurant: null },
] as const;

/** The widget in `place`, at its date, time and party step. */
async function partyStep(page: Page, place: (typeof PLACES)[number], date: string): Promise<Locator> {
  await page.goto(place.path);
  const widget = place.path === '/#booking' ? page.getByRole('dialog', { name: 'Book a Table' }) : page.locator('.bk-strip');
  await expect(widget).toBeVisible();
  if (place.restaurant) {
    await widget.getByLabel('Restaurant', { exact: true }).selectOption({ label: place.restaurant });
    await widget.getByRole('button', { name: 'Continue' }).click();
  }
  const field = widget.getByLabel('Date', { exact: true });
  await field.fill(date);
  await field.press('Tab');
  return widget;
}

interface CalendarLayout {
  box: { left: number; right: number };
  grid: { left: number; right: number };
  viewport: number;
  titleOverlapsArrows: boolean;
}

function calendarLayout(calendar: Locator): Promise<CalendarLayout> {
  return calendar.evaluate((el) => {
    const inner = (node: Element) => {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      return { left: box.left + parseFloat(style.borderLeftWidth), right: box.right - parseFloat(style.borderRightWidth) };
    };
    const rect = (node: Element) => node.getBoundingClientRect();
    const title = el.querySelector('[aria-live]')!;
    const arrows = [...el.querySelectorAll('button')].filter((b) => b.closest('table') === null);
    // Where the month's name is drawn (its text, not its box).
    const range = document.createRange();
    range.selectNodeContents(title);
    const text = range.getBoundingClientRect();
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      box: inner(el),
      grid: { left: rect(el.querySelector('table')!).left, right: rect(el.querySelector('table')!).right },
      viewport: document.documentElement.clientWidth,
      titleOverlapsArrows: arrows.some((a) => overlaps(text, rect(a))),
    };
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const place of PLACES) {
      test(`in ${place.name}, the calendar shows its whole month inside its box`, async ({ page }) => {
        const widget = await partyStep(page, place, weeksAhead(5));
        await widget.getByRole('button', { name: 'Choose date from a calendar' }).click();
        const calendar = page.getByRole('dialog', { name: 'Choose a date' });
        await expect(calendar.getByRole('table')).toBeVisible();
        const layout = await calendarLayout(calendar);
        const where = `box ${Math.round(layout.box.left)}–${Math.round(layout.box.right)}, grid ${Math.round(layout.grid.left)}–${Math.round(layout.grid.right)}`;
        expect(layout.grid.left, where).toBeGreaterThanOrEqual(layout.box.left - 0.5);
        expect(layout.grid.right, where).toBeLessThanOrEqual(layout.box.right + 0.5);
        expect(layout.box.left, `${where} on a ${layout.viewport} px screen`).toBeGreaterThanOrEqual(0);
        expect(layout.box.right, `${where} on a ${layout.viewport} px screen`).toBeLessThanOrEqual(layout.viewport);
        expect(layout.titleOverlapsArrows, "the month's name runs into the arrows").toBe(false);
      });
    }
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const place of PLACES.slice(1)) {
    test(`in ${place.name}, the confirmation's heading is not hidden under the sticky header`, async ({ page }) => {
      const widget = await partyStep(page, place, weeksAhead(6));
      await widget.getByLabel('Time', { exact: true }).selectOption('19:30');
      await widget.getByLabel('Guests', { exact: true }).selectOption('2');
      await widget.getByRole('button', { name: 'Check availability' }).click();
      await widget.getByRole('radio', { name: /À la carte/ }).check();
      await widget.getByRole('button', { name: 'Continue' }).click();
      await widget.getByLabel('First name', { exact: true }).fill('Amélie');
      await widget.getByLabel('Last name', { exact: true }).fill('Martin');
      await widget.getByLabel('E-mail', { exact: true }).fill(`under-the-header-${viewportSafe(place.path)}@example.com`);
      await widget.getByLabel('Mobile', { exact: true }).fill('07700 900 123');

      // The visitor has scrolled on until the widget's steps start just below the window's top
      // edge (under the header) and presses Book now from the keyboard.
      const book = widget.getByRole('button', { name: 'Book now' });
      await book.evaluate((button) => {
        button.focus({ preventScroll: true });
        const steps = button.closest('.bk-strip')!.querySelector('ol')!;
        window.scrollBy(0, steps.getBoundingClientRect().top - 20);
      });
      await page.keyboard.press('Enter');

      const heading = widget.getByRole('heading', { name: 'Your table is booked' });
      await expect(heading).toBeFocused();
      const [headingTop, headerBottom] = await Promise.all([
        heading.evaluate((h) => h.getBoundingClientRect().top),
        page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom),
      ]);
      expect(headingTop, `heading at ${headingTop} px, header ends at ${headerBottom} px`).toBeGreaterThanOrEqual(headerBottom);
    });
  }
});

/** A name for the e-mail address from the page's path. */
function viewportSafe(path: string): string {
  return path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
}
