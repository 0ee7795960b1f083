import v8 from 'node:v8';
import vm from 'node:vm';
import { checkResult, evaluateServerEntry } from './remote-server-module';

const entry = (version: string, body = '') => `${body}\nexports.contractVersion = 2; exports.version = ${JSON.stringify(version)}; exports.render = async () => ({ html: '', state: null });`;

describe('evaluateServerEntry', () => {
  it('gives back what the file exports, its require limited to Node built-ins', () => {
    const module = evaluateServerEntry(`const path = require('node:path'); const os = require('os');\n${entry('1.2.0')}`, 'a.js', '1.2.0');
    expect(module.version).toBe('1.2.0');
    expect(() => evaluateServerEntry(`require('react');${entry('1.2.0')}`, 'b.js', '1.2.0')).toThrow('a server entry may only require Node built-ins, not "react"');
  });

  it.each([
    ['no render()', 'exports.contractVersion = 2; exports.version = "1.0.0";', /does not export render/],
    ['contract 1 (browser only)', 'exports.contractVersion = 1; exports.version = "1.0.0"; exports.render = async () => ({});', /contract version 1 has no server render/],
    ['another version', entry('1.0.1'), /it says version 1.0.1, its folder 1.0.0/],
  ])('refuses a file with %s', (_case, source, message) => {
    expect(() => evaluateServerEntry(source, 'c.js', '1.0.0')).toThrow(message);
  });

  it('leaves nothing behind once a module is dropped (memory stays flat across releases)', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // A 2 MB file, like a remote's server build with React bundled.
    const big = (i: number) => entry(`1.0.${i}`, `const text = ${JSON.stringify(`${i}`.padEnd(2_000_000, 'x'))};`);
    evaluateServerEntry(big(0), 'warm.js', '1.0.0');
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 1; i <= 20; i += 1) evaluateServerEntry(big(i), `v${i}.js`, `1.0.${i}`);
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(10_000_000);
  });
});

describe('checkResult', () => {
  it.each([
    [{ html: '<p>x</p>', state: null }, null],
    [{ html: '', state: null, status: 404 }, null],
    [{ state: null }, /no html/],
    [{ html: '', state: null, status: 500 }, /status 500 is not 200, 404 or 410/],
    [null, /no html/],
    [{ html: '<!--$?--><template id="B:0"></template><p>Loading</p><!--/$--><script>$RC("B:0","S:0")</script>', state: null }, /inline script the CSP blocks/],
    [{ html: '<SCRIPT src="/x.js"></SCRIPT>', state: null }, /inline script the CSP blocks/],
    [{ html: '<script type="application/ld+json">{}</script><script type="application/json">{}</script><p>script</p>', state: null }, null],
  ])('%j', (result, problem) => {
    if (problem) expect(() => checkResult(result)).toThrow(problem);
    else expect(checkResult(result)).toBe(result);
  });
});
