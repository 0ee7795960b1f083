import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '@riviere/server-kit';

// A NUL byte (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its partner (no
// UTF-8 encoding exists for it). Either would fail in the database as a 500, so neither gets in.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

const child = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** One value still to look at: the root, an array item, or an object entry (whose key is checked first). */
type Visit = { value: unknown; path: string } | { key: string; value: unknown; parent: string };

/**
 * The path of the first value in `value` (depth first, in order) that `badLeaf` picks out, or of
 * the object holding the first key that `badKey` picks out, named as the error handler names
 * fields (`experience[0].employer`; '' for the value itself). Walked with a stack of its own, not
 * by recursion, so no nesting can exhaust the call stack.
 */
function findFault(value: unknown, badLeaf: (leaf: unknown) => boolean, badKey: (key: string) => boolean = () => false): string | undefined {
  const pending: Visit[] = [{ value, path: '' }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if ('key' in visit && badKey(visit.key)) return visit.parent;
    const path = 'key' in visit ? child(visit.parent, visit.key) : visit.path;
    const item = visit.value;
    if (badLeaf(item)) return path;
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) pending.push({ value: item[index], path: child(path, index) });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, entry] = entries[index]!;
        pending.push({ key, value: entry, parent: path });
      }
    }
  }
  return undefined;
}

/** The path of the first number that is not finite (`Infinity` in a path, `1e309` in JSON). */
export const findNonFiniteNumber = (value: unknown): string | undefined =>
  findFault(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));

/**
 * The path of the first string in `value` that cannot be stored as text, or of the object with
 * such a key, as the error handler names fields (`experience[0].employer`, '' for `value`
 * itself); undefined when every string is clean.
 */
export const findUnstorableText = (value: unknown): string | undefined =>
  findFault(value, (leaf) => typeof leaf === 'string' && unstorable(leaf), unstorable);

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
