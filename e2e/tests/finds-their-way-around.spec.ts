import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { API_ACTIVITY_EVENT } from '../../packages/api-client/src/activity';

test.describe('the header, footer and pages of the site', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header navigation and its dropdown work by keyboard alone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Menus' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/our-menu$/);

    const about = nav.getByRole('button', { name: 'About' });
    await about.focus();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Group bookings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/group-bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
  });

  test("the footer has this year's copyright and a Sign Up Here link under Newsletter", async ({ page }) => {
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Maison Rivière`);
    const newsletter = footer.getByRole('region', { name: 'Newsletter' });
    await expect(newsletter.getByRole('link', { name: 'Sign Up Here' })).toHaveAttribute('href', '/sign-up');
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  for (const path of ['/faqs', '/christmas', '/group-bookings/thanks', '/cookie-policy']) {
    test(`the known destination page ${path} answers 200 with its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('could not be found');
      await expect(page).toHaveTitle(/\| Maison Rivière$/);
      await expectAccessible(page);
    });
  }

  test('an unknown path answers a real 404 with the error page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    await page.getByRole('link', { name: 'Return to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page's content arrives from the brand API: judge it once its hero and booking strip are there.
    await expect(page.getByRole('region', { name: 'Book a table' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the head has a canonical URL, Open Graph and, on the home page, Organization JSON-LD', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Maison Rivière');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@type'?: string };
    expect(jsonLd['@type']).toBe('Organization');
    const sitemap = await page.request.get(`${baseURL}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/restaurants/london/greenwich</loc>');
    expect(await (await page.request.get(`${baseURL}/robots.txt`)).text()).toContain('Sitemap:');
  });

  test('a skip link takes keyboard users past the header', async ({ page }) => {
    await page.goto('/faqs');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

/** The headers the page's own API client sends: a token from /api/token (pages carry none), the brand key, a session. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const config = await page.evaluate(() => JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { brandKey: string });
  const { accessToken } = (await (await page.request.post('/api/token', { data: { clearCache: false } })).json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-brand-key': config.brandKey, 'x-session-id': '6f1c3c1e-8f5a-4d6b-9c1e-2a3b4c5d6e7f' };
}

test.describe('the loading bar', () => {
  test('appears on a slow request, and not on a quick one', async ({ page }) => {
    await page.goto('/faqs');
    const bar = page.locator('.loading-bar');
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    // Every state the bar takes from now on, and when the page's work starts and ends.
    await page.evaluate((event) => {
      const seen: string[] = [];
      const work: Array<{ at: number; delta: number }> = [];
      Object.assign(window, { barStates: seen, work });
      const element = document.querySelector('.loading-bar')!;
      new MutationObserver(() => seen.push(element.getAttribute('data-state') ?? '')).observe(element, { attributes: true, attributeFilter: ['data-state'] });
      window.addEventListener(event, (e) => work.push({ at: performance.now(), delta: (e as CustomEvent<number>).detail }));
    }, API_ACTIVITY_EVENT);

    // A quick page load (the API answers at once, from a copy): under the 200 ms throttle, the bar never shows.
    const copy = await page.request.get('/api/v1/content/page/tips-policy', { headers: await apiHeaders(page) });
    expect(copy.status()).toBe(200);
    const body = await copy.body();
    await page.route('**/api/v1/content/page/tips-policy', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tips policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tips policy' })).toBeVisible();
    await page.waitForTimeout(700);
    const quick = await page.evaluate(() => {
      const { barStates, work } = window as unknown as { barStates: string[]; work: Array<{ at: number; delta: number }> };
      return { barStates, work };
    });
    // How long the page was busy, as the bar counts it (first start to last end).
    const [first, last] = [quick.work.at(0), quick.work.at(-1)];
    if (!first || !last) throw new Error('the page reported no work for the bar to follow');
    const busyFor = last.at - first.at;
    // On a loaded machine the "quick" load may itself pass the throttle; then the bar must have run
    // and hidden again. Either way the bar follows the time the work took, never the other way.
    if (busyFor < 150) expect(quick.barStates, `busy for ${Math.round(busyFor)} ms`).toEqual([]);
    else if (busyFor > 300) expect(quick.barStates, `busy for ${Math.round(busyFor)} ms`).toEqual(['running', 'done', 'hidden']);
    await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates.splice(0));

    // A slow one (the API held back 1.5 s): the bar runs, then fills and hides.
    await page.route('**/api/v1/content/page/christmas', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Christmas' }).click();
    await expect(bar).toHaveAttribute('data-state', 'running');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    expect(await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates)).toEqual(['running', 'done', 'hidden']);
  });
});
