// `npm run bench:web`: production build, then JavaScript and font bytes per route and Lighthouse
// (mobile, median of 5 after an uncounted warm-up run) for the home page, the pages visitors land
// on from search (the menus, a search, the job search, a restaurant) and a static HTML page with
// the same hero content and the same typefaces (the shell build's font files, preloads and
// fallbacks) served by the same server (the ceiling), in one run. Writes bench/web.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bin, root, run } from './run.mjs';
import { startStack } from './stack.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `npm run bench:web -- --js-only`: JavaScript and font bytes per route, no Lighthouse, nothing written. */
const JS_ONLY = process.argv.includes('--js-only');
/** With `--js-only`: each script of each route too, gzipped, largest first (where the bytes go). */
const LIST_FILES = process.argv.includes('--files');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/**
 * Each remote's routes, measured as the JavaScript they add to a page of the shell alone (/faqs:
 * layout, router, shared React): the remote's own cost, shared React excluded.
 */
// 'closes 22:00', 'opens 12:00', 'opens tomorrow 09:00', 'opens Monday 12:00': whatever the hour of the run.
const OPENING_STATUS = /\b(?:opens|closes) (?:\w+ )?\d\d:\d\d/;
const REMOTE_ROUTES = [
  ['mf-booking', '/faqs#booking'],
  ['mf-finder', '/find-us'],
  // Measured once the opening status shows: the results and their code have all arrived.
  ['mf-finder', '/find-us?q=Bath', OPENING_STATUS],
  ['mf-finder', '/restaurants/london/greenwich', OPENING_STATUS],
  ['mf-menus', '/our-menu'],
  ['mf-careers', '/careers/job-search'],
  ['mf-careers', '/careers/job/MR-1001'],
  ['mf-marketing', '/sign-up'],
];
const SHELL_ONLY = '/faqs';
const TARGETS = { homeJsKb: 120, remoteJsKb: 60, performance: 95, accessibility: 100, bestPractices: 96, seo: 100, lcpRatioToStatic: 1.5, cls: 0.02 };
/** The pages measured with Lighthouse, each beside the same static page in the same run. */
const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['menus', '/our-menu'],
  ['finder', '/find-us?q=Bath'],
  ['careers', '/careers/job-search'],
  ['restaurant', '/restaurants/london/greenwich'],
  ['static', '/static-hero.html'],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What the static page shares with the site, from the shell's build in `dir`: its font preload
 * tags (index.html) and, from its stylesheet, the @font-face rules (the same hashed files and
 * metric-matched fallbacks) and the design tokens (`:root`).
 */
function shellTypefaces(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The build minifies its HTML: attribute values may come without quotes.
  const preloads = html.match(/<link\b[^>]*\bas=["']?font\b[^>]*>/g) ?? [];
  const file = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\brel=["']?stylesheet\b/.test(tag)).map((tag) => /\bhref=["']?\/?([^"' >]+\.css)/.exec(tag)?.[1])[0];
  if (!file || preloads.length === 0) throw new Error(`the shell build in ${dir} has no stylesheet or no font preload in its index.html`);
  const css = fs.readFileSync(path.join(dir, file), 'utf8');
  const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const tokens = /:root\s*\{[^}]*--color-primary[^}]*\}/.exec(css)?.[0];
  if (fontFaces.length === 0 || !tokens) throw new Error(`the shell's stylesheet ${file} has no @font-face or no :root tokens`);
  return { preloads: preloads.join(''), css: `${fontFaces.join('\n')}\n${tokens}` };
}

/**
 * The home page's hero as a plain HTML page: what the site could at best achieve. `picture` is the
 * home page's own hero `<picture>` (the same variants, from the same server), once the site runs.
 */
