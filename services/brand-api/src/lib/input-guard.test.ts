import { findNonFiniteNumber, findUnstorableText } from './input-guard';

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
    ['a bare string', 'a\u0000', ''],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, undefined],
  ])('%s', (_name, value, field) => {
    expect(findUnstorableText(value)).toBe(field);
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
});
