import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from './site-fixture';

/** The VCL the site ships (`npm run start:edge` runs it the same way: scripts/edge.mjs). */
const VCL = path.resolve(__dirname, '../../../../deploy/varnish/default.vcl');

/** Why Varnish cannot run here, or null when it can (varnishd, and vmod_xkey for the VCL). */
export function varnishMissing(): string | null {
  try {
    execFileSync('varnishd', ['-V'], { stdio: 'ignore' });
  } catch {
    return 'varnishd is not installed (Debian: apt-get install varnish varnish-modules; .ci/run installs them)';
  }
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'vcl-check-'));
  try {
    // varnishd compiles as its own user: the work folder is its to make, in a folder it can enter.
    fs.chmodSync(probe, 0o755);
    execFileSync('varnishd', ['-C', '-n', path.join(probe, 'work'), '-f', VCL], { stdio: 'ignore' });
    return null;
  } catch {
    return 'deploy/varnish/default.vcl does not compile here (vmod_xkey comes with varnish-modules)';
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

export interface Varnish {
  url: string;
  stop(): Promise<void>;
}

/** varnishd in the foreground on `port`, the shipped VCL pointed at `originPort`, purges with `secret`. */
export async function startVarnish(port: number, originPort: number, secret: string): Promise<Varnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'varnish-test-'));
  fs.chmodSync(dir, 0o755);
  const vcl = fs.readFileSync(VCL, 'utf8')
    .replace(/\.port = "\d+"; # @origin/, `.port = "${originPort}"; # @origin`)
    .replace(/X-Purge-Secret != "[^"]*"\) \{ # @secret/, `X-Purge-Secret != "${secret}") { # @secret`);
  fs.writeFileSync(path.join(dir, 'default.vcl'), vcl);
  const child = spawn('varnishd', ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', path.join(dir, 'default.vcl'), '-s', 'malloc,64m'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}): ${stderr}`);
    await fetch(`${url}/`, { method: 'PURGE', headers: { 'x-purge-secret': secret, 'xkey-purge': 'nothing' } });
  }, 30_000);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
