import { createHash } from 'node:crypto';
import { builtinModules, createRequire } from 'node:module';
import vm from 'node:vm';
import type { RemoteServerModule, ServerRenderResult } from '@riviere/mf-contract/server-html';

// What a remote's server entry exports and returns is the contract's (`RemoteServerModule`,
// `ServerRenderResult`); a file the site server did not build is checked here, field by field,
// before it is trusted to be one.

/** Contract versions whose remotes have a server entry (version 1 remotes render in the browser). */
const SERVER_CONTRACT_VERSIONS: readonly number[] = [2];

const BUILT_INS = new Set(builtinModules);
const nodeRequire = createRequire(__filename);

/** A server entry may require Node's built-ins and nothing else: everything else is bundled. */
function builtInRequire(id: string): unknown {
  const bare = id.startsWith('node:') ? id.slice('node:'.length) : id;
  if (!BUILT_INS.has(bare)) throw new Error(`a server entry may only require Node built-ins, not "${id}"`);
  return nodeRequire(`node:${bare}`);
}

export function sha256(source: string | Buffer): string {
  return createHash('sha256').update(source).digest('hex');
}

/**
 * Evaluates a self-contained CommonJS file (the remote's `server/remote-server.js`) and checks
 * what it exports. Run in this process's context (it needs the platform's streams, timers and
 * TextEncoder) as the body of a module function, so nothing it declares leaks into the site
 * server's globals; dropping the returned object lets the garbage collector take the whole file.
 */
export function evaluateServerEntry(source: string, filename: string, expectedVersion: string): RemoteServerModule {
  // compileFunction, not runInThisContext: a script run that way stays referenced by the
  // isolate after it is dropped (memory grew by the file's size at every release switch).
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  const module: { exports: unknown } = { exports: {} };
  wrapper(module.exports, builtInRequire, module, filename, '.');
  return checkExports(module.exports, expectedVersion);
}

/** What a server entry exported, if it is a module of a contract with a server render and of its folder's version. */
export function checkExports(exports: unknown, expectedVersion: string): RemoteServerModule {
  const exported = exports as Partial<RemoteServerModule> | null;
  if (!exported || typeof exported.render !== 'function') throw new Error('it does not export render()');
  if (typeof exported.contractVersion !== 'number' || !SERVER_CONTRACT_VERSIONS.includes(exported.contractVersion)) {
    throw new Error(`its contract version ${String(exported.contractVersion)} has no server render`);
  }
  if (exported.version !== expectedVersion) throw new Error(`it says version ${String(exported.version)}, its folder ${expectedVersion}`);
  return exported as RemoteServerModule;
}

/** A script element the browser would run (data blocks have a JSON type). */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype\s*=\s*["']?application\/(?:ld\+)?json)[^>]*>/i;

/**
 * A result the page can use: HTML as a string, a status the contract allows, and no script to
 * run — the CSP (`script-src 'self'`) blocks inline scripts, so HTML that needs one (React's
 * reveal script for a Suspense boundary left pending) would show its fallback and fail hydration.
 */
export function checkResult(result: unknown): ServerRenderResult {
  const r = result as Partial<ServerRenderResult> | null;
  if (!r || typeof r.html !== 'string') throw new Error('its result has no html');
  if (EXECUTABLE_SCRIPT.test(r.html)) throw new Error('its HTML carries an inline script the CSP blocks (a Suspense boundary left pending?)');
  if (r.status !== undefined && ![200, 404, 410].includes(r.status)) throw new Error(`its status ${String(r.status)} is not 200, 404 or 410`);
  return r as ServerRenderResult;
}
