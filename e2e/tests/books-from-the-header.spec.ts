import { expect, expectAccessible, test } from '../support/fixtures';

test.describe('the header Book Now', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('on the home page it scrolls smoothly to the booking area and starts it, without a modal', async ({ page }) => {
    await page.goto('/');
    const area = page.locator('#booking-area');
    await expect(area).toBeAttached();
    // Down at the footer, the booking area is out of sight; the sticky header's Book Now brings it back.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(area).not.toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
    await expect(area).toBeInViewport();
    await expect(area.locator('[data-booking-start]')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('elsewhere it opens the booking modal at /#booking, and closing it takes #booking away', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/#booking$/);
    const dialog = page.getByRole('dialog', { name: 'Book a Table' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("on a restaurant page it goes to that restaurant's booking", async ({ page }) => {
    await page.goto('/restaurants/london/greenwich');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/restaurants/london/greenwich/book-now');
  });

  test('on a restaurant that cannot be booked online it says so', async ({ page }) => {
    await page.goto('/restaurants/witney/witney');
    const bookNow = page.getByRole('banner').getByRole('link', { name: 'Book Now' });
    // The header learns about the restaurant first; until then the link is the plain one.
    await expect(bookNow).toHaveAttribute('data-book-now', 'unbookable');
    await bookNow.click();
    const dialog = page.getByRole('dialog', { name: 'Book a Table' });
    await expect(dialog).toContainText('This restaurant cannot be booked online, please contact the restaurant directly.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
  });
});
