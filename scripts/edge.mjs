// The shared cache in front of the site: Varnish 7 with deploy/varnish/default.vcl, pointed at a
// site server on this machine. Used by `npm run start:edge` (scripts/start.mjs --edge), the edge
// benchmark and the integration test's own copy (shell/server/src/test-support/varnish.ts).
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, waitForUrl } from './run.mjs';

export const VCL = path.join(root, 'deploy/varnish/default.vcl');

/** Why Varnish cannot run here (null when it can): varnishd and vmod_xkey are needed. */
export function varnishMissing() {
  try {
    execFileSync('varnishd', ['-V'], { stdio: 'ignore' });
  } catch {
    return 'varnishd is not installed (Debian: apt-get install varnish varnish-modules)';
  }
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'vcl-check-'));
  try {
    // varnishd compiles as its own user: the work folder is its to make, in a folder it can enter.
    fs.chmodSync(probe, 0o755);
    execFileSync('varnishd', ['-C', '-n', path.join(probe, 'work'), '-f', VCL], { stdio: 'ignore' });
    return null;
  } catch {
    return 'deploy/varnish/default.vcl does not compile here (is varnish-modules, for vmod_xkey, installed?)';
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

/** The VCL for an origin on `originPort` accepting purges with `secret`. */
export function edgeVcl(originPort, secret) {
  const vcl = fs.readFileSync(VCL, 'utf8');
  return vcl
    .replace(/\.port = "\d+"; # @origin/, `.port = "${originPort}"; # @origin`)
    .replace(/X-Purge-Secret != "[^"]*"\) \{ # @secret/, `X-Purge-Secret != "${secret.replace(/["\\]/g, '')}") { # @secret`);
}

/**
 * Starts varnishd in the foreground on `port` in front of the site server on `originPort`.
 * @returns {Promise<{ url: string, purgeUrl: string, secret: string, stop(): Promise<void> }>}
 */
export async function startVarnish({ port, originPort, secret = crypto.randomBytes(16).toString('hex'), log = () => {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviere-edge-'));
  fs.chmodSync(dir, 0o755);
  const vclFile = path.join(dir, 'default.vcl');
  fs.writeFileSync(vclFile, edgeVcl(originPort, secret));
  const child = spawn('varnishd', ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', 'malloc,256m', '-p', 'default_grace=0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([waitForUrl(`${url}/health`, 30_000), exited.then((code) => Promise.reject(new Error(`varnishd exited (${code})`)))]);
  return {
    url,
    purgeUrl: `${url}/`,
    secret,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
