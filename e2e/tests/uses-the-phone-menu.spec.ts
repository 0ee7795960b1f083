import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * Opens the phone menu with `activate` once the page's scripts have taken over the server-rendered
 * header (before that the button does nothing), without toggling it twice.
 */
async function openMenu(menu: Locator, activate: () => Promise<void>) {
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await activate();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from Menu by keyboard, and Escape closes it and gives focus back to Menu', async ({ page }) => {
    await page.goto('/faqs');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await openMenu(menu, async () => {
      await menu.focus();
      await page.keyboard.press('Enter');
    });
    await expect(nav).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Menus' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('Escape inside an open dropdown closes the dropdown first, then the menu', async ({ page }) => {
    await page.goto('/faqs');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await openMenu(menu, () => menu.click());
    const about = nav.getByRole('button', { name: 'About' });
    await about.click();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    await expect(nav).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expectAccessible(page);
  });
});

test.describe('the navigation on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every link with no Menu button, and Escape leaves it in place', async ({ page }) => {
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
    const menus = nav.getByRole('link', { name: 'Menus' });
    await expect(menus).toBeVisible();
    await menus.focus();
    await page.keyboard.press('Escape');
    await expect(menus).toBeVisible();
    await expect(menus).toBeFocused();
    await expectAccessible(page);
  });
});
