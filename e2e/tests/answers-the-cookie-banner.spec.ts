import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/** Records every request for the tag manager's script (answered with an empty script, never fetched). */
async function watchTagManager(page: Page): Promise<number[]> {
  const requestedAt: number[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requestedAt.push(Date.now());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requestedAt;
}

const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as unknown[]);

test.describe('cookie consent', () => {
  test.use({ cookieDecision: null });

  test('Reject: the tag manager is never requested and consent stays denied', async ({ page, context }) => {
    const requests = await watchTagManager(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    // Consent mode's defaults are the only thing in the data layer before a decision.
    expect(await dataLayer(page)).toEqual([
      { 0: 'consent', 1: 'default', 2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } },
    ]);
    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    await page.waitForTimeout(2000);
    expect(requests).toEqual([]);
    const cookies = await context.cookies();
    const consent = cookies.find((c) => c.name === 'cookie_consent');
    expect(consent?.value).toBe('rejected');
    // Kept for 30 days (give or take the test's own seconds).
    expect(Math.round(((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(30);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
  });

  test('Accept: the tag manager loads about 1 s later, not before', async ({ page }) => {
    const requests = await watchTagManager(page);
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    const acceptedAt = Date.now();
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
    const delay = (requests[0] as number) - acceptedAt;
    expect(delay).toBeGreaterThanOrEqual(900);
    expect(delay).toBeLessThan(3000);
    expect(await dataLayer(page)).toContainEqual({ 0: 'consent', 1: 'update', 2: { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' } });
  });

  test('the banner is not in the page the server sends (the same bytes for everyone): it opens once the scripts run, and Accept is kept', async ({ page, context }) => {
    // The shell's script held back: what shows is the server's HTML alone, which a shared cache gives every visitor.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    await page.goto('/faqs', { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect.poll(() => held.length).toBe(1);
    await expect(banner).toHaveCount(0);

    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
  });

  test('Manage: per-category choices are saved for a year, and the banner never hides the focused element', async ({ page, context }) => {
    const requests = await watchTagManager(page);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/faqs');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    // Tab through the page: whatever has focus stays above the banner.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const bannerElement = document.querySelector('.cookie-banner');
        if (!focused || !bannerElement || bannerElement.contains(focused) || focused === document.body) return false;
        const rect = focused.getBoundingClientRect();
        return rect.top >= bannerElement.getBoundingClientRect().top;
      });
      expect(hidden).toBe(false);
    }
    await banner.getByRole('button', { name: 'Manage' }).click();
    await banner.getByRole('checkbox', { name: /Analytics/ }).check();
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Save choices' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
    const preferences = (await context.cookies()).find((c) => c.name === 'cookie_preferences');
    expect(decodeURIComponent(preferences?.value ?? '')).toBe('analytics=1&marketing=0');
    expect(Math.round(((preferences?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(365);
    expect(await dataLayer(page)).toContainEqual({ 0: 'consent', 1: 'update', 2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' } });

    // The footer reopens the choices.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
  });
});
