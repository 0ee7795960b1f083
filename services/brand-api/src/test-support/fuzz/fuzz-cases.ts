import crypto from 'node:crypto';
import fc from 'fast-check';
import {
  DEEP_BODIES, DEEP_VALUES, HOSTILE_BODIES, HOSTILE_HEADER_VALUES, HOSTILE_KEYS, HOSTILE_QUERY_SHAPES, HOSTILE_URL_TEXT, HOSTILE_VALUES, ODD_CONTENT_TYPES, RawJson,
  WRONG_CONTENT_TYPES, type Hostile, type HostileBody, type HostileKey, type Refusal,
} from './hostile-values';
import type { Operation } from './operations';
import { valueOf, type Realistic } from './schema-arbitrary';

/** What a case must get, beyond what every answer must be (see answer-check.ts). */
type Expectation = { refusal: Refusal } | { wrongContentType: true } | { unauthorised: true };

/** One request of the suite, with what was done to it. */
export interface FuzzCase {
  operation: string;
  /** What was broken, for the failure message: `body.menuIds[0] = arrays 10000 deep`. */
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  expect?: Expectation;
}

/** A valid request, before anything is broken: path and query values percent-encoded, the body a value. */
interface Parts {
  params: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: unknown;
}

const MARK = `raw-json-${crypto.randomUUID()}-`;

/** The body as JSON text, with each RawJson written as it stands. */
function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof RawJson ? `${MARK}${raws.push(item.text) - 1}` : item));
  return raws.length === 0 ? text : text.replace(new RegExp(`"${MARK}(\\d+)"`, 'g'), (_match, index: string) => raws[Number(index)]!);
}

const encode = (value: unknown) => encodeURIComponent(String(value));

/** Every place inside a body value (not the body itself), as a list of keys, found with a stack. */
function placesIn(body: unknown): (string | number)[][] {
  const places: (string | number)[][] = [];
  const pending: [unknown, (string | number)[]][] = [[body, []]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, at] = item;
    if (at.length > 0) places.push(at);
    if (Array.isArray(node)) node.forEach((child, index) => pending.push([child, [...at, index]]));
    else if (node !== null && typeof node === 'object' && !(node instanceof RawJson)) for (const [key, child] of Object.entries(node)) pending.push([child, [...at, key]]);
  }
  return places;
}

const nameOf = (at: (string | number)[]) => at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

/** A copy of `body` with the value at `at` replaced (`remove`: taken out). */
function withValue(body: unknown, at: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (remove && Array.isArray(node)) node.splice(Number(last), 1);
  else if (remove) delete node[last];
  else Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true }); // `__proto__` too, as an own key
  return copy;
}

/** A request's values before they are written into it: what a `Coherence` may change. */
interface RequestValues {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/**
 * Makes generated values agree where the schemas cannot say so (the restaurant in the path and
 * in the body, a booking's date and time), so that more valid requests get past the handler's
 * own checks. Applied to half of the valid requests; it changes the copy it is given.
 */
export type Coherence = (values: RequestValues) => void;

/** What every case of an operation is made with. */
export interface FuzzContext {
  realistic: Realistic;
  /** The headers of a visitor's browser: app token, brand key, session id. */
  auth: Record<string, string>;
  coherent?: Coherence;
}

function validParts(operation: Operation, { realistic, coherent }: FuzzContext): fc.Arbitrary<Parts> {
  const of = (place: 'path' | 'query' | 'header') => operation.parameters.filter((parameter) => parameter.in === place);
  const record = (place: 'path' | 'query' | 'header') => {
    const list = of(place);
    const shape = Object.fromEntries(list.map((parameter) => [parameter.name, valueOf(parameter.schema, parameter.name, realistic)]));
    return fc.record(shape, { requiredKeys: list.filter((parameter) => parameter.required).map((parameter) => parameter.name) });
  };
  const values: fc.Arbitrary<RequestValues> = fc.record({
    params: record('path'),
    query: record('query'),
    headers: record('header'),
    body: operation.body ? valueOf(operation.body, '', realistic) : fc.constant(undefined),
  });
  const agreed = coherent
    ? fc.tuple(values, fc.boolean()).map(([generated, agree]) => {
      if (!agree) return generated;
      const copy = structuredClone(generated);
      coherent(copy);
      return copy;
    })
    : values;
  return agreed.map(({ params, query, headers, body }) => ({
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encode(value)])),
    query: Object.entries(query).map(([name, value]): [string, string] => [encode(name), encode(value)]),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
    body,
  }));
}

/** The request `parts` make, with `changes` (a label, a body text, headers, an expectation) applied. */
function toCase(operation: Operation, auth: Record<string, string>, parts: Parts, label: string, changes: Partial<Pick<FuzzCase, 'payload' | 'expect'>> & { headers?: Record<string, string | undefined>; rawQuery?: string } = {}): FuzzCase {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => parts.params[name] ?? '');
  const query = changes.rawQuery ?? parts.query.map(([name, value]) => `${name}=${value}`).join('&');
  const payload = 'payload' in changes ? changes.payload : parts.body === undefined ? undefined : toJsonText(parts.body);
  const headers: Record<string, string | undefined> = { ...auth, ...parts.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...changes.headers };
  return {
    operation: operation.key,
    label,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ...(payload === undefined ? {} : { payload }),
    ...(changes.expect ? { expect: changes.expect } : {}),
  };
}

