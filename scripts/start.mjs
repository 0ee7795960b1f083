// `npm start`: builds what is stale, then runs every part on the embedded database with a
// local mail catcher, and prints where to find them. Ctrl+C stops everything.
// `npm run start:edge` (`--edge`): the same behind Varnish on :8080 (EDGE_PORT), the site server
// trusting its X-Forwarded-For (TRUST_PROXY=loopback: token rate limits stay per visitor).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin, nxEnv, root, run, waitForUrl } from './run.mjs';
import { stageAll } from './stage-remotes.mjs';
import { startVarnish, varnishMissing } from './edge.mjs';

const edge = process.argv.includes('--edge');
if (edge && varnishMissing()) {
  console.error(`npm run start:edge: ${varnishMissing()}`);
  process.exit(1);
}

/** The development mail catcher (a root devDependency), run by this Node on every platform. */
const MAILDEV = fileURLToPath(import.meta.resolve('maildev/bin/maildev'));

const ports = {
  site: Number(process.env.PORT ?? 3000),
  api: Number(process.env.BRAND_API_PORT ?? 4000),
  smtp: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  inbox: Number(process.env.MAIL_WEB_PORT ?? 1080),
  edge: Number(process.env.EDGE_PORT ?? 8080),
};

console.log('Building…');
if ((await run(process.execPath, [bin('nx'), 'run-many', '-t', 'build', '--outputStyle=stream'])) !== 0) process.exit(1);

// Local builds of the remotes go to the remotes store and become the live release.
const store = process.env.REMOTES_STORE ?? path.join(root, '.data/remotes');
const releaseFile = process.env.RELEASE_FILE ?? path.join(root, '.data/release.json');
const release = stageAll({ store, releaseFile, dev: true });

const children = [];
let stopping = false;
let varnish = null;

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...nxEnv, ...env } });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) console.log(prefix(line));
    });
  }
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(prefix(`stopped unexpectedly (exit ${code}); stopping everything.`));
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  void varnish?.stop();
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('mail', process.execPath, [MAILDEV, '--smtp', String(ports.smtp), '--web', String(ports.inbox), '--ip', '127.0.0.1', '--silent']);
// Behind the cache, content edits are published (and purged) with the admin secret: one per start unless given.
const contentSecret = process.env.CONTENT_ADMIN_SECRET ?? (edge ? crypto.randomBytes(18).toString('base64url') : undefined);
start('brand-api', process.execPath, [path.join(root, 'services/brand-api/dist/server.js')], {
  PORT: String(ports.api),
  ...(contentSecret ? { CONTENT_ADMIN_SECRET: contentSecret } : {}),
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${ports.smtp}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The API trusts forwarded addresses only from the site server in front of it; the site
  // server's own TRUST_PROXY (its load balancer) is a different setting.
  TRUST_PROXY: process.env.BRAND_API_TRUST_PROXY ?? 'loopback',
});

start('site', process.execPath, [path.join(root, 'shell/server/dist/server.js')], {
  PORT: String(ports.site),
  BRAND_API_URL: `http://127.0.0.1:${ports.api}`,
  REMOTES_STORE: store,
  RELEASE_FILE: releaseFile,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Behind the cache the cache is the page cache: a purge must reach a fresh render, not the site server's copy.
  ...(edge ? { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback', REMOTE_HTML_CACHE_MS: process.env.REMOTE_HTML_CACHE_MS ?? '0' } : {}),
});

// The brand API answers once its content images exist: on a first start it draws and encodes
// them (about a minute on two cores), on every later start it finds them made.
const FIRST_START_MS = 240_000;
if (!process.env.DATA_DIR && !process.env.IMAGES_DIR && !fs.existsSync(path.join(root, '.data/brand-api/images'))) {
  console.log('  First start: making the content images (about a minute)…');
}

try {
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${ports.api}/health`, FIRST_START_MS),
    waitForUrl(`http://127.0.0.1:${ports.inbox}/`),
    waitForUrl(`http://127.0.0.1:${ports.site}/health`),
  ]);
  if (edge) varnish = await startVarnish({ port: ports.edge, originPort: ports.site, secret: process.env.CDN_PURGE_SECRET });
} catch (error) {
  console.error(error.message);
  stop(1);
}

if (varnish) {
  console.log(`
  Through the cache  http://localhost:${ports.edge}   (Varnish, deploy/varnish/default.vcl)
  Releases purge it  CDN_PURGE_URL=${varnish.purgeUrl} CDN_PURGE_SECRET=${varnish.secret} npm run release -- set …
  Content edits too  CONTENT_ADMIN_SECRET=${contentSecret} BRAND_API_URL=http://127.0.0.1:${ports.api} CDN_PURGE_URL=${varnish.purgeUrl} CDN_PURGE_SECRET=${varnish.secret} npm run release -- content publish
                     (after editing services/brand-api/seed/*.json)`);
}
console.log(`
  Website          http://localhost:${ports.site}
  Remotes live     ${Object.entries(release.remotes).map(([name, url]) => `${name} → ${url}`).join('\n                   ') || 'none built'}
  Brand API        http://localhost:${ports.api}   (OpenAPI: http://localhost:${ports.api}/api/docs/json)
  Mail inbox       http://localhost:${ports.inbox}   (every e-mail the site sends lands here)

  An app token for calling the API by hand:  npm run token -w @riviere/brand-api
  Press Ctrl+C to stop.
`);
