import { canonicalJson, requestHash } from './idempotency';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: [{ d: 2, c: 1 }] }, '{"a":[{"c":1,"d":2}],"b":1}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    ['text', '"text"'],
    [[3, 'x', true], '[3,"x",true]'],
  ])('%j → %s', (value, expected) => expect(canonicalJson(value)).toBe(expected));
});

describe('requestHash', () => {
  it('is the same for the same request written in another key order', () => {
    expect(requestHash('create', 118, { a: 1, b: 2 })).toBe(requestHash('create', 118, { b: 2, a: 1 }));
  });

  it.each([
    ['another endpoint', requestHash('events', 118, { a: 1 })],
    ['another restaurant', requestHash('create', 101, { a: 1 })],
    ['another body', requestHash('create', 118, { a: 2 })],
  ])('differs for %s', (_, other) => expect(other).not.toBe(requestHash('create', 118, { a: 1 })));
});
