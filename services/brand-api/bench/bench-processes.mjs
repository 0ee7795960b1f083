// Child processes and ports for the benchmark scripts: each server under test runs in its own
// process, so the bare route and the API are measured the same way.
import { spawn } from 'node:child_process';
import Fastify from 'fastify';

export function round(value, digits) {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

export function start(name, args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
  child.label = name;
  child.stderrTail = '';
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    child.stderrTail = (child.stderrTail + chunk).slice(-2000);
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

export function alive(child) {
  return child.exitCode === null && child.signalCode === null;
}

export async function stop(child) {
  if (!alive(child)) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await child.exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers; rejects when the child dies first or after 60 s. */
export async function waitFor(url, child, method = 'GET') {
  const deadline = Date.now() + 60_000;
  let died = null;
  void child.exited.then((exit) => (died = exit));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${child.label} exited (${died.code ?? died.signal}) before answering: ${child.stderrTail.trim() || 'no output'}`);
    try {
      if ((await fetch(url, { method, ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.label} did not answer ${url} within 60 s`);
}

export { freePort } from '@riviere/server-kit/testing';

/** The reference server: Fastify 5 with one route and nothing else, answering a small JSON object. */
export async function serveBare(port, method, routePath) {
  const app = Fastify({ logger: false });
  app.route({ method, url: routePath, handler: () => ({ status: 'ok', service: 'bare' }) });
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
