import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT, tempDir } from '../support/stack';
import { expect, test } from '../support/fixtures';

interface StartedStack {
  siteUrl: string;
  stop(): Promise<void>;
}

/**
 * RELEASING.md's three workflows, with its commands: a remote team publishes two versions of
 * mf-menus, the shell team sets, rolls back and is refused a bad version, and QA runs the menus
 * journey against each release on a site started from that release file. Then someone with the
 * store but not the release file swaps a server entry: neither the release tool nor the site
 * server runs it.
 */
test('publish two versions of mf-menus, set one, visit, switch and roll back while the server HTML follows; a refused set changes nothing; a swapped server entry is never run', async ({ page }) => {
  test.setTimeout(300_000);
  const dir = tempDir('release-e2e-');
  const env = { ...process.env, REMOTES_STORE: path.join(dir, 'remotes'), RELEASE_FILE: path.join(dir, 'release.json') };
  const npm = (args: string[], extra: Record<string, string> = {}) =>
    execFileSync('npm', args, { cwd: ROOT, env: { ...env, ...extra }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const release = (...args: string[]) => npm(['run', '-s', 'release', '--', ...args]);
  const refused = (...args: string[]) => {
    try {
      release(...args);
    } catch (error) {
      return String((error as { stderr?: string }).stderr);
    }
    throw new Error(`release ${args.join(' ')} was not refused`);
  };

  // Remote team: the version before (a fresh production build) and the current one.
  npm(['run', '-s', 'publish', '-w', '@riviere/mf-menus'], { APP_VERSION: '0.9.0-qa' });
  const current = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-menus/package.json'), 'utf8')).version as string;
  execFileSync(process.execPath, [path.join(ROOT, 'tools/release/bin/release.mjs'), 'publish', '--dist', 'dist'], { cwd: path.join(ROOT, 'mf-menus'), env });
  expect(fs.existsSync(path.join(dir, 'remotes/mf-menus/0.9.0-qa.publish.json'))).toBe(true);

  // Shell team: compose.
  release('set', `mf-menus@${current}`);
  release('set', 'mf-menus@0.9.0-qa');
  expect(release('list')).toMatch(/\* 0\.9\.0-qa .*\(live\)/);
  // The release file pins what it made live: the sha256 of the server entry as it was checked.
  const pinnedQa = fs.readFileSync(env.RELEASE_FILE, 'utf8');
  const qaEntry = path.join(dir, 'remotes/mf-menus/0.9.0-qa/server/remote-server.js');
  const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  expect((JSON.parse(pinnedQa) as { pins: Record<string, { server: { sha256: string } }> }).pins['mf-menus']!.server.sha256).toBe(sha256(qaEntry));
  // `diff` compares both builds: the browser build's modules and the server entry (each version's own file).
  const diff = release('diff', 'mf-menus@0.9.0-qa', `mf-menus@${current}`);
  expect(diff).toContain('exposes: ./mount');
  expect(diff).toMatch(/^server: server\/remote-server\.js sha256 [0-9a-f]{12}… → server\/remote-server\.js sha256 [0-9a-f]{12}… \(changed\)$/m);

  // QA: a site started from that release file.
  const { startStack } = (await import(path.join(ROOT, 'scripts/stack.mjs'))) as { startStack(o: object): Promise<StartedStack> };
  const site = await startStack({ releaseFile: env.RELEASE_FILE, remotesStore: env.REMOTES_STORE, logDir: path.join(dir, 'logs') });
  const menusVersion = async (p: Page) => {
    await p.goto(`${site.siteUrl}/our-menu`);
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    return p.locator('[data-remote="mf-menus"]').getAttribute('data-remote-version');
  };
  /** The version whose server render /our-menu's HTML carries, fetched without a browser (null: rendered in the browser). */
  const serverHtmlVersion = async (p: Page) => {
    const html = await (await p.request.get(`${site.siteUrl}/our-menu`)).text();
    const block = /<script type="application\/json" id="remote-state-mf-menus">([\s\S]*?)<\/script>/.exec(html);
    return block ? (JSON.parse(block[1]!) as { version: string }).version : null;
  };
  try {
    expect(await serverHtmlVersion(page)).toBe('0.9.0-qa');
    expect(await menusVersion(page)).toBe('0.9.0-qa');

    // The same site server, never restarted: its HTML follows the release file both ways.
    release('set', `mf-menus@${current}`);
    await expect.poll(() => serverHtmlVersion(page), { timeout: 15_000 }).toBe(current);
    release('rollback', 'mf-menus');
    await expect.poll(() => serverHtmlVersion(page), { timeout: 15_000 }).toBe('0.9.0-qa');
    expect(await menusVersion(page)).toBe('0.9.0-qa');

    release('rollback', 'mf-menus');
    await expect.poll(() => serverHtmlVersion(page), { timeout: 15_000 }).toBe(current);
    await expect.poll(() => menusVersion(page), { timeout: 15_000 }).toBe(current);

    // A version whose files are missing is refused, and the live release stays as it was.
    fs.cpSync(path.join(dir, 'remotes/mf-menus', current), path.join(dir, 'remotes/mf-menus/9.0.0-broken'), { recursive: true });
    fs.rmSync(path.join(dir, 'remotes/mf-menus/9.0.0-broken/remoteEntry.js'));
    const live = fs.readFileSync(env.RELEASE_FILE, 'utf8');
    expect(refused('set', 'mf-menus@9.0.0-broken')).toMatch(/files missing .*remoteEntry\.js[\s\S]*The live release is unchanged\./);
    expect(fs.readFileSync(env.RELEASE_FILE, 'utf8')).toBe(live);
    expect(await menusVersion(page)).toBe(current);

    const log = fs.readFileSync(path.join(dir, 'release-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { action: string; to: string });
    expect(log.map((e) => `${e.action} ${e.to}`)).toEqual([`set ${current}`, 'set 0.9.0-qa', `set ${current}`, 'rollback 0.9.0-qa', `rollback ${current}`]);

    // 0.9.0-qa's server entry is swapped in the store, with a publish record that vouches for it.
    fs.appendFileSync(qaEntry, '\n/* swapped */\n');
    const recordFile = path.join(dir, 'remotes/mf-menus/0.9.0-qa.publish.json');
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as { server: { entry: string; sha256: string } };
    fs.writeFileSync(recordFile, JSON.stringify({ ...record, server: { ...record.server, sha256: sha256(qaEntry) } }));
    // The release tool will not make it live again…
    expect(refused('rollback', 'mf-menus')).toMatch(/refused: mf-menus@0\.9\.0-qa cannot go live:\n {2}- its files changed in the store since it was live[\s\S]*The live release is unchanged\./);
    // …and the release file that pinned it (put back by hand) gets the browser's render: the site server refuses the file and keeps answering.
    fs.writeFileSync(env.RELEASE_FILE, pinnedQa);
    await expect.poll(() => menusVersion(page), { timeout: 15_000 }).toBe('0.9.0-qa');
    expect(await serverHtmlVersion(page)).toBeNull();
    await expect.poll(() => fs.readFileSync(path.join(dir, 'logs/site.log'), 'utf8')).toMatch(/mf-menus@0\.9\.0-qa: its server entry could not be loaded: server\/remote-server\.js is not the file the release pinned/);
  } finally {
    await site.stop();
  }
});
