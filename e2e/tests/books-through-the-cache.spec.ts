import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, stack, test } from '../support/fixtures';
import { freePort, ROOT } from '../support/stack';

/**
 * The site behind the Varnish it ships (deploy/varnish/default.vcl): pages come from the cache,
 * none of them carries an app token, and a visitor still books end to end — the browser asks
 * POST /api/token itself, through the cache, which passes it to the site server.
 */

interface Edge {
  url: string;
  stop(): Promise<void>;
}

/** Why Varnish cannot run here (null when it can): the same check as scripts/edge.mjs's. */
function varnishMissing(): string | null {
  try {
    execFileSync('varnishd', ['-V'], { stdio: 'ignore' });
    return fs.readdirSync('/usr/lib').some((dir) => fs.existsSync(path.join('/usr/lib', dir, 'varnish/vmods/libvmod_xkey.so')))
      ? null
      : 'vmod_xkey is not installed (Debian: varnish-modules)';
  } catch {
    return 'varnishd is not installed (Debian: apt-get install varnish varnish-modules; .ci/run installs them)';
  }
}

function dateAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (/-(12-2[4-6]|12-31|01-01)$/.test(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
  const [y, m, d] = day.toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const missing = varnishMissing();
if (missing) console.warn(`The journey through Varnish skips: ${missing}`);
let edge: Edge | null = null;

(missing ? test.describe.skip : test.describe)('through the cache', () => {
  test.beforeAll(async () => {
    const { startVarnish } = (await import(path.join(ROOT, 'scripts/edge.mjs'))) as { startVarnish(o: { port: number; originPort: number }): Promise<Edge> };
    edge = await startVarnish({ port: await freePort(), originPort: Number(new URL(stack().siteUrl).port) });
  });
  test.afterAll(async () => edge?.stop());

  test('a visitor books a table through the cache; no page carries a token, the browser fetches its own', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: edge!.url }]);
    const pages: { url: string; body: string; cache: string | null }[] = [];
    const tokenRequests: string[] = [];
    page.on('response', async (response) => {
      if ((response.headers()['content-type'] ?? '').startsWith('text/html')) pages.push({ url: response.url(), body: await response.text().catch(() => ''), cache: response.headers()['x-cache'] ?? null });
      if (response.url().endsWith('/api/token') && response.request().method() === 'POST') tokenRequests.push(String(response.status()));
    });

    // Seen once, so the visit below is served by the cache.
    await (await fetch(`${edge!.url}/`)).text();
    await page.goto(`${edge!.url}/#booking`);
    const dialog = page.getByRole('dialog', { name: 'Book a Table' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Bournemouth' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const date = dialog.getByLabel('Date', { exact: true });
    await date.fill(dateAhead(24));
    await date.press('Tab');
    await dialog.getByLabel('Time', { exact: true }).selectOption('19:30');
    await dialog.getByLabel('Guests', { exact: true }).selectOption('2');
    await dialog.getByRole('button', { name: 'Check availability' }).click();
    await dialog.getByRole('radio', { name: /À la carte/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('First name', { exact: true }).fill('Camille');
    await dialog.getByLabel('Last name', { exact: true }).fill('Durand');
    await dialog.getByLabel('E-mail', { exact: true }).fill('through-the-cache@example.com');
    await dialog.getByLabel('Mobile', { exact: true }).fill('07700 900 456');
    await dialog.getByLabel('Mobile', { exact: true }).blur();
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your table is booked' })).toBeFocused();
    await expect(dialog.getByTestId('booking-reference')).toHaveText(/^MR/);
    await expectAccessible(page);

    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]!.cache).toBe('HIT');
    for (const { url, body } of pages) expect([url, /accessToken/.test(body)]).toEqual([url, false]);
    expect(tokenRequests).toEqual(['200']);
  });
});
