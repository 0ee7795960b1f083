import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { Stack } from './stack';

/** The stack the global setup started (or only the site, with SITE=<url>). */
export function stack(): Stack {
  const raw = process.env.E2E_STACK;
  if (!raw) throw new Error('this test needs the local stack; it cannot run against SITE=<url>');
  return JSON.parse(raw) as Stack;
}

export const test = base.extend<{ baseURL: string; cookieDecision: 'rejected' | 'accepted' | null }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern
  baseURL: async ({}, use) => use(process.env.E2E_SITE_URL!),
  /**
   * Journeys start as a visitor who already answered the cookie banner (rejected), so it does
   * not sit over what they test; `test.use({ cookieDecision: null })` meets the banner.
   */
  cookieDecision: ['rejected', { option: true }],
  context: async ({ context, baseURL, cookieDecision }, use) => {
    if (cookieDecision) await context.addCookies([{ name: 'cookie_consent', value: cookieDecision, url: baseURL }]);
    await use(context);
  },
});

export { expect };

/** axe-core on the page as it is now: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Judge the settled page: entrance animations pass through low-contrast frames by design.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // A page without frames is judged in place (axe.run); one with frames the way that reaches into
  // them (axe.runPartial in each frame, then axe.finishRun in a blank page of its own: seconds more).
  const results = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
