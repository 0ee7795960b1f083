import { createRequire } from 'node:module';
import vm from 'node:vm';

/**
 * Where a render worker runs a remote's server entry: a `vm` context of its own per version, with
 * no `process` and no `require` but the allowlist's, and no code generation from strings (so
 * `constructor.constructor('return process')()` fails inside it). A server entry is our own teams'
 * code: this keeps a mistake in one from reaching the site server's processes, files or network,
 * it is not a boundary against an attacker.
 */

/** The Node built-ins a server entry may require: what React's server renderer and the bundles use, and nothing with I/O. */
export const ALLOWED_BUILT_INS: readonly string[] = ['async_hooks', 'buffer', 'crypto', 'events', 'path', 'stream', 'string_decoder', 'url', 'util'];

/**
 * The platform globals a server entry gets (the worker's own): timers, streams, encoders, URL,
 * web crypto… Left out: `process` (environment, built-ins, exit), `BroadcastChannel` (reaches the
 * other threads) and `fetch`, which is the restricted one given per sandbox.
 */
const PLATFORM_GLOBALS: readonly string[] = [
  'AbortController', 'AbortSignal', 'Blob', 'Buffer', 'ByteLengthQueuingStrategy', 'CompressionStream', 'CountQueuingStrategy',
  'Crypto', 'CryptoKey', 'CustomEvent', 'DOMException', 'DecompressionStream', 'Event', 'EventTarget', 'File', 'FormData', 'Headers',
  'MessageChannel', 'MessageEvent', 'MessagePort', 'Performance', 'PerformanceEntry', 'PerformanceMark', 'PerformanceMeasure',
  'PerformanceObserver', 'PerformanceObserverEntryList', 'PerformanceResourceTiming', 'ReadableByteStreamController', 'ReadableStream',
  'ReadableStreamBYOBReader', 'ReadableStreamBYOBRequest', 'ReadableStreamDefaultController', 'ReadableStreamDefaultReader', 'Request',
  'Response', 'SubtleCrypto', 'TextDecoder', 'TextDecoderStream', 'TextEncoder', 'TextEncoderStream', 'TransformStream',
  'TransformStreamDefaultController', 'URL', 'URLSearchParams', 'WritableStream', 'WritableStreamDefaultController',
  'WritableStreamDefaultWriter', 'atob', 'btoa', 'clearImmediate', 'clearInterval', 'clearTimeout', 'console', 'crypto', 'performance',
  'queueMicrotask', 'setImmediate', 'setInterval', 'setTimeout', 'structuredClone',
];

/**
 * Every platform object handed into a sandbox is this thread's, and its `.constructor.constructor`
 * is this thread's `Function`, which the sandbox's `codeGeneration` setting does not cover: from
 * there `Function('return process')()` would reach `process`. So in a render worker the four
 * function constructors, reached through a prototype, refuse; the globals `Function` and `eval`
 * stay for the worker's own code, which no sandbox can reach. Only ever called in a render worker.
 */
export function refuseCodeFromStrings(): void {
  const refused = function refused(): never {
    throw new EvalError('a server entry may not compile code from strings');
  };
  const constructors = [Function, async function () {}, function* () {}, async function* () {}].map((f) => (f === Function ? Function : f.constructor));
  for (const constructor of constructors) {
    Object.defineProperty(constructor.prototype, 'constructor', { value: refused, writable: false, configurable: false, enumerable: false });
  }
}

/** A `fetch` that reaches the brand API (`base` and below) and nothing else. */
export function brandApiFetch(base: string, platformFetch: typeof fetch = fetch): typeof fetch {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let href: string;
    try {
      href = new URL(url).href;
    } catch {
      return Promise.reject(new TypeError(`a server render may only fetch the brand API, not "${url}"`));
    }
    if (!href.startsWith(prefix)) return Promise.reject(new TypeError(`a server render may only fetch the brand API (${base}), not ${href}`));
    return platformFetch(input, init);
  };
}

const nodeRequire = createRequire(__filename);

function allowListRequire(id: string): unknown {
  const bare = id.startsWith('node:') ? id.slice('node:'.length) : id;
  if (!ALLOWED_BUILT_INS.includes(bare)) throw new Error(`a server entry may only require ${ALLOWED_BUILT_INS.join(', ')}, not "${id}"`);
  return nodeRequire(`node:${bare}`);
}

export interface Sandboxed {
  exports: unknown;
}

/**
 * Evaluates a server entry (self-contained CommonJS) in a fresh context: its globals are the
 * platform's above, `global`/`globalThis`/`self`-less like Node's, and `fetch` the brand API's.
 * What it does at load — asking for `process`, a built-in off the list, code from a string —
 * throws here, and the version is refused.
 */
export function evaluateInSandbox(source: string, filename: string, fetchFn: typeof fetch, clock?: () => number): Sandboxed {
  // A prototype-less object: the context's global then has no `constructor` of this thread's.
  const context = vm.createContext(Object.create(null) as object, { name: filename, codeGeneration: { strings: false, wasm: false } });
  const globals = globalThis as unknown as Record<string, unknown>;
  const inside = vm.runInContext('globalThis', context) as Record<string, unknown>;
  for (const name of PLATFORM_GLOBALS) if (name in globals) inside[name] = globals[name];
  inside.fetch = fetchFn;
  inside.global = inside;
  if (clock) inside.Date = followingClock(inside.Date as DateConstructor, clock);
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename, parsingContext: context });
  const module: { exports: unknown } = { exports: {} };
  wrapper.call(module.exports, module.exports, allowListRequire, module, filename, '.');
  return { exports: module.exports };
}

/**
 * The sandbox's own `Date`, reading `clock` for "now" (`Date.now()`, `new Date()`, `Date()`); a
 * date built from a value is that value, as ever. A render worker sets it to the instant the site
 * server renders the page for, so a render reads the same time in a worker as in the site server.
 */
function followingClock(RealDate: DateConstructor, clock: () => number): DateConstructor {
  return new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [clock()] : args, newTarget) as object,
    apply: () => new RealDate(clock()).toString(),
    get: (target, key, receiver) => (key === 'now' ? clock : Reflect.get(target, key, receiver)),
  });
}

/** An error's message, whichever realm it was thrown in (a sandbox's `Error` is not this thread's). */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}
