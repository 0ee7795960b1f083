import Fastify, { type FastifyInstance } from 'fastify';
import { DomainError, badRequest, notFound } from './domain-error';
import { registerErrorHandling } from './error-handler';

const applicationSchema = {
  body: {
    type: 'object',
    required: ['email', 'experience'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email' },
      covers: { type: 'integer', minimum: 1, maximum: 12 },
      name: { type: 'string', minLength: 1 },
      experience: {
        type: 'array',
        items: { type: 'object', required: ['employer'], properties: { employer: { type: 'string', minLength: 2 } } },
      },
    },
  },
} as const;

function buildApp(logged: unknown[]): FastifyInstance {
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
  registerErrorHandling(app);
  app.post('/applications', { schema: applicationSchema }, async () => ({ ok: true }));
  app.get('/jobs/:id', async () => {
    throw notFound('JOB_NOT_FOUND', 'We could not find the job "x".');
  });
  app.get('/birthday', async () => {
    throw badRequest('birthday is not a real date', 'birthday');
  });
  app.get('/date', async () => {
    throw badRequest('date must be today or later', 'date', { rule: 'past' });
  });
  app.get('/cv', async () => {
    throw badRequest('resume is larger than 5 MB', 'resume', { rule: 'fileSize', limit: 5_242_880 });
  });
  app.get('/slots', async () => {
    throw new DomainError(409, 'NO_FREE_SLOT', 'That time has just gone.', undefined, 4);
  });
  app.get('/card', async () => {
    throw new DomainError(502, 'CARD_FAILED', 'Something went wrong submitting card, please try again.');
  });
  app.get('/boom', async () => {
    throw new Error('connection to 10.0.0.7:5432 refused');
  });
  return app;
}

const valid = { email: 'ana@example.com', experience: [{ employer: 'Café' }] };

describe('registerErrorHandling', () => {
  const logged: unknown[] = [];
  const app = buildApp(logged);
  afterAll(() => app.close());

  it.each([
    ['a missing field', { experience: [] }, 'email', 'email is required', { rule: 'required' }],
    ['an e-mail that is not one', { ...valid, email: 'ana' }, 'email', 'email must be a valid e-mail address', { rule: 'format' }],
    ['an unknown property', { ...valid, colour: 'red' }, 'body', 'body has an unknown property "colour"', { rule: 'additionalProperties' }],
    ['a number too small', { ...valid, covers: 0 }, 'covers', 'covers must be at least 1', { rule: 'minimum', limit: 1 }],
    ['a number too large', { ...valid, covers: 13 }, 'covers', 'covers must be at most 12', { rule: 'maximum', limit: 12 }],
    ['a wrong type', { ...valid, covers: 'two' }, 'covers', 'covers must be an integer', { rule: 'type' }],
    ['an empty string', { ...valid, name: '' }, 'name', 'name must not be empty', { rule: 'minLength', limit: 1 }],
    ['a nested field', { ...valid, experience: [{ employer: 'X' }] }, 'experience[0].employer', 'experience[0].employer must be at least 2 characters', { rule: 'minLength', limit: 2 }],
    ['a nested missing field', { ...valid, experience: [{}] }, 'experience[0].employer', 'experience[0].employer is required', { rule: 'required' }],
  ])('answers %s with a 400 naming the field and the rule it broke', async (_case, payload, field, message, broken) => {
    const res = await app.inject({ method: 'POST', url: '/applications', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message, field, ...broken });
  });

  it.each([
    ['/jobs/x', 404, { statusCode: 404, error: 'Not Found', code: 'JOB_NOT_FOUND', message: 'We could not find the job "x".' }],
    ['/birthday', 400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'birthday is not a real date', field: 'birthday' }],
    ['/date', 400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'date must be today or later', field: 'date', rule: 'past' }],
    ['/cv', 400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'resume is larger than 5 MB', field: 'resume', rule: 'fileSize', limit: 5_242_880 }],
    ['/slots', 409, { statusCode: 409, error: 'Conflict', code: 'NO_FREE_SLOT', message: 'That time has just gone.', errorCode: 4 }],
    ['/card', 502, { statusCode: 502, error: 'Bad Gateway', code: 'CARD_FAILED', message: 'Something went wrong submitting card, please try again.' }],
  ])('sends the coded domain error of %s as it is', async (url, status, body) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it.each([
    ['not JSON', '{"email":', 'application/json', 400, 'The request body is not valid JSON.'],
    ['empty JSON', '', 'application/json', 400, 'The request body is not valid JSON.'],
    ['not JSON at all', 'email=ana', 'application/x-www-form-urlencoded', 415, 'The request body must be JSON (Content-Type: application/json).'],
  ])('blames the body when it is %s', async (_case, payload, contentType, status, message) => {
    const res = await app.inject({ method: 'POST', url: '/applications', payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, message, field: 'body' });
  });

  it('hides an unexpected failure behind a 500 and logs its details', async () => {
    logged.length = 0;
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', code: 'UNKNOWN', message: 'Sorry, something went wrong. Please try again.' });
    expect(res.body).not.toContain('10.0.0.7');
    expect(JSON.stringify(logged)).toContain('connection to 10.0.0.7:5432 refused');
  });

  it('answers an unknown route with a JSON 404 naming it, without its query', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/nowhere?token=secret' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No route for DELETE /nowhere' });
  });
});
