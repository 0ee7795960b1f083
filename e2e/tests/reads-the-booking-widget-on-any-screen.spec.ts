import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The booking widget laid out where visitors meet it — the modal, the home page's strip and a
 * restaurant page's strip — on a phone and on a desktop: the calendar shows its whole month
 * (all seven columns inside its box, the month's name clear of the arrows); the strips' booking
 * row is one row on a desktop and stacked on a phone, its free times thumb-sized chips.
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

/** The widget in `place`, at its date, time and party fields (the modal's party step, the strip's row). */
async function partyStep(page: Page, place: (typeof PLACES)[number], date: string): Promise<Locator> {
  await page.goto(place.path);
  const modal = place.path === '/#booking';
  const widget = modal ? page.getByRole('dialog', { name: 'Book a Table' }) : page.locator('.bk-strip');
  await expect(widget).toBeVisible();
  if (!modal) await expect(page.locator('#remote-state-mf-booking-booking-strip')).toHaveCount(0); // the row is live
  if (place.restaurant) {
    await widget.getByLabel('Restaurant', { exact: true }).selectOption({ label: place.restaurant });
    if (modal) await widget.getByRole('button', { name: 'Continue' }).click();
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

/** The top and bottom of each of the row's boxes: its fields' controls and Find a table. */
function rowBoxes(widget: Locator): Promise<{ name: string; top: number; bottom: number }[]> {
  return widget.locator('.bk-row__form').evaluate((form) =>
    [...form.querySelectorAll('input[type="text"], select, button[type="submit"]')].map((control) => {
      const box = control.getBoundingClientRect();
      return { name: control.id ? (form.querySelector(`label[for="${control.id}"]`)?.textContent ?? '') : (control.textContent ?? ''), top: box.top, bottom: box.bottom };
    }),
  );
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the booking row at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const place of PLACES.slice(1)) {
      test(`in ${place.name}, the fields are ${viewport.width >= 768 ? 'one row' : 'stacked'} and the free times are thumb-sized chips`, async ({ page }) => {
        const widget = await partyStep(page, place, weeksAhead(6));
        const boxes = await rowBoxes(widget);
        expect(boxes.map((b) => b.name)).toEqual([...(place.restaurant ? ['Restaurant'] : []), 'Date', 'Time', 'Guests', 'Find a table']);
        const where = boxes.map((b) => `${b.name} ${Math.round(b.top)}–${Math.round(b.bottom)}`).join(', ');
        if (viewport.width >= 768) {
          for (const box of boxes) expect(Math.abs(box.top - boxes[0]!.top), where).toBeLessThanOrEqual(1);
        } else {
          for (const [i, box] of boxes.slice(1).entries()) expect(box.top, where).toBeGreaterThanOrEqual(boxes[i]!.bottom);
        }

        await widget.getByLabel('Time', { exact: true }).selectOption('19:30');
        await widget.getByRole('button', { name: 'Find a table' }).click();
        const chips = widget.locator('.bk-chip');
        await expect(chips.first()).toBeVisible();
        for (const chip of await chips.all()) {
          const box = (await chip.boundingBox())!;
          expect(box.height).toBeGreaterThanOrEqual(44);
          expect(box.width).toBeGreaterThanOrEqual(44);
        }
        await expectAccessible(page);
      });
    }
  });
}
