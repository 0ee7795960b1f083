import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/fixtures';

/**
 * The accessibility check every journey stands on (`expectAccessible`), on pages made here: it
 * passes a sound page and fails a page with what a screen reader cannot name — in a frame too.
 */

const SOUND = '<!doctype html><html lang="en"><head><title>Sound</title></head><body><main><h1>Menus</h1><button>Book a table</button><img src="data:," alt="The dining room"></main></body></html>';

test('a sound page passes', async ({ page }) => {
  await page.setContent(SOUND);
  await expectAccessible(page);
});

test.describe('a page a screen reader cannot name fails', () => {
  for (const [where, html] of [
    ['in the page', SOUND.replace('<button>Book a table</button>', '<button></button>')],
    ['in a frame of the page', SOUND.replace('</main>', `<iframe title="Booking" srcdoc="${'<!doctype html><html lang=en><head><title>Frame</title></head><body><button></button></body></html>'}"></iframe></main>`)],
  ] as const) {
    test(where, async ({ page }) => {
      await page.setContent(html);
      const failure = await expectAccessible(page).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toContain('button-name');
    });
  }
});
