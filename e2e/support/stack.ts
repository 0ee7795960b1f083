import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function startProcess(name: string, args: string[], env: Record<string, string>, logDir: string): ChildProcess {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  return spawn(args[0]!, args.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: false });
}

export interface Stack {
  siteUrl: string;
  apiUrl: string;
  inboxUrl: string;
  releaseFile: string;
  remotesStore: string;
  dataDir: string;
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
