import { expect, expectAccessible, test } from '../support/fixtures';

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`the cookie banner by keyboard at ${viewport.width} px`, () => {
    test.use({ cookieDecision: null, viewport });

    test('it is the first thing Tab reaches, and after Reject focus is at the top of the page content', async ({ page, context }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies on this site' });
      await expect(banner).toBeVisible();
      await expectAccessible(page);

      // Three Tabs to Reject: the policy link, Accept, Reject.
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('link', { name: 'cookie policy' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: 'Reject' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(banner).toBeHidden();
      expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');
      const main = page.getByRole('main');
      await expect(main).toBeFocused();
      // The next Tab goes on into the page: the hero's first control, not the browser's address bar.
      await page.keyboard.press('Tab');
      await expect(main.getByRole('link', { name: 'Book a table' })).toBeFocused();
      await expectAccessible(page);
    });

    test('Accept works the same way, and so does a decision changed from Cookie settings', async ({ page }) => {
      await page.goto('/faqs');
      const banner = page.getByRole('region', { name: 'Cookies on this site' });
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
      // The FAQs have no control of their own: the next stop is the footer's first link, past the
      // content, not the header again.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' })).toBeFocused();

      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toBeVisible();
      await expectAccessible(page);
      await banner.getByRole('button', { name: 'Reject' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    });
  });
}
