// `npm run bench:edge`: production build, then the stack behind the Varnish it ships
// (deploy/varnish/default.vcl). Every anonymous URL (the sitemap's and the landing pages) is
// viewed 20 times from 10 connections through the cache, with a release switch (mf-menus to a
// copy of its build under another version, purged as `npm run release -- set` purges) and a
// content change (a restaurant's phone edited in a copy of the content folder, published and
// purged as `npm run release -- content publish` does) in the middle. As `npm run start:edge`,
// the site server keeps no page copies of its own. Writes bench/edge.json: origin requests per
// 1,000 page views, hit ratio after warm-up, p50/p99 through the cache beside the origin alone,
// and seconds until each purge is visible.
// `--no-build` uses the builds already there.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { bin, root, run } from './run.mjs';
import { freePort, startStack } from './stack.mjs';
import { pinOf } from './stage-remotes.mjs';
import { startVarnish, varnishMissing } from './edge.mjs';
import { purgeKeys, releaseChangeKeys } from '../tools/release/src/purge.mjs';

const CONTENT_SECRET = 'bench-edge-content-secret';
const NEW_PHONE = '020 7946 0999';
const VIEWS = 20;
const CONNECTIONS = 10;
const LANDING = ['/', '/our-menu', '/find-us?q=Bath', '/restaurants/london/greenwich', '/careers/job-search', '/offer/2-for-1-mains'];

/** A relay in front of the site server that counts what reaches it (the origin's requests). */
async function countingRelay(targetPort) {
  let count = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/health') count += 1;
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, count: () => count, close: () => new Promise((resolve) => server.close(resolve)) };
}

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** `views` GETs of each URL from `connections` at once; each view's time and whether the cache had it. */
async function load(base, urls, { views = VIEWS, connections = CONNECTIONS, midway } = {}) {
  const queue = urls.flatMap((url) => Array.from({ length: views }, () => url));
  const results = [];
  let next = 0;
  let midwayRun = null;
  async function worker() {
    while (next < queue.length) {
      const url = queue[next];
      next += 1;
      if (midway && !midwayRun && next >= queue.length / 2) midwayRun = midway();
      const started = performance.now();
      const response = await fetch(`${base}${url}`, { redirect: 'manual' });
      await response.arrayBuffer();
      results.push({ url, ms: performance.now() - started, status: response.status, hit: response.headers.get('x-cache') === 'HIT' });
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { results, midway: midwayRun ? await midwayRun : null };
}

function summary(results) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return { views: results.length, p50Ms: Number(percentile(sorted, 50).toFixed(2)), p99Ms: Number(percentile(sorted, 99).toFixed(2)) };
}

async function main() {
  const missing = varnishMissing();
  if (missing) {
    console.error(`bench:edge needs Varnish: ${missing}`);
    return 1;
  }
  if (!process.argv.includes('--no-build') && (await run(process.execPath, [bin('nx'), 'run-many', '-t', 'build', '--outputStyle=stream'])) !== 0) return 1;
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-edge-seed-'));
  fs.cpSync(path.join(root, 'services/brand-api/seed'), seedDir, { recursive: true });
  const stack = await startStack({ serviceEnv: { TRUST_PROXY: 'loopback', REMOTE_SSR: 'on', REMOTE_HTML_CACHE_MS: '0', SEED_DIR: seedDir, CONTENT_ADMIN_SECRET: CONTENT_SECRET } });
  const relay = await countingRelay(Number(new URL(stack.siteUrl).port));
  const varnish = await startVarnish({ port: await freePort(), originPort: relay.port });
  const target = { kind: 'varnish', url: varnish.purgeUrl, secret: varnish.secret };
  try {
    const sitemap = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const urls = [...new Set([...LANDING, ...fromSitemap])];
    console.log(`${urls.length} anonymous URLs, ${VIEWS} views each from ${CONNECTIONS} connections`);

    // The origin alone, for comparison (the site server's own page cache as configured).
    const origin = await load(stack.siteUrl, urls);
    // Warm-up: each URL once through the cache.
    await load(varnish.url, urls, { views: 1 });
    const before = relay.count();

    const release = JSON.parse(fs.readFileSync(stack.releaseFile, 'utf8'));
    const menusUrl = release.remotes['mf-menus'];
    const from = /\/remotes\/mf-menus\/([^/]+)\//.exec(menusUrl ?? '')?.[1];
    const midway = async () => {
      // A release switch: mf-menus's build under another version, then the purge the release tool sends.
      const to = `${from}-edge`;
      fs.cpSync(path.join(stack.remotesStore, 'mf-menus', from), path.join(stack.remotesStore, 'mf-menus', to), { recursive: true });
      fs.writeFileSync(stack.releaseFile, JSON.stringify({
        ...release,
        remotes: { ...release.remotes, 'mf-menus': `/remotes/mf-menus/${to}/mf-manifest.json` },
        pins: { ...release.pins, 'mf-menus': pinOf(stack.remotesStore, 'mf-menus', to) },
      }));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const purgedAt = performance.now();
      await purgeKeys(target, releaseChangeKeys('mf-menus', from));
      const releaseSeconds = await visibleAfter(purgedAt, '/our-menu', `/remotes/mf-menus/${to}/`);
      // A content change: Greenwich's phone edited in the content folder, published, its keys purged.
      const file = path.join(seedDir, 'restaurants.json');
      const restaurants = JSON.parse(fs.readFileSync(file, 'utf8'));
      restaurants.find((r) => r.slug === 'greenwich').phoneNumber = NEW_PHONE;
      fs.writeFileSync(file, JSON.stringify(restaurants, null, 2));
      const published = await (await fetch(`${stack.apiUrl}/admin/content/publish`, { method: 'POST', headers: { 'x-admin-secret': CONTENT_SECRET } })).json();
      const contentPurgedAt = performance.now();
      await purgeKeys(target, published.keys);
      const content = await visibleAfter(contentPurgedAt, '/restaurants/london/greenwich', NEW_PHONE);
      return { release: releaseSeconds, content, keys: published.keys };
    };
    /** Seconds from `since` until `url` through the cache shows `text` (null after 30 s). */
    const visibleAfter = async (since, url, text) => {
      for (;;) {
        const body = await (await fetch(`${varnish.url}${url}`)).text();
        if (body.includes(text)) return Number(((performance.now() - since) / 1000).toFixed(2));
        if (performance.now() - since > 30_000) return null;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const cached = await load(varnish.url, urls, { midway });
    const originRequests = relay.count() - before;
    const pageViews = cached.results.length;
    const report = {
      measuredAt: new Date().toISOString(),
      urls: urls.length,
      viewsPerUrl: VIEWS,
      connections: CONNECTIONS,
      pageViews,
      originRequestsPer1000Views: Number(((originRequests / pageViews) * 1000).toFixed(1)),
      hitRatioAfterWarmUp: Number((cached.results.filter((r) => r.hit).length / pageViews).toFixed(4)),
      throughCache: summary(cached.results),
      originAlone: summary(origin.results),
      purgeVisibleSeconds: cached.midway.release,
      contentPurge: { keys: cached.midway.keys, visibleSeconds: cached.midway.content },
      errors: cached.results.filter((r) => r.status >= 500).length,
      targets: { originRequestsPer1000Views: '≤ 20', hitRatioAfterWarmUp: '≥ 0.98', purgeVisibleSeconds: '≤ 2', contentPurgeVisibleSeconds: '≤ 2' },
    };
    fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/edge.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    return 0;
  } finally {
    await varnish.stop();
    await relay.close();
    await stack.stop();
    fs.rmSync(seedDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