/** Whether the body parser's refusal decides the answer: the operation reads a body, and nothing before the parser refused first. */
const refusalFor = (operation: Operation, refusal: Refusal | undefined): Pick<FuzzCase, 'expect'> =>
  operation.body && refusal ? { expect: { refusal } } : {};

/**
 * A hostile value for one field: the catalogue, any JSON value, any text (lone surrogates too).
 * Built once: fast-check maps a string's whole character range each time one is made.
 */
const anyValue = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Hostile => ({ label: `the value ${JSON.stringify(value).slice(0, 60)}`, value })), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((value): Hostile => ({ label: `the text ${JSON.stringify(value)}`, value })), weight: 1 },
);

/** One field of the body, at any depth, replaced by one of `values`; null when the body has no fields. */
function hostileField(operation: Operation, auth: Record<string, string>, parts: Parts, values: fc.Arbitrary<Hostile>): fc.Arbitrary<FuzzCase> | null {
  const places = placesIn(parts.body);
  if (places.length === 0) return null;
  return fc.tuple(fc.constantFrom(...places), values).map(([at, hostile]) =>
    toCase(operation, auth, parts, `body.${nameOf(at)} = ${hostile.label}`, { payload: toJsonText(withValue(parts.body, at, hostile.value)), ...refusalFor(operation, hostile.refusal) }));
}

/** One of `keys` added to an object of the body (the body itself or one inside it); null when the body is no object. */
function hostileKey(operation: Operation, auth: Record<string, string>, parts: Parts, keys: readonly HostileKey[]): fc.Arbitrary<FuzzCase> | null {
  if (parts.body === null || typeof parts.body !== 'object') return null;
  const objects = [[], ...placesIn(parts.body)].filter((at) => {
    const node = at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], parts.body);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  return fc.tuple(fc.constantFrom(...objects), fc.constantFrom(...keys)).map(([at, extra]) =>
    toCase(operation, auth, parts, `body${at.length ? `.${nameOf(at)}` : ''} gets the key ${JSON.stringify(extra.key.slice(0, 20))}`, {
      payload: toJsonText(withValue(parts.body, [...at, extra.key], extra.value)),
      ...refusalFor(operation, extra.refusal),
    }));
}

/** The whole body replaced by one of `bodies`, sent as JSON. */
const hostileBody = (operation: Operation, auth: Record<string, string>, parts: Parts, bodies: readonly HostileBody[]): fc.Arbitrary<FuzzCase> =>
  fc.constantFrom(...bodies).map((body) =>
    toCase(operation, auth, parts, `body = ${body.label}`, { payload: body.payload, headers: { 'content-type': 'application/json' }, ...refusalFor(operation, body.refusal) }));

/** One field of the body (any depth), one path parameter, one query value or one header, made hostile. */
function brokenValue(operation: Operation, auth: Record<string, string>, parts: Parts): fc.Arbitrary<FuzzCase>[] {
  const mutations: fc.Arbitrary<FuzzCase>[] = [];
  const field = hostileField(operation, auth, parts, anyValue);
  if (field) {
    mutations.push(field);
    mutations.push(fc.constantFrom(...placesIn(parts.body)).map((at) =>
      toCase(operation, auth, parts, `body.${nameOf(at)} left out`, { payload: toJsonText(withValue(parts.body, at, undefined, true)) })));
  }
  const key = hostileKey(operation, auth, parts, HOSTILE_KEYS);
  if (key) mutations.push(key);
  const names = (place: 'path' | 'query') => operation.parameters.filter((parameter) => parameter.in === place).map((parameter) => parameter.name);
  if (names('path').length > 0) {
    mutations.push(fc.tuple(fc.constantFrom(...names('path')), fc.constantFrom(...HOSTILE_URL_TEXT)).map(([name, hostile]) =>
      toCase(operation, auth, { ...parts, params: { ...parts.params, [name]: hostile.encoded } }, `path ${name} = ${hostile.label}`)));
  }
  if (names('query').length > 0) {
    mutations.push(fc.tuple(fc.constantFrom(...names('query')), fc.constantFrom(...HOSTILE_URL_TEXT)).map(([name, hostile]) =>
      toCase(operation, auth, { ...parts, query: [...parts.query.filter(([key]) => key !== name), [name, hostile.encoded]] }, `query ${name} = ${hostile.label}`)));
    mutations.push(fc.tuple(fc.constantFrom(...names('query')), fc.constantFrom(...HOSTILE_QUERY_SHAPES)).map(([name, shape]) =>
      toCase(operation, auth, parts, `query: ${shape.label} (${name})`, { rawQuery: [shape.query(name), ...parts.query.map(([key, value]) => `${key}=${value}`)].join('&') })));
    mutations.push(fc.constantFrom(...names('query')).map((name) =>
      toCase(operation, auth, { ...parts, query: parts.query.filter(([key]) => key !== name) }, `query ${name} left out`)));
  }
  for (const header of operation.parameters.filter((parameter) => parameter.in === 'header')) {
    mutations.push(fc.constantFrom(...HOSTILE_HEADER_VALUES).map((value) =>
      toCase(operation, auth, { ...parts, headers: { ...parts.headers, [header.name]: value } }, `header ${header.name} = ${JSON.stringify(value.slice(0, 20))}`)));
  }
  return mutations;
}

