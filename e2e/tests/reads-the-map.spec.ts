import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The offline map's pins (no Maps key in the local stack): a link per restaurant, a button per group. */
const pinList = (page: Page) => page.getByRole('list', { name: 'Restaurants on the map' });
const pins = (page: Page) => pinList(page).getByRole('link');

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The painted boxes of a set of elements, named by their text. */
const boxesOf = (elements: Locator): Promise<Box[]> =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      return { name: (node.textContent ?? '').trim(), left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
/**
 * The map, once loaded: it loads as the visitor nears it (below the list on a phone), so its place
 * is scrolled into view first, as a visitor scrolling down would.
 */
async function theMap(page: Page): Promise<Locator> {
  await page.locator('.fd-map__slot').first().scrollIntoViewIfNeeded();
  const map = page.getByTestId('outline-map');
  await map.waitFor();
  return map;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Tabs forward until a pin has focus, as a keyboard visitor would, and gives its name. */
async function tabToFirstPin(page: Page): Promise<string> {
  for (let press = 0; press < 120; press += 1) {
    await page.keyboard.press('Tab');
    const onPin = await page.evaluate(() => Boolean(document.activeElement?.closest('.fd-outline-map__pins')));
    if (onPin) return page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/^\d+(?=\d+ restaurants)/, ''));
  }
  throw new Error('no pin on the map took focus');
}

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`the map at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor searching Bath sees every result pinned on a map of Britain and reaches a restaurant from its pin by keyboard', async ({ page }) => {
      await page.goto('/find-us?q=Bath');
      await page.locator('.fd-card__name').first().waitFor();
      const names = await page.locator('.fd-card__name').allTextContents();
      const map = await theMap(page);
      await expect(map.locator('svg path').first()).toBeAttached();
      await expect(map.getByText('Bristol', { exact: true })).toBeVisible();
      await expect(map.getByText('Cardiff', { exact: true })).toBeVisible();
      // Every result is on the map: a pin of its own, or counted in a group (Bath and Widcombe, Bristol and Clifton…).
      await expect(pinList(page).getByRole('button', { name: /^\d+ restaurants in .*Bath/ })).toBeVisible();
      const grouped = await pinList(page).locator('.fd-outline-map__cluster-count').allTextContents();
      expect((await pins(page).count()) + grouped.reduce((sum, n) => sum + Number(n), 0)).toBe(names.length);
      for (const pin of await pins(page).allTextContents()) expect(names).toContain(pin);
      // The place searched for has its own mark, and the key says what it is.
      await expect(map.getByRole('img', { name: 'You searched: Bath' })).toBeVisible();
      await expect(map.getByRole('list', { name: 'Map key' })).toContainText('You searched: Bath');
      await expect(page.getByText('The map is not available here.')).toHaveCount(0);
      await expectAccessible(page);

      // The first marker groups the two Bath restaurants: Enter lists them under the map.
      await page.locator('body').focus();
      const first = await tabToFirstPin(page);
      expect(first).toMatch(/^\d+ restaurants in .*Bath/);
      await expect(page.locator(':focus')).toBeInViewport();
      await page.keyboard.press('Enter');
      const group = map.getByRole('region', { name: /^\d+ restaurants in .*Bath/ });
      await expect(group.getByRole('link', { name: names[0], exact: true })).toBeVisible();
      await expectAccessible(page);
      await group.getByRole('link', { name: names[0], exact: true }).click();
      await expect(page).toHaveURL(/\/restaurants\/bath\/bath$/);
      await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
    });

    test('on a restaurant page the map shows its pin, named, in its region, and the pin opens directions', async ({ page }) => {
      await page.goto('/restaurants/bath/bath');
      await expect(page.getByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeVisible();
      const map = await theMap(page);
      await expect(pins(page)).toHaveCount(1);
      const pin = pins(page).first();
      await expect(pin).toHaveAccessibleName('Get directions to Maison Rivière Bath (opens in a new tab)');
      await expect(pin).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=51\.39334,-2\.35502$/);
      await expect(pin).toHaveAttribute('target', '_blank');
      await expect(map.getByText('Maison Rivière Bath', { exact: true })).toBeVisible();
      await expect(map.getByText('Bristol', { exact: true })).toBeVisible();
      await pin.focus();
      await expect(pin).toBeFocused();
      await expectAccessible(page);
    });

    test('six London restaurants are one marker with their count, which lists them all', async ({ page }) => {
      await page.goto('/restaurants/london');
      const map = await theMap(page);
      const london = pinList(page).getByRole('button', { name: '6 restaurants in London' });
      await expect(london).toHaveText(/^6/);
      await expect(london).toHaveAttribute('aria-expanded', 'false');
      await london.click();
      await expect(london).toHaveAttribute('aria-expanded', 'true');
      const list = map.getByRole('region', { name: '6 restaurants in London' });
      await expect(list.getByRole('link')).toHaveCount(6);
      await expect(list.getByRole('link', { name: 'Maison Rivière Covent Garden' })).toHaveAttribute('href', '/restaurants/london/covent-garden');
      await expectAccessible(page);
      await list.getByRole('button', { name: /^Close/ }).click();
      await expect(list).toBeHidden();
      await expect(london).toBeFocused();
    });

    for (const path of ['/find-us?q=Bath', '/find-us?q=Bristol', '/find-us?q=Cardiff', '/find-us?q=London', '/find-us?q=Manchester', '/restaurants/london', '/restaurants/bath/bath']) {
      test(`on ${path} no pin, group or searched-place mark covers a town's name, and no two marks overlap`, async ({ page }) => {
        await page.goto(path);
        const map = await theMap(page);
        await expect(map.locator('svg path').first()).toBeAttached();
        await expect(pinList(page).locator('li').first()).toBeAttached();
        const towns = await boxesOf(map.locator('.fd-outline-map__town'));
        // The towns of the defect: named where the pins used to hide them.
        if (path.endsWith('Bath')) expect(towns.map((t) => t.name)).toEqual(expect.arrayContaining(['Bristol', 'Cardiff']));
        const marks = [
          ...(await boxesOf(pinList(page).locator('.fd-outline-map__link, .fd-outline-map__cluster'))),
          ...(await boxesOf(map.locator('.fd-outline-map__origin'))),
        ];
        expect(towns.length).toBeGreaterThanOrEqual(3);
        const covered = towns.flatMap((town) => marks.filter((mark) => overlap(town, mark)).map((mark) => `${town.name} under ${mark.name || 'the searched place'}`));
        expect(covered).toEqual([]);
        const crowded = towns.flatMap((town, i) => towns.slice(i + 1).filter((other) => overlap(town, other)).map((other) => `${town.name} on ${other.name}`));
        expect(crowded).toEqual([]);
        const markers = marks.filter((mark) => mark.name !== '');
        const stacked = markers.flatMap((mark, i) => markers.slice(i + 1).filter((other) => overlap(mark, other)).map((other) => `${mark.name} on ${other.name}`));
        expect(stacked).toEqual([]);
      });
    }
  });
}
