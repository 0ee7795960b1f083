// `npm run bench:ssr`: production build, then the site server's pages over plain HTTP at 10
// connections, each after a warm-up of the same load and the median of 3 interleaved rounds — a restaurant page and /our-menu rendered by their remotes' server entries (page
// cache off, the remotes' kept brand API answers on: REMOTE_RENDER_FRESH=off, so the figure is the
// site server's render, not the brand API's reads) where the site server runs them (SSR_ISOLATION, or its default), the same render in
// the site server's own process (SSR_ISOLATION=none) beside it, the same pages from the page
// cache, and a page of the shell alone (/faqs) in the same run — and the site server's memory
// across 20 release switches between two versions of a remote. Writes bench/ssr.json.
// `--no-build` uses the builds already there.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root, run, waitForUrl } from './run.mjs';
import { freePort, startStack } from './stack.mjs';
import { pinOf } from './stage-remotes.mjs';

// The stack's site server inherits these: the benchmark measures the remotes' server render, on
// a site server as production runs it — one process per core (SITE_WORKERS=auto, README).
process.env.REMOTE_SSR ??= 'on';
process.env.SITE_WORKERS ??= 'auto';
const WORKERS = process.env.SITE_WORKERS;
/** Where the measured site server runs remotes' server entries: SSR_ISOLATION, or the site server's default. */
const ISOLATION = process.env.SSR_ISOLATION || createRequire(import.meta.url)(path.join(root, 'shell/server/dist/config.js')).SSR_ISOLATION;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each load is measured after WARM_UP_SECONDS of the same load, not counted: a server that has
 * just started compiles its hot code while it serves (its first few hundred renders run slower),
 * and visitors meet a warm server. Every measured URL gets the same.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = 10;
/**
 * Every load is measured ROUNDS times, the rounds interleaved (each page's rendered, one-process
 * and cached load, then the plain page, then again), and each figure is the median of its rounds:
 * a p99 over ten seconds on a shared 2-core machine moves by ±15 ms from one load to the next.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SWITCHES = 20;
/** The same secret scripts/stack.mjs gives its brand API and site server. */
const STACK_SECRET = 'stack-token-secret-0123456789abcdef';
const PAGES = [
  { name: 'restaurant', url: '/restaurants/london/greenwich', remote: 'mf-finder' },
  { name: 'menus', url: '/our-menu', remote: 'mf-menus' },
];
const PLAIN = '/faqs';
const TARGETS = { renderedP99Ms: 50, cachedShareOfPlain: 0.5, rssGrowthMb: 50 };

