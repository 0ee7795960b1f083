import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test as journeys } from './fixtures';
import { ROOT, type Stack } from './stack';

/**
 * The instant the visual suite's world stands at: Wednesday 13 January 2027, 11:00 in London
 * (GMT). Every seeded restaurant is open then and no holiday is near; bookings are made weeks
 * ahead of it. The brand API, the site server (and the remotes' server renders in it) and the
 * browser all start from it and run on in real time.
 */
const FIXED_CLOCK_AT = '2027-01-13T11:00:00.000Z';

/** Every page and state is looked at on a phone and on a desktop. */
export const WIDTHS = [375, 1280] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 375: 740, 1280: 800 };

export interface FixedStack extends Stack {
  /** The real epoch (ms) at which every clock of this stack read FIXED_CLOCK_AT. */
  anchor: number;
}

/** Whether screenshots are compared with the baselines here, and if not why. */
export interface Comparison {
  compare: boolean;
  reason: string;
}

/**
 * The baselines are made on Linux in Debian's Chromium (`chromium --version` says "built on
 * Debian"): text rendering differs between operating systems and browser builds, so elsewhere a
 * difference would say nothing about the site. There the suite still walks every page and runs the
 * contrast check, and skips the comparison only.
 */
export function comparisonOn(platform: string, versionLine: string): Comparison {
  if (platform !== 'linux') return { compare: false, reason: `the baselines are Linux screenshots; this is ${platform}` };
  if (!/^Chromium .* built on Debian/.test(versionLine)) return { compare: false, reason: `the baselines are screenshots in Debian's Chromium; this browser is "${versionLine || 'unknown'}"` };
  return { compare: true, reason: `compared in ${versionLine}` };
}

function versionOf(executable: string): string {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim();
  } catch {
    return '';
  }
}

const clockNow = (stack: FixedStack) => Date.parse(FIXED_CLOCK_AT) + (Date.now() - stack.anchor);

export const test = journeys.extend<{ comparison: Comparison }, { fixedStack: FixedStack; workerComparison: Comparison }>({
  /**
   * A stack of its own whose clocks stand at FIXED_CLOCK_AT (a Node preload, see
   * support/fixed-clock.cjs): the journeys' stack keeps the real date they compute theirs from.
   */
  fixedStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern
    async ({}, use) => {
      if (process.env.SITE) throw new Error('the visual suite starts its own stack with a fixed clock; it cannot run against SITE=<url>');
      const { startStack } = (await import(path.join(ROOT, 'scripts/stack.mjs'))) as { startStack(o: object): Promise<Stack & { stop(): Promise<void> }> };
      const anchor = Date.now();
      const preload = `--require ${JSON.stringify(path.join(ROOT, 'e2e/support/fixed-clock.cjs'))}`;
      const release = process.env.E2E_RELEASE_FILE ? { releaseFile: process.env.E2E_RELEASE_FILE, remotesStore: process.env.E2E_REMOTES_STORE } : {};
      const { stop, ...stack } = await startStack({
        logDir: path.join(ROOT, 'test-results/e2e-logs/fixed-clock'),
        ...release,
        serviceEnv: {
          NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
          FIXED_CLOCK_AT,
          FIXED_CLOCK_ANCHOR: String(anchor),
          REMOTE_SSR: 'on',
          REMOTE_RENDER_BUDGET_MS: process.env.REMOTE_RENDER_BUDGET_MS ?? '3000',
        },
      });
      await use({ ...stack, anchor });
      await stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  workerComparison: [
    async ({ launchOptions }, use) => {
      const verdict = comparisonOn(process.platform, versionOf(launchOptions.executablePath ?? 'chromium'));
      if (!verdict.compare) console.log(`Visual baselines: comparison skipped, ${verdict.reason}. The contrast check still runs.`);
      await use(verdict);
    },
    { scope: 'worker' },
  ],
  comparison: async ({ workerComparison }, use, testInfo) => {
    testInfo.annotations.push({ type: workerComparison.compare ? 'visual comparison' : 'visual comparison skipped', description: workerComparison.reason });
    await use(workerComparison);
  },
  baseURL: async ({ fixedStack }, use) => use(fixedStack.siteUrl),
  page: async ({ page, fixedStack }, use) => {
    await page.clock.install({ time: clockNow(fixedStack) });
    await use(page);
  },
});

export { expect };

/** A page the visitor would call finished: scripts hydrated, fonts and images in, nothing moving. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Each remote's server state is taken (and its element removed) when the remote hydrates.
  await expect(page.locator('[id^="remote-state-"]')).toHaveCount(0);
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
  });
  // A map loads as the visitor nears it (below the list on a phone): brought in as a visitor scrolling to it would.
  const maps = await page.locator('.fd-map__slot').all();
  if (maps.length > 0) {
    const scrolledTo = await page.evaluate(() => window.scrollY);
    for (const map of maps) await map.scrollIntoViewIfNeeded();
    await expect(page.getByText('Loading the map…')).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  }
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

export function viewportFor(width: (typeof WIDTHS)[number]) {
  return { width, height: HEIGHTS[width] };
}

/**
 * Compares the page with its baseline `e2e/baselines/<spec>/<name>.png` (full page, or the
 * viewport for a modal: what the visitor sees), unless this is not the baselines' platform.
 */
export async function expectLooksAsBefore(page: Page, name: string, comparison: Comparison, options: { mask?: Locator[]; fullPage?: boolean } = {}): Promise<void> {
  if (!comparison.compare) return;
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: options.mask ?? [],
    // Same platform, same pixels (runs differ by none): the allowance is for a stray anti-aliased pixel, not a changed colour.
    maxDiffPixels: 100,
  });
}
