import fs from 'node:fs';
import path from 'node:path';
import type { Menu } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, test } from '../support/fixtures';

/** The seed the brand API starts from: the expected dishes are computed from it, not typed in. */
const menus = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/menus.json'), 'utf8')) as Menu[];
const carries = (tags: { name: string }[], wanted: string[]) => wanted.every((w) => tags.some((t) => t.name === w));

test('a visitor opens the menus, filters by vegan and gluten-free and sees exactly the matching dishes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menus' }).or(page.getByRole('button', { name: 'Menu' })).first().click();
  if (!page.url().endsWith('/our-menu')) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page).toHaveURL(/\/our-menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Vegan/ }).click();
  await page.getByRole('button', { name: /^Gluten-free/ }).click();
  await expect(page).toHaveURL(/diet=/);

  const expected = menus.flatMap((m) => m.sections.flatMap((s) => s.items)).filter((i) => carries(i.dietaryTags, ['vegan', 'gluten-free'])).map((i) => i.name);
  expect(expected.length).toBeGreaterThan(1);
  const shown = await page.locator('.mm-item__name').allTextContents();
  expect([...shown].sort()).toEqual([...expected].sort());
  await expect(page.getByRole('status').filter({ hasText: /dishes? match/ })).toContainText(`${expected.length}`);
  await expectAccessible(page);

  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Vegan/ })).toHaveAttribute('aria-pressed', 'true');
  expect((await page.locator('.mm-item__name').allTextContents()).sort()).toEqual([...expected].sort());
});

test("a menu id that does not exist shows 'Menu not found.'", async ({ page }) => {
  await page.goto('/our-menu/no-such-menu');
  await expect(page.getByText('Menu not found.')).toBeVisible();
  await expectAccessible(page);
});

test('one menu has an allergen guide a screen reader can read as a table', async ({ page }) => {
  const menu = menus[0]!;
  await page.goto(`/menu/${menu.id}`);
  await expect(page.getByRole('heading', { level: 1, name: menu.name })).toBeVisible();
  // A disclosure (<details>) that opens with or without scripts.
  await page.locator('summary', { hasText: 'Allergen guide' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(14);
  const dishes = menu.sections.flatMap((s) => s.items).length;
  await expect(table.getByRole('rowheader')).toHaveCount(dishes);
  await expectAccessible(page);
});
