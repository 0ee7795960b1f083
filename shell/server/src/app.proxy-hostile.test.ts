import crypto from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_BRAND_KEY } from './test-support/fake-brand-api';
import { startRealBrandApi, type RealBrandApi } from './test-support/real-brand-api';
import { startSite, type Site } from './test-support/site-fixture';

/**
 * Hostile input through the site server never reaches a 500: a sample of the brand API's own
 * fuzz suite (services/brand-api/src/routes/fuzz.test.ts) sent through the `/api` proxy to the
 * real brand API, built and running in its own process, and the site server's own routes (the
 * app token, pages) given the same. Operations come from the brand API's OpenAPI document, read
 * through the proxy.
 */

const DEEP = 10_000;
const arraysDeep = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const objectsDeep = `${'{"a":'.repeat(DEEP)}null${'}'.repeat(DEEP)}`;
const TOO_DEEP = 'body is nested too deeply (more than 32 levels)';

interface HostileBody {
  label: string;
  contentType: string;
  payload: string;
  /** The brand API's answer to it, whatever the operation. */
  expected?: { status: number; message: string };
}

const HOSTILE_BODIES: HostileBody[] = [
  { label: `arrays ${DEEP} deep`, contentType: 'application/json', payload: arraysDeep, expected: { status: 400, message: TOO_DEEP } },
  { label: `objects ${DEEP} deep`, contentType: 'application/json', payload: objectsDeep, expected: { status: 400, message: TOO_DEEP } },
  { label: `a field ${DEEP} deep`, contentType: 'application/json', payload: `{"firstName":${arraysDeep}}`, expected: { status: 400, message: TOO_DEEP } },
  { label: 'a "__proto__" key', contentType: 'application/json', payload: '{"__proto__":{"polluted":true}}', expected: { status: 400, message: 'body must not contain a "__proto__" key or a "constructor" with a "prototype"' } },
  { label: 'a "constructor" with a "prototype"', contentType: 'application/json', payload: '{"constructor":{"prototype":{"polluted":true}}}', expected: { status: 400, message: 'body must not contain a "__proto__" key or a "constructor" with a "prototype"' } },
  { label: 'a cut-off body', contentType: 'application/json', payload: '{"firstName":"Ann', expected: { status: 400, message: 'The request body is not valid JSON.' } },
  { label: 'an empty body', contentType: 'application/json', payload: '', expected: { status: 400, message: 'The request body is not valid JSON.' } },
  { label: '100,000 numbers', contentType: 'application/json', payload: `[${'0,'.repeat(99_999)}0]` },
  { label: 'numbers past 2^53 and 1e309', contentType: 'application/json', payload: '{"storeId":1e309,"covers":9007199254740993,"guests":-1e309}' },
  { label: 'a NUL byte and a lone surrogate', contentType: 'application/json', payload: JSON.stringify({ firstName: 'A\u0000nn', lastName: '\uD800' }) },
  { label: '"NaN" and "Infinity"', contentType: 'application/json', payload: '{"storeId":"NaN","covers":"Infinity","date":"1e309"}' },
  { label: 'plain text', contentType: 'text/plain', payload: '{"firstName":"Ann"}' },
  { label: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'firstName=Ann&__proto__[polluted]=1' },
  { label: 'a multipart form', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n[[[[\r\n--x--\r\n' },
  { label: 'more than 1 MB', contentType: 'application/json', payload: `{"firstName":"${'x'.repeat(1024 * 1024)}"}` },
];

/**
 * Path segments and query values, percent-encoded, by what they are. A request's head stays
 * under Node's 16 KB: a longer one gets a 431 from whichever server reads it first, here the site
 * server, before any proxying.
 */
const HOSTILE_URL_TEXT: [string, string][] = [
  ['3,000 brackets', '%5B'.repeat(3000)], ['10,000 characters', 'x'.repeat(10_000)], ['a NUL byte', '%00'],
  ['a lone surrogate', '%ED%A0%80'], ['a broken escape', '%zz'], ['a lone percent sign', '%'], ['NaN', 'NaN'],
  ['Infinity', 'Infinity'], ['1e309', '1e309'], ['2^53 + 1', '9007199254740993'], ['minus one', '-1'],
  ['a path out', '..%2F..'], ['__proto__', '__proto__'], ['markup', '%3Cscript%3E'],
];

/** Stack frames, error class names, source paths: what an answer must never show. */
const LEAKS = [/\n\s+at /, /\bat [\w$.<>]+ \(/, /\b\w*Error: /, /\b(?:Type|Range|Syntax|Reference)Error\b/, /Maximum call stack/, /node_modules/];

/** What is wrong with an answer of the brand API (through the proxy) or the site server's own JSON routes; null when nothing. */
function problemWith(response: LightMyRequestResponse, json = true): string | null {
  const { statusCode: status, body } = response;
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  if (leak) return `shows internals (${leak}): ${body.slice(0, 200)}`;
  if (status < 400 || !json) return null;
  let error: { statusCode?: unknown; message?: unknown; code?: unknown; field?: unknown };
  try {
    error = JSON.parse(body);
  } catch {
    return `answered ${status} without a JSON error: ${body.slice(0, 200)}`;
  }
  if (error.statusCode !== status || typeof error.message !== 'string' || typeof error.code !== 'string') return `an error without its statusCode, code or message: ${body.slice(0, 200)}`;
  if (error.code === 'VALIDATION' && typeof error.field !== 'string') return `a validation error naming no field: ${body.slice(0, 200)}`;
  return null;
}

interface Operation {
  key: string;
  method: 'GET' | 'POST';
  path: string;
  body: boolean;
  query: string[];
  /** Needs no app token (`security: []`): a manage or unsubscribe link is its own credential; a picture is public. */
  open: boolean;
}

describe('hostile input through the site server, to the real brand API behind it', () => {
  let api: RealBrandApi;
  let site: Site;
  let headers: Record<string, string>;
  let operations: Operation[];

  beforeAll(async () => {
    api = await startRealBrandApi();
    site = await startSite({ brandApiUrl: api.url });
    const token = (await site.app.inject({ method: 'POST', url: '/api/token' })).json<{ accessToken: string }>();
    headers = { authorization: `Bearer ${token.accessToken}`, 'x-brand-key': TEST_BRAND_KEY, 'x-session-id': crypto.randomUUID() };
    const document = (await site.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[]; security?: unknown[] }>> }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as 'GET' | 'POST',
      path,
      body: operation.requestBody !== undefined,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      open: Array.isArray(operation.security) && operation.security.length === 0,
    })));
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await api?.close();
  });

  const urlOf = (operation: Operation, segment = 'x') => operation.path.replace('{storeId}', '118').replace(/\{\w+\}/g, segment);

  it('reads every operation of the brand API from its document, through the proxy', () => {
    expect(operations.length).toBeGreaterThanOrEqual(49);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThanOrEqual(14);
  });

  it.each(HOSTILE_BODIES.map((body) => [body.label, body] as const))('answers %s to every operation that reads a body with a 4xx naming the body, never a 5xx', async (_label, hostile) => {
    const problems: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const response = await site.app.inject({ method: 'POST', url: urlOf(operation), headers: { ...headers, 'content-type': hostile.contentType }, payload: hostile.payload });
      const problem = problemWith(response);
      if (problem) problems.push(`${operation.key}: ${problem}`);
      else if (response.statusCode < 400) problems.push(`${operation.key}: took it (${response.statusCode})`);
      else if (hostile.expected && (response.statusCode !== hostile.expected.status || response.json().message !== hostile.expected.message || response.json().field !== 'body')) {
        problems.push(`${operation.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('answers hostile path segments and query values of every operation with a success or a JSON 4xx, never a 5xx (seeded sample)', async () => {
    // One place per request made hostile: a path parameter, or a query value (the others left out).
    const places = operations.flatMap((operation) => [
      ...(operation.path.match(/\{\w+\}/g) ?? []).map((parameter) => ({ operation, parameter, query: null })),
      ...operation.query.map((query) => ({ operation, parameter: null, query })),
    ]);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...places), fc.nat({ max: HOSTILE_URL_TEXT.length - 1 }), async ({ operation, parameter, query }, index) => {
        const [label, text] = HOSTILE_URL_TEXT[index]!;
        const path = parameter ? urlOf({ ...operation, path: operation.path.replace(parameter, text) }) : urlOf(operation);
        const url = query ? `${path}?${query}=${text}` : path;
        const response = await site.app.inject({ method: operation.method, url, headers, ...(operation.body ? { payload: {} } : {}) });
        const problem = problemWith(response);
        if (problem) throw new Error(`${operation.key}, ${parameter ?? query} = ${label}: ${problem}`);
      }),
      { seed: 20_261_121, numRuns: 150 },
    );
  }, 60_000);

  it('refuses every operation without credentials with a 401, but those the document marks open (a signed link, a picture)', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const response = await site.app.inject({ method: operation.method, url: urlOf(operation), ...(operation.body ? { payload: {} } : {}) });
      const expected = operation.open ? response.statusCode !== 401 : response.statusCode === 401;
      if (!expected || problemWith(response, false)) wrong.push(`${operation.key}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(operations.filter((operation) => operation.open).map((operation) => operation.key)).toEqual(expect.arrayContaining(['GET /api/booking/manage/{token}', 'GET /media/{file}']));
  }, 60_000);

  it.each([
    ['arrays 10,000 deep', 'body', 400, 'application/json', arraysDeep],
    ['objects 10,000 deep', 'body', 400, 'application/json', objectsDeep],
    ['a field 10,000 deep', 'clearCache', 400, 'application/json', `{"clearCache":${arraysDeep}}`],
    ['a "__proto__" key', 'body', 400, 'application/json', '{"__proto__":{"polluted":true}}'],
    ['a cut-off body', 'body', 400, 'application/json', '{"clearCache":tr'],
    ['200 KB of numbers', 'body', 413, 'application/json', `[${'0,'.repeat(99_999)}0]`],
    ['a form', 'body', 415, 'application/x-www-form-urlencoded', 'clearCache=true'],
  ])('answers POST /api/token with %s by a 4xx naming %s (%s), never a 5xx', async (_label, field, status, contentType, payload) => {
    const response = await site.app.inject({ method: 'POST', url: '/api/token', headers: { 'content-type': contentType }, payload });
    expect(problemWith(response)).toBeNull();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ field });
  });

  it.each([
    [`a path of ${DEEP} brackets`, `/${'%5B'.repeat(DEEP)}`],
    ['a restaurant of 20,000 characters', `/restaurants/${'x'.repeat(20_000)}`],
    ['a broken escape', '/restaurants/%zz'],
    ['a NUL byte', '/jobs/%00'],
    ['a lone surrogate', '/offers/%ED%A0%80'],
    [`a query of ${DEEP} brackets`, `/?q=${'%5B'.repeat(DEEP)}`],
    ['prototype keys in the query', '/?__proto__[polluted]=1&constructor[prototype][polluted]=1'],
    ['a manage link with a NUL byte', '/booking/MR-AAAAAAAA/%00'],
  ])('serves a page asked for with %s: a 4xx or the page, never a 5xx', async (_label, url) => {
    const response = await site.app.inject({ url, headers: { accept: 'text/html' } });
    expect(problemWith(response, false)).toBeNull();
  }, 30_000);
});
