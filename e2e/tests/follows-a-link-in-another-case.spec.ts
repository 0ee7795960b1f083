import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Pages asked for in another case, where they belong, and the heading they show there. */
const PAGES: Array<[string, string, string]> = [
  ['/FAQS', '/faqs', 'Frequently asked questions'],
  ['/Careers', '/careers', 'Come and work with us'],
  ['/Faqs?utm_source=leaflet', '/faqs?utm_source=leaflet', 'Frequently asked questions'],
];

const NOT_FOUND = 'This page could not be found';

/** Records, from before the first byte, whether the not-found words ever appear in the page. */
async function watchForNotFound(page: Page) {
  await page.addInitScript((words) => {
    const w = window as unknown as { sawNotFound: boolean };
    w.sawNotFound = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(words)) w.sawNotFound = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, NOT_FOUND);
}

test.describe('an address typed in another case', () => {
  for (const [from, to, heading] of PAGES) {
    test(`${from} answers 301 to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      const landed = await request.get(`${baseURL}${to}`, { maxRedirects: 0 });
      expect(landed.status()).toBe(200);
      expect(await landed.text()).toContain(heading);
    });

    test(`a visitor typing ${from} reads the page at ${to}, and it never turns into "${NOT_FOUND}"`, async ({ page }) => {
      await watchForNotFound(page);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait until the page is live (hydrated): then the footer's cookie settings open the banner.
      await expect(async () => {
        await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
        await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible({ timeout: 1000 });
      }).toPass();
      await page.waitForLoadState('networkidle');

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { sawNotFound: boolean }).sawNotFound)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  test('a content page that does not exist is not found where it is asked for, in any case, in the server HTML too', async ({ request, baseURL }) => {
    for (const path of ['/No-Such-Page', '/no-such-page']) {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(NOT_FOUND);
    }
  });
});
