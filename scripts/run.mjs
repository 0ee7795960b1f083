// Small process helpers shared by the start and test scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * A package's command-line script, to run with this Node: `[process.execPath, bin('nx'), …args]`.
 * Read from the package's own `bin` field, not node_modules/.bin, whose entries are shell scripts
 * on Windows and cannot be spawned without a shell there.
 */
export function bin(name, pkg = name) {
  const dir = path.join(root, 'node_modules', pkg);
  const { bin: bins } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bins === 'string' ? bins : bins[name]);
}
export const nxEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node was started with.
 * Compares file paths, not URLs: a URL escapes spaces and other characters a path keeps, and
 * argv[1] may be relative or a symlink.
 */
export function isMainModule(moduleUrl, argv = process.argv) {
  if (!argv[1]) return false;
  try {
    return fs.realpathSync(fileURLToPath(moduleUrl)) === fs.realpathSync(argv[1]);
  } catch {
    return false;
  }
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...nxEnv, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Polls a URL until it answers 2xx, or rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
