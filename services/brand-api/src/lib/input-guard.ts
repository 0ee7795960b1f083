import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '@riviere/server-kit';

// A NUL byte (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its partner (no
// UTF-8 encoding exists for it). Either would fail in the database as a 500, so neither gets in.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

const child = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** The path of the first value in `value` that `bad` picks out, named as the error handler names fields. */
function findValue(value: unknown, bad: (leaf: unknown) => boolean, path = ''): string | undefined {
  if (bad(value)) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findValue(item, bad, child(path, index));
      if (found !== undefined) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findValue(item, bad, child(path, key));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The path of the first number that is not finite (`Infinity` in a path, `1e309` in JSON). */
export const findNonFiniteNumber = (value: unknown): string | undefined =>
  findValue(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));

/**
 * The path of the first string (or object key) in `value` that cannot be stored as text, as the
 * error handler names fields (`experience[0].employer`); undefined when every string is clean.
 */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, child(path, index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return path || 'body';
      const found = findUnstorableText(item, child(path, key));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export const unstorableTextMessage = (field: string): string =>
  `${field} must not contain NUL characters or unpaired surrogates`;

const partsOf = (request: FastifyRequest): [string, unknown][] => [['params', request.params], ['query', request.query], ['body', request.body]];

function refuseFirst(request: FastifyRequest, find: (value: unknown) => string | undefined, message: (field: string) => string): void {
  for (const [part, value] of partsOf(request)) {
    const found = find(value);
    if (found !== undefined) {
      const field = found || part;
      throw badRequest(message(field), field);
    }
  }
}

/**
 * The checks every route shares, whatever its schema says. Before validation: a NUL byte or a
 * lone surrogate anywhere in the path parameters, query or body. After it: a number that is not
 * finite, which the schema's `maximum` lets through once `Infinity` or `1e309` has been coerced.
 * Either is a 400 naming the field.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseFirst(request, findUnstorableText, unstorableTextMessage));
  app.addHook('preHandler', async (request) => refuseFirst(request, findNonFiniteNumber, (field) => `${field} must be a finite number`));
}
