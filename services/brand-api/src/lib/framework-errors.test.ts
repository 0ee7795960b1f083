import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from './error-handler';
import { answerFrameworkError, MAX_PATH_PARAMETER_LENGTH } from './framework-errors';

describe('answerFrameworkError', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ frameworkErrors: answerFrameworkError });
    registerErrorHandling(app);
    app.get('/menus/:id', async (request) => request.params);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['a bad escape', '/menus/%zz', 400, 'Bad Request', 'FST_ERR_BAD_URL', 'The path is not valid: it has a broken percent-encoding.'],
    ['a lone percent sign', '/menus/%', 400, 'Bad Request', 'FST_ERR_BAD_URL', 'The path is not valid: it has a broken percent-encoding.'],
    ['bytes that are not UTF-8', '/menus/%FF%FE', 400, 'Bad Request', 'FST_ERR_BAD_URL', 'The path is not valid: it has a broken percent-encoding.'],
    ['a parameter too long to route', `/menus/${'%5B'.repeat(10_000)}`, 414, 'URI Too Long', 'FST_ERR_MAX_PARAM_LENGTH', 'A part of the path is too long (at most 100 characters).'],
  ])('answers %s with a JSON error naming the path, without echoing it', async (_name, url, status, error, code, message) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error, code, message, field: 'path' });
  });

  it('routes a parameter at the limit as before', async () => {
    const id = 'x'.repeat(MAX_PATH_PARAMETER_LENGTH);
    expect((await app.inject({ url: `/menus/${id}` })).json()).toEqual({ id });
  });
});
