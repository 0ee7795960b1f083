import { expect, test } from '../support/fixtures';

/**
 * A visitor whose browser runs no script (blocked, or a slow phone before it runs): the header's
 * menus and a restaurant's takeaway list still open, and no cookie banner covers the page — no tag runs without JavaScript, so
 * there is nothing to consent to.
 */
test.use({ javaScriptEnabled: false });

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Menu opens the navigation, and a link in it leads to its page', async ({ page }) => {
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Menus' }).click();
    await expect(page).toHaveURL(/\/our-menu$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a restaurant page's Book a table leads to the booking page that works without JavaScript, not back to itself", async ({ page }) => {
    await page.goto('/restaurants/bath/bath');
    const booking = page.getByRole('region', { name: 'Book a table' });
    await expect(booking.getByRole('link', { name: 'Book a table' }).filter({ visible: true })).toHaveAttribute('href', '/restaurants/bath/bath/book');
    // Said where it is true only: here the map, whose place lists the restaurant with its directions instead.
    await expect(page.getByText('needs JavaScript').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText(/^The map needs JavaScript/).filter({ visible: true })).toHaveCount(1);

    // Said where it is true only: never on a page without booking, never under the footer.
    await page.goto('/faqs');
    await expect(page.getByText('needs JavaScript').filter({ visible: true })).toHaveCount(0);
  });

  test("a restaurant's Order takeaway opens its list of services", async ({ page }) => {
    await page.goto('/restaurants/bath/bath');
    const service = page.getByRole('link', { name: /^Click & Collect from Maison Rivière Bath/ });
    await expect(service).toBeHidden();
    await page.getByRole('button', { name: 'Order takeaway' }).click();
    await expect(service).toBeVisible();
    await expect(service).toHaveAttribute('href', /^https:\/\//);
  });

  test.describe('meeting the site for the first time', () => {
    test.use({ cookieDecision: null });

    test('no cookie banner covers the page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: /cookies/i })).toBeHidden();
      // The last link on the page can be tapped: nothing fixed sits over the bottom of the screen.
      const last = page.getByRole('contentinfo').getByRole('link').last();
      await last.scrollIntoViewIfNeeded();
      await last.click({ trial: true, timeout: 5_000 });
    });
  });
});

test.describe('on a desktop without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown of the navigation opens on hover and lists its links", async ({ page }) => {
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button').first();
    const menuId = await toggle.getAttribute('aria-controls');
    const list = page.locator(`[id="${menuId}"]`);
    await expect(list).toBeHidden();
    await toggle.hover();
    await expect(list).toBeVisible();
    await list.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
