import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * A visitor arrives from a link that opens 'Book a Table' (issue 23): `/#booking` (the server never
 * sees the hash) and `/book-now`. The server and the browser render the same first HTML, the modal
 * opens once the page has hydrated, and nothing is logged: no React error (#418 is server and
 * browser HTML disagreeing), no uncaught error, no console error at all.
 */
for (const url of ['/#booking', '/book-now']) {
  test(`${url} opens Book a Table after the page hydrates, with no console error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    await page.goto(url);
    const dialog = page.getByRole('dialog', { name: 'Book a Table' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Restaurant', { exact: true })).toBeEnabled();
    await expectAccessible(page);
    // Whatever the page still had to load has loaded: an error it logs would be in by now.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