function writeStaticHero(dir, picture = '') {
  const seed = JSON.parse(fs.readFileSync(path.join(root, 'services/brand-api/seed/pages.json'), 'utf8'));
  const hero = seed.find((p) => p.id === 'home').tiles[0];
  const shared = shellTypefaces(dir);
  fs.writeFileSync(path.join(dir, 'static-hero.css'), `${shared.css}
body{margin:0;background:var(--color-page);font-family:var(--font-body)}
header{background:#fff;border-bottom:1px solid var(--color-grey-light);padding:8px 16px;min-height:58px;display:flex;align-items:center}
header a{font-family:var(--font-display);font-size:1.25rem;color:var(--color-primary);font-weight:700;text-decoration:none}
main{max-width:1200px;margin:0 auto;padding:0 16px}
section{background:var(--color-primary);color:#fff;min-height:50vh;padding:40px 24px;display:flex;flex-direction:column;justify-content:center;gap:16px}
h1{font-family:var(--font-display);font-size:clamp(2rem,6vw,3.25rem);margin:0;line-height:1.2}
p{font-size:1.25rem;line-height:1.6;margin:0;max-width:60ch}
.button{align-self:flex-start;display:inline-flex;align-items:center;min-height:44px;padding:0 24px;background:#fff;color:var(--color-primary);font-family:var(--font-ui);font-weight:600;text-decoration:none}
picture,picture img{display:block;width:100%;height:auto}
`);
  fs.writeFileSync(path.join(dir, 'static-hero.html'), `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison Rivière</title><meta name="description" content="${seed.find((p) => p.id === 'home').description}">
${shared.preloads}<link rel="stylesheet" href="/static-hero.css"></head>
<body><header><a href="/">Maison Rivière</a></header><main>${picture}<section><h1>${hero.heading}</h1><p>${hero.body}</p>
<a class="button" href="${hero.linkUrl}">${hero.linkText}</a></section></main></body></html>
`);
}

/**
 * What a fresh visit to `url` loads until the network is idle (with `shown`, not before that text
 * is on the page), by path: gzipped bytes of every script, and bytes of every font file (WOFF2 is
 * compressed already: sent as it is).
 */
async function assetsLoaded(browser, url, shown) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const scripts = new Map();
  const fonts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'font') return;
    try {
      const body = await response.body();
      const file = new URL(response.url()).pathname;
      if (type === 'script') scripts.set(file, zlib.gzipSync(body, { level: 9 }).length);
      else fonts.set(file, body.length);
    } catch {
      // redirects have no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (shown) await page.getByText(shown).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  await context.close();
  return { scripts, fonts };
}

/** What the LCP was (the element's markup, shortened) and where its time went (Lighthouse's phases, ms). */
function lcpDetails(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet;
  const timing = Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  return { lcpElement: typeof snippet === 'string' ? snippet.slice(0, 120) : null, lcpPhases: timing };
}

/** Bytes of the files of one kind the page loaded (Lighthouse's network requests): 'Font', 'Image', 'Script'. */
function kbOf(lhr, resourceType) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return kb(requests.filter((r) => r.resourceType === resourceType).reduce((sum, r) => sum + (r.transferSize ?? 0), 0));
}

async function lighthouseRuns(url, port) {
  const runs = [];
  let failedRuns = 0;
  // One run first, not counted: the site server, the brand API and Chromium share the machine's
  // cores, and a cold server (its first renders, caches, compiled code) slows the first runs'
  // main thread, which the simulated throttling then multiplies. Visitors meet a warm server.
  await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  // A run Lighthouse could not complete (no paint observed on a loaded machine) is retried, not
  // counted as a zero: the medians are over RUNS completed runs, and the failures are reported.
  while (runs.length < RUNS && failedRuns < RUNS) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (lhr.runtimeError || lhr.audits['largest-contentful-paint'].numericValue === undefined) {
      failedRuns++;
      continue;
    }
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      // What the page fetched, by kind, side by side: its JavaScript, its typefaces and its pictures.
      scriptKb: kbOf(lhr, 'Script'),
      fontKb: kbOf(lhr, 'Font'),
      imageKb: kbOf(lhr, 'Image'),
      ...lcpDetails(lhr),
    });
  }
  const keys = Object.keys(runs[0]).filter((k) => typeof runs[0][k] === 'number');
  return { median: Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])), runs, failedRuns };
}

