import { MAX_JSON_DEPTH } from '../../lib/json-depth';

/**
 * JSON text that goes into a request as written: numbers no JavaScript number holds (`1e309`,
 * 2^53 + 1), keys an object literal cannot hold (`__proto__`), nesting nothing should walk.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** How deep the hostile bodies nest: far past any stack a recursive walk could use. */
export const DEEP = 10_000;

export const arraysDeep = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
export const objectsDeep = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`);
const mixedDeep = (depth: number) => new RawJson(`${'[{"a":'.repeat(depth / 2)}0${'}]'.repeat(depth / 2)}`);

/** What the answer to a hostile value must be, when it does not depend on the rest of the request. */
/** (The body limit is the route's own: 1 MB, 8 MB for an application, 24 MB for a contact message.) */
export type Refusal = 'too-deep' | 'forbidden-key' | 'not-json';

export interface Hostile {
  label: string;
  /** A JSON value, or RawJson for what no JavaScript value writes. */
  value: unknown;
  /** Refused by the body parser, whatever the operation makes of the rest. */
  refusal?: Refusal;
}

const MEGABYTE = 1024 * 1024;

/** Nesting 10,000 deep: what overflowed the input guard's recursive walk. */
const DEEP_NESTING: readonly [string, RawJson][] = [
  [`arrays ${DEEP} deep`, arraysDeep(DEEP)],
  [`objects ${DEEP} deep`, objectsDeep(DEEP)],
  [`arrays and objects ${DEEP} deep`, mixedDeep(DEEP)],
];
export const DEEP_VALUES: readonly Hostile[] = DEEP_NESTING.map(([label, value]) => ({ label, value, refusal: 'too-deep' }));
/** Whole bodies nested 10,000 deep (and well-formed: the old parser read them). */
export const DEEP_BODIES: readonly HostileBody[] = DEEP_NESTING.map(([label, value]) => ({ label, payload: value.text, refusal: 'too-deep' }));

/** Values for one field of a body: nesting, size, text no column holds, numbers, wrong types, prototype keys. */
export const HOSTILE_VALUES: readonly Hostile[] = [
  ...DEEP_VALUES,
  { label: `arrays ${MAX_JSON_DEPTH + 1} deep`, value: arraysDeep(MAX_JSON_DEPTH + 1), refusal: 'too-deep' },
  { label: 'arrays 16 deep (within the limit)', value: arraysDeep(16) },
  { label: `"[[[…" (${DEEP} brackets as text)`, value: '['.repeat(DEEP) },
  { label: '100,000 numbers', value: new RawJson(`[${'0,'.repeat(99_999)}0]`) },
  { label: '100,000 strings', value: new RawJson(`[${'"x",'.repeat(99_999)}"x"]`) },
  { label: 'an object of 20,000 keys', value: new RawJson(`{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`) },
  { label: 'a 1 MB string', value: 'x'.repeat(MEGABYTE) },
  { label: 'a 900 KB string', value: 'é'.repeat(450_000) },
  { label: 'a NUL byte', value: 'a\u0000b' },
  { label: 'only a NUL byte', value: '\u0000' },
  { label: 'a lone high surrogate', value: 'x\uD800' },
  { label: 'a lone low surrogate', value: '\uDFFFx' },
  { label: 'two high surrogates', value: '\uDBFF\uDBFF' },
  { label: 'an escaped NUL in the JSON', value: new RawJson('"\\u0000"') },
  { label: 'an escaped lone surrogate in the JSON', value: new RawJson('"\\ud800"') },
  { label: 'an empty string', value: '' },
  { label: 'spaces', value: '   ' },
  { label: 'a byte-order mark', value: '\uFEFF' },
  { label: 'right-to-left override', value: '\u202Eevil' },
  { label: 'combining characters', value: 'e\u0301\u0301\u0301' },
  { label: '500 emoji', value: '🎂'.repeat(500) },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'SQL', value: "' OR 1=1; DROP TABLE bookings; --" },
  { label: 'a path out', value: '../../etc/passwd' },
  { label: '2^53 + 1', value: new RawJson('9007199254740993') },
  { label: '-(2^53 + 1)', value: new RawJson('-9007199254740993') },
  { label: '1e309', value: new RawJson('1e309') },
  { label: '-1e309', value: new RawJson('-1e309') },
  { label: '1e-400', value: new RawJson('1e-400') },
  { label: '2^31', value: new RawJson('2147483648') },
  { label: '-2^31 - 1', value: new RawJson('-2147483649') },
  { label: '30 digits', value: new RawJson('123456789012345678901234567890') },
  { label: '-0', value: new RawJson('-0') },
  { label: '1.0', value: new RawJson('1.0') },
  { label: '1E2', value: new RawJson('1E2') },
  { label: 'a half', value: 0.5 },
  { label: 'minus one', value: -1 },
  { label: 'zero', value: 0 },
  { label: '"NaN"', value: 'NaN' },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"-Infinity"', value: '-Infinity' },
  { label: '"1e309"', value: '1e309' },
  { label: '"0x10"', value: '0x10' },
  { label: '" 1"', value: ' 1' },
  { label: '"2147483648"', value: '2147483648' },
  { label: '"9007199254740993"', value: '9007199254740993' },
  { label: 'an Arabic-Indic digit', value: '١' },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'an empty array', value: [] },
  { label: 'an empty object', value: {} },
  { label: '[null]', value: [null] },
  { label: 'an object', value: { a: 1 } },
  { label: 'an impossible date', value: '2026-02-30' },
  { label: 'the date 0000-00-00', value: '0000-00-00' },
  { label: 'the last date', value: '9999-12-31' },
  { label: 'month 13', value: '2026-13-01' },
  { label: 'hour 25', value: '25:00' },
  { label: 'a "__proto__" key', value: new RawJson('{"__proto__":{"polluted":true}}'), refusal: 'forbidden-key' },
  { label: 'a "constructor" with a "prototype"', value: new RawJson('{"constructor":{"prototype":{"polluted":true}}}'), refusal: 'forbidden-key' },
  { label: 'a "prototype" key', value: new RawJson('{"prototype":{"polluted":true}}') },
  { label: 'keys named after Object methods', value: new RawJson('{"toString":1,"hasOwnProperty":1,"valueOf":1}') },
];

export interface HostileKey {
  key: string;
  value: unknown;
  refusal?: Refusal;
}

/** Keys to add to an object of a body, each with its value. */
export const HOSTILE_KEYS: readonly HostileKey[] = [
  { key: '__proto__', value: { polluted: true }, refusal: 'forbidden-key' },
  { key: 'constructor', value: { prototype: { polluted: true } }, refusal: 'forbidden-key' },
  { key: 'constructor', value: 1 },
  { key: 'prototype', value: { polluted: true } },
  { key: 'toString', value: 'x' },
  { key: 'hasOwnProperty', value: null },
  { key: '', value: 1 },
  { key: 'a\u0000b', value: 1 },
  { key: '\uD800', value: 1 },
  { key: 'k'.repeat(10_000), value: 1 },
  { key: 'unknownField', value: objectsDeep(DEEP), refusal: 'too-deep' },
];


export interface HostileBody {
  label: string;
  payload: string | Buffer;
  refusal?: Refusal;
}

/** Whole bodies, as sent (text or bytes). */
export const HOSTILE_BODIES: readonly HostileBody[] = [
  ...DEEP_BODIES,
  { label: `${DEEP} unclosed brackets`, payload: '['.repeat(DEEP), refusal: 'too-deep' },
  { label: 'an empty body', payload: '', refusal: 'not-json' },
  { label: 'spaces', payload: '  \n ', refusal: 'not-json' },
  { label: 'cut off', payload: '{"a":', refusal: 'not-json' },
  { label: 'an unclosed string', payload: '{"a":"b', refusal: 'not-json' },
  { label: 'a comment', payload: '/* hi */ {}', refusal: 'not-json' },
  { label: 'unquoted keys', payload: '{a:1}', refusal: 'not-json' },
  { label: 'NaN', payload: 'NaN', refusal: 'not-json' },
  { label: 'a trailing comma', payload: '{"a":1,}', refusal: 'not-json' },
  { label: 'bytes that are not UTF-8', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { label: 'a byte-order mark before {}', payload: '\uFEFF{}' },
  { label: 'null', payload: 'null' },
  { label: 'true', payload: 'true' },
  { label: 'a number', payload: '1e309' },
  { label: 'a string', payload: '"text"' },
  { label: 'an array', payload: '[]' },
  { label: 'an empty object', payload: '{}' },
  { label: 'a key twice', payload: '{"a":1,"a":2}' },
  { label: '100,000 numbers', payload: `[${'0,'.repeat(99_999)}0]` },
  { label: 'a body over 1 MB', payload: `{"a":"${'x'.repeat(MEGABYTE)}"}` },
  { label: 'a "__proto__" key', payload: '{"__proto__":{"polluted":true}}', refusal: 'forbidden-key' },
  { label: 'an escaped "__proto__" key', payload: '{"\\u005f\\u005fproto__":{"polluted":true}}', refusal: 'forbidden-key' },
  { label: 'a "constructor" with a "prototype"', payload: '{"constructor":{"prototype":{"polluted":true}}}', refusal: 'forbidden-key' },
];

/** Content types other than JSON, sent with a valid JSON body: refused (415), or read as text and refused by the schema (400). */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'application/vnd.api+json',
  'image/png',
];

/** Content types whose answer is not fixed: JSON in other spellings, and nonsense. */
export const ODD_CONTENT_TYPES: readonly string[] = ['APPLICATION/JSON', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json, text/plain', '*/*', ';', 'application/'];

/** Path segments and query values, already percent-encoded. */
export const HOSTILE_URL_TEXT: readonly { label: string; encoded: string }[] = [
  { label: 'a NUL byte', encoded: 'a%00b' },
  { label: 'a lone surrogate (as UTF-8 bytes)', encoded: '%ED%A0%80' },
  { label: 'bytes that are not UTF-8', encoded: '%FF%FE' },
  { label: 'an overlong slash', encoded: '%C0%AF' },
  { label: 'a lone percent sign', encoded: '%' },
  { label: 'a bad escape', encoded: '%zz' },
  { label: 'an emoji', encoded: '%F0%9F%8E%82' },
  { label: `"[[[…" (${DEEP} brackets)`, encoded: '%5B'.repeat(DEEP) },
  { label: '100,000 characters', encoded: 'x'.repeat(100_000) },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'Infinity', encoded: 'Infinity' },
  { label: '-Infinity', encoded: '-Infinity' },
  { label: '1e309', encoded: '1e309' },
  { label: '2^53 + 1', encoded: '9007199254740993' },
  { label: '2^31', encoded: '2147483648' },
  { label: 'minus one', encoded: '-1' },
  { label: 'zero', encoded: '0' },
  { label: 'a half', encoded: '1.5' },
  { label: 'hexadecimal', encoded: '0x10' },
  { label: 'empty', encoded: '' },
  { label: 'a space', encoded: '%20' },
  { label: 'a dot', encoded: '.' },
  { label: 'two dots', encoded: '..' },
  { label: 'a path out', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { label: '__proto__', encoded: '__proto__' },
  { label: 'constructor', encoded: 'constructor' },
  { label: 'toString', encoded: 'toString' },
  { label: 'null', encoded: 'null' },
  { label: 'brackets', encoded: '%5B%5D' },
  { label: 'braces', encoded: '%7B%7D' },
  { label: 'markup', encoded: '%3Cscript%3E' },
  { label: 'SQL', encoded: '%27%20OR%201%3D1--' },
];

/** Query strings that change its shape rather than a value: `{name}` is a parameter of the operation. */
export const HOSTILE_QUERY_SHAPES: readonly { label: string; query: (name: string) => string }[] = [
  { label: 'the parameter twice', query: (name) => `${name}=1&${name}=2` },
  { label: 'the parameter with []', query: (name) => `${name}[]=1` },
  { label: 'the parameter as nested keys', query: (name) => `${name}[a][b]=1` },
  { label: 'a __proto__ key', query: () => '__proto__[polluted]=1' },
  { label: 'a constructor.prototype key', query: () => 'constructor[prototype][polluted]=1' },
  { label: 'a key without a value', query: (name) => name },
  { label: 'an empty key', query: () => '=1' },
  { label: '1,000 parameters', query: () => Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&') },
];

/** Idempotency keys a client might send. */
export const HOSTILE_HEADER_VALUES: readonly string[] = ['', ' ', 'x', 'k'.repeat(129), 'a b c d e f', '../../../../', '%00%00%00%00', 'é'.repeat(20), '[[[[[[[['];
