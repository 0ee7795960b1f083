import fc from 'fast-check';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';

/** The levels of arrays and objects in a parsed value (a scalar has none), counted with a stack, not by recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, depth] = item;
    if (node !== null && typeof node === 'object') {
      deepest = Math.max(deepest, depth + 1);
      for (const child of Object.values(node)) pending.push([child, depth + 1]);
    }
  }
  return deepest;
}

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestedDeeperThan', () => {
  it.each([
    ['a scalar', '1', 0, false],
    ['an empty object at the limit', '{}', 1, false],
    ['an empty object past it', '{}', 0, true],
    ['arrays exactly at the limit', arrays(32), 32, false],
    ['arrays one level past it', arrays(33), 32, true],
    ['objects exactly at the limit', objects(32), 32, false],
    ['objects one level past it', objects(33), 32, true],
    ['10,000 levels', arrays(10_000), 32, true],
    ['siblings, each shallow', `[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`, 3, false],
    ['brackets inside a string', JSON.stringify({ a: '[[[[[[[[[[{{{{{{{{{{' }), 2, false],
    ['an escaped quote inside a string', JSON.stringify({ a: 'say "[[[[" and \\ then [' }), 1, false],
    ['a string ending in a backslash, then nesting', `{"a":"x\\\\","b":[[[1]]]}`, 3, true],
    ['a string ending in a backslash, then nesting within the limit', `{"a":"x\\\\","b":[[[1]]]}`, 4, false],
    ['an escaped quote does not end the string', `["\\"[[[[["]`, 1, false],
    ['a key holding brackets', `{"[[[[":1}`, 1, false],
    ['brackets closed more than opened (not JSON; the parser refuses it)', ']]]]]][[', 2, false],
  ])('%s', (_name, text, limit, expected) => {
    expect(nestedDeeperThan(text, limit)).toBe(expected);
  });

  it('counts the levels JSON.parse makes, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), (value) => {
        const text = JSON.stringify(value);
        const depth = depthOf(value);
        expect(nestedDeeperThan(text, depth)).toBe(false);
        if (depth > 0) expect(nestedDeeperThan(text, depth - 1)).toBe(true);
      }),
      { seed: 20_260_101, numRuns: 300 },
    );
  });

  it('refuses nothing a shallow body sends, however long', () => {
    expect(nestedDeeperThan(JSON.stringify({ list: Array.from({ length: 100_000 }, (_, i) => ({ i })) }), MAX_JSON_DEPTH)).toBe(false);
  });
});
