import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Menu } from '@riviere/api-client';
import { ROOT, tempDir } from '../support/stack';
import { expect, stack, test } from '../support/fixtures';

/** The seed the brand API starts from: the dishes /our-menu lists are read from it, not typed in. */
const menus = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/menus.json'), 'utf8')) as Menu[];
const dishes = menus.flatMap((m) => m.sections.flatMap((s) => s.items));
const vegan = dishes.filter((i) => i.dietaryTags.some((t) => t.name === 'vegan')).map((i) => i.name);
const current = (JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-menus/package.json'), 'utf8')) as { version: string }).version;
const SERVER_ENTRY = 'server/remote-server.js';

/**
 * Ways a published mf-menus version can fail to render on the server: its server entry (a
 * self-contained CommonJS file, contract 2, published with its sha256) throws or never answers,
 * or the version was published before server builds and has none (null).
 */
const BROKEN: { case: string; suffix: string; entry: ((version: string) => string) | null }[] = [
  {
    case: 'throws',
    suffix: 'throws',
    entry: (version) => `exports.contractVersion = 2;
exports.version = ${JSON.stringify(version)};
exports.render = async () => { throw new Error('the menu data was not there'); };
`,
  },
  {
    case: 'never answers',
    suffix: 'hangs',
    entry: (version) => `exports.contractVersion = 2;
exports.version = ${JSON.stringify(version)};
exports.render = () => new Promise(() => {});
`,
  },
  { case: 'was published without a server build', suffix: 'browser-only', entry: null },
];

/** The built mf-menus (browser build as it is), with its server entry replaced or left out. */
function alteredBuild(entry: string | null): string {
  const dist = tempDir('mf-menus-altered-');
  fs.cpSync(path.join(ROOT, 'mf-menus/dist'), dist, { recursive: true });
  if (entry === null) fs.rmSync(path.join(dist, 'server'), { recursive: true, force: true });
  else fs.writeFileSync(path.join(dist, SERVER_ENTRY), entry);
  return dist;
}

test.describe('a broken server render of mf-menus', () => {
  // The cases change the shared site's release one after another, each restoring it.
  test.describe.configure({ mode: 'serial' });

  for (const { case: what, suffix, entry } of BROKEN) {
    test(`a version whose server entry ${what}: /our-menu answers 200 and the menus render and filter in the browser`, async ({ page }) => {
      test.setTimeout(120_000);
      const { releaseFile, remotesStore } = stack();
      const version = `${current}-${suffix}`;
      const source = entry?.(version) ?? null;
      const env = { ...process.env, REMOTES_STORE: remotesStore, RELEASE_FILE: releaseFile, RELEASE_LOG: path.join(tempDir('release-log-'), 'release-log.jsonl') };
      const release = (args: string[], extra: Record<string, string> = {}) =>
        execFileSync(process.execPath, [path.join(ROOT, 'tools/release/bin/release.mjs'), ...args], { cwd: path.join(ROOT, 'mf-menus'), env: { ...env, ...extra }, encoding: 'utf8' });

      // Published by the release tooling: the record's sha256 is the altered file's, so what the
      // site server meets is the throw or the wait, not a file that fails its hash check.
      release(['publish', '--dist', alteredBuild(source)], { APP_VERSION: version });
      const record = JSON.parse(fs.readFileSync(path.join(remotesStore, 'mf-menus', `${version}.publish.json`), 'utf8')) as { server?: { entry: string; sha256: string } };
      expect(record.server).toEqual(source === null ? undefined : { entry: SERVER_ENTRY, sha256: createHash('sha256').update(source).digest('hex') });

      const live = fs.readFileSync(releaseFile, 'utf8');
      const liveMenus = async () => ((await (await page.request.get('/release.json')).json()) as { remotes: Record<string, string> }).remotes['mf-menus'];
      try {
        release(['set', `mf-menus@${version}`]);
        await expect.poll(liveMenus).toBe(`/remotes/mf-menus/${version}/mf-manifest.json`);

        // Without a browser: the page answers, with the slot the browser renders the menus into.
        const response = await page.request.get('/our-menu');
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<section [^>]*data-slot="mf-menus" data-state="loading">/);
        expect(html).not.toContain('id="remote-state-mf-menus"');
        expect(html).not.toContain('mm-item__name');

        // In the browser: the menus render there, with every dish, and the dietary filter works.
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
        expect((await page.goto('/our-menu'))?.status()).toBe(200);
        await expect(page.locator('[data-remote-host="mf-menus"]').getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(async () => (await page.locator('.mm-item__name').allTextContents()).sort()).toEqual(dishes.map((i) => i.name).sort());

        await page.getByRole('button', { name: /^Vegan/ }).click();
        await expect(page).toHaveURL(/diet=/);
        expect(vegan.length).toBeGreaterThan(0);
        await expect.poll(async () => (await page.locator('.mm-item__name').allTextContents()).sort()).toEqual([...vegan].sort());
        await expect(page.getByRole('status').filter({ hasText: /dishes? match/ })).toContainText(`${vegan.length}`);
        expect(problems).toEqual([]);
      } finally {
        fs.writeFileSync(releaseFile, live);
      }
      await expect.poll(liveMenus).toBe((JSON.parse(live) as { remotes: Record<string, string> }).remotes['mf-menus']);
    });
  }
});
