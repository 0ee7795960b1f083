import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, freePort, tempDir, withRemote, type Release } from '../support/stack';
import { expect, stack, test } from '../support/fixtures';

/** A second origin serving one folder with CORS, as a remote team's own server or CDN would. */
function serveFolder(dir: string, port: number): Promise<http.Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test('a new mf-menus version served from another origin goes live by changing only the release config', async ({ page }) => {
  test.setTimeout(180_000);
  const { releaseFile } = stack();
  const out = tempDir('mf-menus-next-');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', out], {
    cwd: path.join(ROOT, 'mf-menus'),
    env: { ...process.env, APP_VERSION: '9.9.9-e2e' },
    stdio: 'ignore',
  });
  const port = await freePort();
  const server = await serveFolder(out, port);
  const origin = `http://127.0.0.1:${port}`;
  const live = fs.readFileSync(releaseFile, 'utf8');
  try {
    await page.goto('/our-menu');
    await expect(page.locator('[data-remote="mf-menus"]')).toHaveAttribute('data-remote-version', /^1\./);

    fs.writeFileSync(releaseFile, JSON.stringify(withRemote(JSON.parse(live) as Release, 'mf-menus', `${origin}/mf-manifest.json`)));
    await expect.poll(async () => (await page.request.get('/our-menu')).headers()['content-security-policy']).toContain(origin);

    const response = await page.goto('/our-menu');
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src[^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    await expect(page.locator('[data-remote="mf-menus"]')).toHaveAttribute('data-remote-version', '9.9.9-e2e');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    fs.writeFileSync(releaseFile, live);
    server.close();
  }
});
