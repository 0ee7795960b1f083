import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from './error-handler';
import { MAX_JSON_DEPTH } from './json-depth';
import { FORBIDDEN_KEY_MESSAGE, registerJsonBody, tooDeepMessage } from './json-body';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('registerJsonBody', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1024 * 1024 });
    registerErrorHandling(app);
    registerJsonBody(app);
    // What reaches a route: the parsed body, echoed.
    app.post('/echo', async (request) => ({ body: request.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

  it.each([
    ['arrays 10,000 deep', arrays(10_000)],
    ['objects 10,000 deep', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ['a field holding arrays 10,000 deep', `{"offerSlug":${arrays(10_000)}}`],
    ['one level past the limit', arrays(MAX_JSON_DEPTH + 1)],
    ['deep and broken', '['.repeat(10_000)],
  ])('refuses %s with a 400 naming the body, before parsing it', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', field: 'body', message: tooDeepMessage(MAX_JSON_DEPTH) });
    expect(response.json().message).toBe('body is nested too deeply (more than 32 levels)');
  });

  it.each([
    ['a body at the limit', arrays(MAX_JSON_DEPTH), JSON.parse(arrays(MAX_JSON_DEPTH)), 'application/json'],
    ['brackets inside strings', JSON.stringify({ a: '['.repeat(10_000) }), { a: '['.repeat(10_000) }, 'application/json'],
    ['a charset parameter', '{"a":1}', { a: 1 }, 'application/json; charset=utf-8'],
    ['a long flat list', JSON.stringify(Array.from({ length: 20_000 }, () => [0])), Array.from({ length: 20_000 }, () => [0]), 'application/json'],
  ])('parses %s as before', async (_name, payload, body, contentType) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body });
  });

  it.each([
    ['a __proto__ key', '{"a":{"__proto__":{"admin":true}}}'],
    ['an escaped __proto__ key', '{"\\u005f_proto__":{"admin":true}}'],
    ['a constructor with a prototype', '{"constructor":{"prototype":{"admin":true}}}'],
  ])('refuses %s, naming the body and the key', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'body', message: FORBIDDEN_KEY_MESSAGE });
  });

  it.each([
    ['broken JSON', '{"a":'],
    ['an empty body', ''],
  ])('keeps the answer to %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body', message: 'The request body is not valid JSON.' });
  });

  it('keeps the body limit', async () => {
    const response = await post(JSON.stringify({ a: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'body', message: 'The request body is too large.' });
  });
});