const publishRecord = (store, name, version) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(store, name, `${version}.publish.json`), 'utf8'));
  } catch {
    return null;
  }
};
const versionOf = (manifestUrl) => /\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** autocannon's result for `url` (its command line, run with this Node; the brand API's benches use it too). */
function autocannon(url, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin('autocannon'), '--json', '-c', String(CONNECTIONS), '-d', String(seconds), url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon ${url} exited with ${code}`))));
  });
}

async function load(url) {
  if (WARM_UP_SECONDS > 0) await autocannon(url, WARM_UP_SECONDS);
  const result = await autocannon(url);
  const errors = result.errors + result.timeouts + result.non2xx;
  return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, meanMs: result.latency.mean, requests: result.requests.total, errors };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The rounds of one load: each figure's median over them, errors summed, and the rounds themselves. */
function medianOf(rounds) {
  return {
    reqPerSec: median(rounds.map((r) => r.reqPerSec)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    meanMs: Math.round(median(rounds.map((r) => r.meanMs)) * 100) / 100,
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds: rounds.map(({ reqPerSec, p99Ms }) => ({ reqPerSec, p99Ms })),
  };
}

/** Whether the page arrived with the remote's server render (its state block). */
async function renderedBy(siteUrl, url, remote) {
  const html = await (await fetch(siteUrl + url)).text();
  const block = html.split(`id="remote-state-${remote}">`)[1];
  return block ? JSON.parse(block.split('</script>')[0]).version : null;
}

/**
 * A second published version of `name` for the release switches: the same build under another
 * version folder, its server entry saying the new version, with its own publish record.
 */
function publishBenchVersion(store, name, version) {
  const record = publishRecord(store, name, version);
  const next = `${version}-bench.2`;
  const target = path.join(store, name, next);
  if (!fs.existsSync(target)) fs.cpSync(path.join(store, name, version), target, { recursive: true });
  const entry = path.join(target, record.server.entry);
  const source = fs.readFileSync(path.join(store, name, version, record.server.entry), 'utf8').replaceAll(`"${version}"`, `"${next}"`).replaceAll(`'${version}'`, `'${next}'`);
  fs.writeFileSync(entry, source);
  const sha256 = crypto.createHash('sha256').update(source).digest('hex');
  fs.writeFileSync(path.join(store, name, `${next}.publish.json`), JSON.stringify({ ...record, version: next, manifest: `${next}/mf-manifest.json`, server: { ...record.server, sha256 } }));
  return next;
}

/**
 * A site server of its own (page cache off, its own release file) beside the stack's. `capped`:
 * old space capped, for the release switches — a version that stayed in memory after its release
 * would show as growth (or run out), where an uncapped heap would grow lazily either way. The
 * load is measured uncapped, as the site runs.
 */
async function startUncachedSite(stack, releaseFile, { capped = false, workers = WORKERS, isolation = process.env.SSR_ISOLATION ?? '', fresh = false } = {}) {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(capped ? ['--max-old-space-size=192'] : []), 'shell/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BRAND_API_URL: stack.apiUrl, TOKEN_SECRET: STACK_SECRET, REMOTES_STORE: stack.remotesStore, RELEASE_FILE: releaseFile, SITE_URL: siteUrl, LOG_LEVEL: 'warn', REMOTE_HTML_CACHE_MS: '0', REMOTE_RENDER_FRESH: fresh ? 'on' : 'off', REMOTE_SSR: 'on', SITE_WORKERS: workers, SSR_ISOLATION: isolation },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForUrl(`${siteUrl}/health`);
  await waitForUrl(`${siteUrl}/`);
  return { siteUrl, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

function writeRelease(file, release) {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(release));
  fs.renameSync(`${file}.tmp`, file);
}

async function main() {
  if (!process.argv.includes('--no-build') && (await run(process.execPath, [bin('nx'), 'run-many', '-t', 'build', '--outputStyle=stream'])) !== 0) return 1;
  const stack = await startStack();
  let uncached;
  let single;
  let inProcess;
  try {
    const release = JSON.parse(fs.readFileSync(stack.releaseFile, 'utf8'));
    const withServer = Object.entries(release.remotes).filter(([name, url]) => publishRecord(stack.remotesStore, name, versionOf(url))?.server);
    if (withServer.length === 0) {
      console.error('bench:ssr: no remote in the release has a server build (no `server` in its publish record): nothing is rendered on the server to measure.');
      return 1;
    }
    const releaseFile = path.join(stack.dataDir, 'release-uncached.json');
    writeRelease(releaseFile, release);
    uncached = await startUncachedSite(stack, releaseFile);
    // The same render on one process (SITE_WORKERS=1), beside it: what one core does.
    single = WORKERS === '1' ? null : await startUncachedSite(stack, releaseFile, { workers: '1' });
    // The same render in the site server's own process (SSR_ISOLATION=none), beside it: what the render workers cost.
    inProcess = ISOLATION === 'none' ? null : await startUncachedSite(stack, releaseFile, { isolation: 'none' });

    const pages = {};
    const measured = [];
    for (const page of PAGES) {
      const version = await renderedBy(uncached.siteUrl, page.url, page.remote);
      if (!version) {
        pages[page.name] = { url: page.url, remote: page.remote, serverRendered: false, pass: false };
        console.log(`${page.url}: ${page.remote} is not rendered on the server`);
        continue;
      }
      await renderedBy(stack.siteUrl, page.url, page.remote); // fills the page cache
      pages[page.name] = { url: page.url, remote: `${page.remote}@${version}`, serverRendered: true };
      measured.push(page);
    }
    const rounds = { plain: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const page of measured) {
        const mine = (rounds[page.name] ??= { rendered: [], renderedInProcess: [], renderedOneProcess: [], cached: [] });
        mine.rendered.push(await load(uncached.siteUrl + page.url));
        if (inProcess) mine.renderedInProcess.push(await load(inProcess.siteUrl + page.url));
        if (single) mine.renderedOneProcess.push(await load(single.siteUrl + page.url));
        mine.cached.push(await load(stack.siteUrl + page.url));
        const [rendered, inside, one, cached] = [mine.rendered.at(-1), mine.renderedInProcess.at(-1) ?? mine.rendered.at(-1), mine.renderedOneProcess.at(-1) ?? mine.rendered.at(-1), mine.cached.at(-1)];
        console.log(`round ${round} ${page.url}: rendered (${ISOLATION}) ${rendered.reqPerSec} req/s p99 ${rendered.p99Ms} ms (in process: ${inside.reqPerSec} req/s p99 ${inside.p99Ms} ms; one process: ${one.reqPerSec} req/s p99 ${one.p99Ms} ms); cached ${cached.reqPerSec} req/s p99 ${cached.p99Ms} ms`);
      }
      rounds.plain.push(await load(stack.siteUrl + PLAIN));
      console.log(`round ${round} ${PLAIN} (the shell alone): ${rounds.plain.at(-1).reqPerSec} req/s p99 ${rounds.plain.at(-1).p99Ms} ms`);
    }
    for (const page of measured) {
      const mine = rounds[page.name];
      const rendered = medianOf(mine.rendered);
      Object.assign(pages[page.name], {
        rendered,
        renderedInProcess: inProcess ? medianOf(mine.renderedInProcess) : rendered,
        renderedOneProcess: single ? medianOf(mine.renderedOneProcess) : rendered,
        cached: medianOf(mine.cached),
      });
      const { renderedInProcess: inside, renderedOneProcess: one, cached } = pages[page.name];
      console.log(`${page.url} (median of ${ROUNDS}): rendered (${ISOLATION}) ${rendered.reqPerSec} req/s p99 ${rendered.p99Ms} ms (in process: ${inside.reqPerSec} req/s p99 ${inside.p99Ms} ms; one process: ${one.reqPerSec} req/s p99 ${one.p99Ms} ms); cached ${cached.reqPerSec} req/s p99 ${cached.p99Ms} ms`);
    }
    const plain = medianOf(rounds.plain);
    console.log(`${PLAIN} (the shell alone, median of ${ROUNDS}): ${plain.reqPerSec} req/s p99 ${plain.p99Ms} ms`);
    for (const page of Object.values(pages)) {
      if (!page.serverRendered) continue;
      page.cachedShareOfPlain = Math.round((page.cached.reqPerSec / plain.reqPerSec) * 100) / 100;
      page.pass = page.rendered.p99Ms <= TARGETS.renderedP99Ms && page.cachedShareOfPlain >= TARGETS.cachedShareOfPlain && page.rendered.errors === 0 && page.cached.errors === 0;
    }

    // Release switches: a capped uncached site server (one process: its memory is the measure),
    // warmed up, alternates two versions of a server-rendered remote.
    uncached.stop();
    single?.stop();
    inProcess?.stop();
    writeRelease(releaseFile, release);
    uncached = await startUncachedSite(stack, releaseFile, { capped: true, workers: '1' });
    const [name, manifestUrl] = withServer.find(([n]) => n === 'mf-menus') ?? withServer[0];
    const page = PAGES.find((p) => p.remote === name)?.url ?? '/';
    for (let n = 0; n < 200; n += 1) await fetch(uncached.siteUrl + page).then((r) => r.text());
    const versions = [versionOf(manifestUrl), publishBenchVersion(stack.remotesStore, name, versionOf(manifestUrl))];
    const rssStartMb = rssMb(uncached.pid);
    const served = [];
    for (let i = 1; i <= SWITCHES; i += 1) {
      const version = versions[i % 2];
      writeRelease(releaseFile, {
        remotes: { ...release.remotes, [name]: `/remotes/${name}/${version}/mf-manifest.json` },
        pins: { ...release.pins, [name]: pinOf(stack.remotesStore, name, version) },
      });
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the site server checks the file once a second
      await fetch(uncached.siteUrl + page).then((r) => r.text()); // loads the version (its first render may run past the budget)
      served.push((await renderedBy(uncached.siteUrl, page, name)) === version);
      for (let n = 0; n < 20; n += 1) await fetch(uncached.siteUrl + page).then((r) => r.text());
    }
    const rssAfterMb = rssMb(uncached.pid);
    const switches = {
      remote: name,
      versions,
      switches: SWITCHES,
      eachServedItsVersion: served.every(Boolean),
      rssStartMb,
      rssAfterMb,
      pass: served.every(Boolean) && rssAfterMb - rssStartMb <= TARGETS.rssGrowthMb,
    };
    console.log(`${SWITCHES} release switches of ${name} (${versions.join(' ⇄ ')}): RSS ${rssStartMb} → ${rssAfterMb} MB; each served its version: ${switches.eachServedItsVersion}`);

    const report = { date: new Date().toISOString(), cpus: os.availableParallelism(), siteWorkers: WORKERS, isolation: ISOLATION, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, rounds: ROUNDS, connections: CONNECTIONS, targets: TARGETS, pages, plain: { url: PLAIN, ...plain }, releaseSwitches: switches };
    fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/ssr.json'), `${JSON.stringify(report, null, 2)}\n`);
    const pass = Object.values(pages).every((p) => p.pass) && switches.pass;
    console.log(`bench/ssr.json written: ${pass ? 'every target met' : 'a target was missed'}`);
    return pass ? 0 : 1;
  } finally {
    uncached?.stop();
    single?.stop();
    inProcess?.stop();
    await stack.stop();
  }
}

process.exit(await main());
