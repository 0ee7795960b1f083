import vm from 'node:vm';
import { CHILD_PROCESS_ROUTES } from '../test-support/remote-server-fixtures';
import { brandApiFetch, evaluateInSandbox } from './sandbox';

const fetchNothing = (() => Promise.reject(new Error('no fetch here'))) as typeof fetch;

describe('evaluateInSandbox', () => {
  it.each(Object.entries(CHILD_PROCESS_ROUTES))('%s reaches child_process from a plain Node module (so refusing it means something)', (_route, { expression }) => {
    const wrapper = vm.compileFunction(`return ${expression};`, ['exports', 'require', 'module', '__filename', '__dirname']);
    const childProcess = wrapper.call({}, {}, require, module, __filename, __dirname) as { execSync?: unknown };
    expect(typeof childProcess.execSync).toBe('function');
  });

  it.each(Object.entries(CHILD_PROCESS_ROUTES).filter(([route]) => !route.includes('platform') && !route.includes('module object')))(
    'refuses %s in the sandbox itself',
    (_route, { expression, refused }) => {
      expect(() => evaluateInSandbox(`const c = ${expression}; exports.render = () => c;`, 'entry.js', fetchNothing)).toThrow(refused);
    },
  );

  it('gives a module the platform it renders with, its own globals and no process', () => {
    const { exports } = evaluateInSandbox(
      `exports.seen = [typeof setTimeout, typeof TextEncoder, typeof ReadableStream, typeof AbortSignal.any, typeof URL, typeof process, typeof require('node:async_hooks').AsyncLocalStorage, global === globalThis];
       globalThis.leaked = 1;`,
      'entry.js',
      fetchNothing,
    );
    expect((exports as { seen: unknown[] }).seen).toEqual(['function', 'function', 'function', 'function', 'function', 'undefined', 'function', true]);
    expect((globalThis as { leaked?: number }).leaked).toBeUndefined();
  });

  it("reads the clock it is given for now, and keeps a date built from a value (the site server's instant in a render worker)", () => {
    const at = Date.parse('2027-01-13T11:00:00.000Z');
    const { exports } = evaluateInSandbox(
      `exports.now = () => [Date.now(), new Date().toISOString(), Date().slice(0, 15), new Date(0).toISOString(), new Date() instanceof Date];`,
      'entry.js',
      fetchNothing,
      () => at,
    );
    expect((exports as { now(): unknown[] }).now()).toEqual([at, '2027-01-13T11:00:00.000Z', 'Wed Jan 13 2027', '1970-01-01T00:00:00.000Z', true]);
  });
});

describe('brandApiFetch', () => {
  const seen: string[] = [];
  const platform = (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return new Response('{}');
  }) as typeof fetch;

  it.each([
    ['http://127.0.0.1:4000/api/v1/menus', true],
    [new URL('http://127.0.0.1:4000/api/v1/restaurants?city=london'), true],
    ['http://127.0.0.1:4000', true],
    ['http://127.0.0.1:40000/api', false],
    ['http://127.0.0.1:4000.evil.test/api', false],
    ['https://example.com/', false],
    ['file:///etc/passwd', false],
    ['/api/v1/menus', false],
  ])('%s: reached %p', async (url, reached) => {
    seen.length = 0;
    const result = brandApiFetch('http://127.0.0.1:4000/', platform)(url);
    if (reached) await expect(result).resolves.toBeInstanceOf(Response);
    else await expect(result).rejects.toThrow(/may only fetch the brand API/);
    expect(seen).toHaveLength(reached ? 1 : 0);
  });
});
