import fs from 'node:fs';
import { freePort, withRemote, type Release } from '../support/stack';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

test('with mf-menus down the menu route shows the fallback, the rest works, and "Try again" brings it back without a reload', async ({ page }) => {
  const { releaseFile } = stack();
  const live = fs.readFileSync(releaseFile, 'utf8');
  const deadPort = await freePort();
  fs.writeFileSync(releaseFile, JSON.stringify(withRemote(JSON.parse(live) as Release, 'mf-menus', `http://127.0.0.1:${deadPort}/mf-manifest.json`)));
  try {
    await expect.poll(async () => (await (await page.request.get('/release.json')).json()).remotes['mf-menus']).toContain(String(deadPort));
    await page.goto('/our-menu');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    await expect(page.getByRole('alert')).toContainText('unavailable right now');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);

    // Another route still works, client-side.
    await page.getByRole('banner').getByRole('link', { name: 'Maison Rivière' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    fs.writeFileSync(releaseFile, live);
  }
  await expect.poll(async () => (await (await page.request.get('/release.json')).json()).remotes['mf-menus']).toBe(JSON.parse(live).remotes['mf-menus']);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="mf-menus"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});