if ((await run(process.execPath, [bin('nx'), 'run-many', '-t', 'build', '--outputStyle=stream'])) !== 0) process.exit(1);

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shell-'));
fs.cpSync(path.join(root, 'shell/dist'), shellDist, { recursive: true });
writeStaticHero(shellDist);
const stack = await startStack({ shellDist });
let chrome;
try {
  // The static page gets the home page's hero picture: the same image, variants and server.
  const homeHtml = await (await fetch(`${stack.siteUrl}/`)).text();
  const heroPicture = /<picture>[\s\S]*?<\/picture>/.exec(homeHtml)?.[0];
  if (!heroPicture) throw new Error('the home page has no hero <picture> to give the static page');
  writeStaticHero(shellDist, heroPicture);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const total = (files) => [...files.values()].reduce((a, b) => a + b, 0);
  const { scripts: home, fonts: homeFonts } = await assetsLoaded(browser, `${stack.siteUrl}/`);
  const homeBytes = total(home);
  const { scripts: shell, fonts: shellFonts } = await assetsLoaded(browser, `${stack.siteUrl}${SHELL_ONLY}`);
  if (LIST_FILES) for (const [file, bytes] of [...shell].sort((a, b) => b[1] - a[1])) console.log(`  shell ${SHELL_ONLY} ${kb(bytes)} KB ${file}`);
  const remotes = {};
  for (const [remote, route, shown] of REMOTE_ROUTES) {
    const { scripts: onRoute, fonts } = await assetsLoaded(browser, `${stack.siteUrl}${route}`, shown);
    const added = [...onRoute].filter(([file]) => !shell.has(file));
    const sum = (files) => kb(files.reduce((a, [, b]) => a + b, 0));
    // The remote's own files (its versioned folder) are its budget; another remote's widget on
    // the page (the booking strip on a restaurant page) and shell chunks fetched on demand (the
    // shell's api-client) are reported beside it, not charged to it.
    const own = added.filter(([file]) => file.startsWith(`/remotes/${remote}/`));
    const otherRemotes = added.filter(([file]) => file.startsWith('/remotes/') && !file.startsWith(`/remotes/${remote}/`));
    const shellOnDemand = added.filter(([file]) => !file.startsWith('/remotes/'));
    remotes[`${remote} ${route}`] = {
      remote,
      route,
      gzipKb: sum(own),
      files: own.length,
      otherRemotesGzipKb: sum(otherRemotes),
      shellOnDemandGzipKb: sum(shellOnDemand),
      // Every font file the page loaded (the shell's typefaces), beside its JavaScript.
      fontKb: kb(total(fonts)),
      fontFiles: fonts.size,
      pass: sum(own) <= TARGETS.remoteJsKb,
    };
    if (LIST_FILES) for (const [file, bytes] of own.sort((a, b) => b[1] - a[1])) console.log(`  ${remote} ${route} ${kb(bytes)} KB ${file}`);
  }
  await browser.close();
  if (JS_ONLY) {
    // A remote team's quick check: the JavaScript figures only, bench/web.json untouched.
    console.log(`shell JS ${kb(total(shell))} KB gz, fonts ${kb(total(shellFonts))} KB; home JS ${kb(homeBytes)} KB gz, fonts ${kb(total(homeFonts))} KB`);
    for (const [name, r] of Object.entries(remotes)) console.log(`${name}: ${r.gzipKb} KB own (≤ ${TARGETS.remoteJsKb}), other remotes ${r.otherRemotesGzipKb} KB, shell on demand ${r.shellOnDemandGzipKb} KB; fonts ${r.fontKb} KB (${r.fontFiles} files)`);
    process.exitCode = 0;
  } else {
  chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const pages = {};
  for (const [name, route] of LIGHTHOUSE_PAGES) {
    console.log(`Lighthouse ${route} × ${RUNS}…`);
    pages[name] = { route, ...(await lighthouseRuns(`${stack.siteUrl}${route}`, chrome.port)) };
  }
  const check = (m) => ({
    performance: m.performance >= TARGETS.performance,
    accessibility: m.accessibility >= TARGETS.accessibility,
    bestPractices: m.bestPractices >= TARGETS.bestPractices,
    seo: m.seo >= TARGETS.seo,
    lcpWithin1_5xStatic: m.lcpMs <= pages.static.median.lcpMs * TARGETS.lcpRatioToStatic,
    cls: m.cls <= TARGETS.cls,
  });
  const measured = (page) => ({ ...page, lcpRatioToStatic: Math.round((page.median.lcpMs / pages.static.median.lcpMs) * 100) / 100, pass: check(page.median) });
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    lighthouseRuns: RUNS,
    targets: TARGETS,
    javascript: {
      // The shell alone (layout, router, shared React) and the home page: the shell plus mf-booking's strip.
      shell: { route: SHELL_ONLY, gzipKb: kb(total(shell)), files: shell.size, fontKb: kb(total(shellFonts)), fontFiles: shellFonts.size, pass: kb(total(shell)) <= TARGETS.homeJsKb },
      home: { gzipKb: kb(homeBytes), files: home.size, fontKb: kb(total(homeFonts)), fontFiles: homeFonts.size, pass: kb(homeBytes) <= TARGETS.homeJsKb },
      remotes,
    },
    lighthouse: Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, name === 'static' ? page : measured(page)])),
  };
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/web.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`shell JS ${kb(total(shell))} KB gz, home JS ${kb(homeBytes)} KB gz (≤ ${TARGETS.homeJsKb});`, Object.entries(remotes).map(([r, v]) => `${r} +${v.gzipKb} KB`).join(', '));
  for (const [name, p] of Object.entries(pages)) console.log(name.padEnd(7), JSON.stringify(p.median));
  console.log('wrote bench/web.json');
  }
} finally {
  await chrome?.kill();
  await stack.stop();
  fs.rmSync(shellDist, { recursive: true, force: true });
}