/** The whole body replaced, or sent as another type; for an operation without a body, one it must ignore. */
function brokenBody(operation: Operation, auth: Record<string, string>, parts: Parts): fc.Arbitrary<FuzzCase>[] {
  const valid = parts.body === undefined ? '{"a":1}' : toJsonText(parts.body);
  return [
    hostileBody(operation, auth, parts, HOSTILE_BODIES),
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((cut) =>
      toCase(operation, auth, parts, `body cut off after ${cut} characters`, { payload: valid.slice(0, cut), headers: { 'content-type': 'application/json' }, ...refusalFor(operation, 'not-json') })),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => {
      // A type the operation also reads (a one-click form) is not wrong: its answer is not fixed.
      const wrong = operation.body !== null && !operation.bodyTypes.includes(contentType.split(';')[0] ?? '');
      return toCase(operation, auth, parts, `body sent as ${contentType}`, { payload: valid, headers: { 'content-type': contentType }, ...(wrong ? { expect: { wrongContentType: true } } : {}) });
    }),
    fc.constantFrom(...ODD_CONTENT_TYPES, undefined).map((contentType) =>
      toCase(operation, auth, parts, `body sent as ${contentType ?? 'no content type'}`, { payload: valid, headers: { 'content-type': contentType } })),
  ];
}

/**
 * Requests for one operation: valid ones built from its schemas (and realistic values), and
 * valid ones with one thing broken — a body field at any depth, a path or query parameter, a
 * header, the whole body, its content type. Sent with `auth`, the headers of a visitor's browser.
 */
export function fuzzCases(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzCase> {
  const { auth } = context;
  return validParts(operation, context).chain((parts) => {
    const broken = brokenValue(operation, auth, parts);
    return fc.oneof(
      { arbitrary: fc.constant(toCase(operation, auth, parts, 'valid')), weight: 3 },
      ...broken.map((arbitrary) => ({ arbitrary, weight: Math.ceil(8 / broken.length) })),
      ...brokenBody(operation, auth, parts).map((arbitrary) => ({ arbitrary, weight: operation.body ? 2 : 1 })),
      // Deep nesting once more on its own, so each operation meets it a few times in a run.
      { arbitrary: nestedDeep(operation, auth, parts), weight: 1 },
    );
  });
}

/** Valid requests only, built from the operation's schemas and realistic values. */
export const validCases = (operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzCase> =>
  validParts(operation, context).map((parts) => toCase(operation, context.auth, parts, 'valid'));

/** Without the app token, with a broken one, with another brand or no session: every call but a manage link's is refused. */
export function unauthorisedCases(operation: Operation, context: FuzzContext, publicOperation: boolean): fc.Arbitrary<FuzzCase> {
  const variants: [string, Record<string, string | undefined>][] = [
    ['no credentials', { authorization: undefined, 'x-brand-key': undefined, 'x-session-id': undefined }],
    ['no token', { authorization: undefined }],
    ['a token that is not one', { authorization: 'Bearer not.a.token' }],
    ['a bare "Bearer"', { authorization: 'Bearer' }],
    ['Basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['another brand', { 'x-brand-key': 'other-brand' }],
    ['no session id', { 'x-session-id': undefined }],
    ['a session id that is not a UUID', { 'x-session-id': '../../../../' }],
  ];
  return fc.tuple(validParts(operation, context), fc.constantFrom(...variants)).map(([parts, [label, headers]]) =>
    toCase(operation, context.auth, parts, `valid, with ${label}`, { headers, ...(publicOperation ? {} : { expect: { unauthorised: true } }) }));
}

const deepValues = fc.constantFrom(...DEEP_VALUES);
const deepKeys = HOSTILE_KEYS.filter((key) => key.refusal === 'too-deep');

/** The body of `parts` nested 10,000 levels deep: as a whole, in one of its fields, or in a key added to it. */
function nestedDeep(operation: Operation, auth: Record<string, string>, parts: Parts): fc.Arbitrary<FuzzCase> {
  const cases = [hostileBody(operation, auth, parts, DEEP_BODIES), hostileField(operation, auth, parts, deepValues), hostileKey(operation, auth, parts, deepKeys)];
  return fc.oneof(...cases.filter((arbitrary): arbitrary is fc.Arbitrary<FuzzCase> => arbitrary !== null));
}

/** Only the cases of `fuzzCases` that nest 10,000 levels deep: what the suite was written to find. */
export const deepNestingCases = (operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzCase> =>
  validParts(operation, context).chain((parts) => nestedDeep(operation, context.auth, parts));
