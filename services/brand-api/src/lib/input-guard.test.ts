import { findNonFiniteNumber, findUnstorableText } from './input-guard';

/** `leaf` inside `depth` arrays, built without recursion. */
function nestedArrays(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** `leaf` at `a.a.a…` (`depth` keys), built without recursion. */
function nestedObjects(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('findUnstorableText', () => {
  it.each([
    ['plain text', { message: 'Hello' }, undefined],
    ['an emoji (a surrogate pair)', { message: 'Cake 🎂' }, undefined],
    ['line breaks and tabs', { message: 'a\nb\tc\r\n' }, undefined],
    ['a NUL byte', { message: 'a\u0000b' }, 'message'],
    ['a lone high surrogate at the end', { message: 'ab\uD83D' }, 'message'],
    ['a lone low surrogate at the start', { message: '\uDE00ab' }, 'message'],
    ['two high surrogates in a row', { message: '\uD83D\uD83D\uDE00' }, 'message'],
    ['a nested array entry', { experience: [{ employer: 'ok' }, { employer: 'b\u0000' }] }, 'experience[1].employer'],
    ['a bad key', { attributes: { 'a\u0000': 'x' } }, 'attributes'],
    ['a bad key of the value itself (the caller names the part)', { 'a\u0000': 'x' }, ''],
    ['a bare string', 'a\u0000', ''],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, undefined],
    ['the first of two, in order', { a: ['ok', { b: 'x\u0000' }], c: 'y\u0000' }, 'a[1].b'],
    ['a bad key before a bad value that follows it', { a: 'ok', 'b\u0000': 'x', c: 'y\u0000' }, ''],
    ['a bad value before a bad key that follows it', { a: 'x\u0000', 'b\u0000': 'x' }, 'a'],
  ])('%s', (_name, value, field) => {
    expect(findUnstorableText(value)).toBe(field);
  });

  it.each([
    ['arrays', nestedArrays],
    ['objects', nestedObjects],
  ])('walks 100,000 nested %s without running out of stack', (_name, nest) => {
    expect(findUnstorableText(nest(100_000, 'clean'))).toBeUndefined();
    expect(findUnstorableText({ field: nest(100_000, 'a\u0000') })).toMatch(/^field(\[0\]|\.a)+$/);
  });

  it('walks an array of 100,000 strings', () => {
    const list = Array.from({ length: 100_000 }, () => 'ok');
    list[99_999] = '\uD800';
    expect(findUnstorableText({ list })).toBe('list[99999]');
  });
});

describe('findNonFiniteNumber', () => {
  it.each([
    [{ id: 1 }, undefined],
    [{ id: Infinity }, 'id'],
    [{ list: [1, -Infinity] }, 'list[1]'],
    [{ id: NaN }, 'id'],
    [{ id: '1e309' }, undefined],
  ])('%j → %s', (value, field) => {
    expect(findNonFiniteNumber(value)).toBe(field);
  });

  it('walks 100,000 nested arrays without running out of stack', () => {
    expect(findNonFiniteNumber(nestedArrays(100_000, 1))).toBeUndefined();
    expect(findNonFiniteNumber(nestedArrays(100_000, Infinity))).toBe('[0]'.repeat(100_000));
  });
});
