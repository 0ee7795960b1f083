import type { FastifyInstance } from 'fastify';
import { badRequest } from '@riviere/server-kit';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';

export const tooDeepMessage = (limit: number): string => `body is nested too deeply (more than ${limit} levels)`;
export const FORBIDDEN_KEY_MESSAGE = 'body must not contain a "__proto__" key or a "constructor" with a "prototype"';

/** Whether the text is JSON at all (the default parser refuses a forbidden key with the same error as broken JSON). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The parser of every `application/json` body: Fastify's own (the body limit, `__proto__` and
 * `constructor.prototype` refused), after a check of the raw text's nesting. A body nested more
 * than `maxDepth` levels is a 400 naming `body` before it is parsed, so no code that walks a body
 * (the input guard, validation, hashing) ever meets one 10,000 levels deep.
 */
export function registerJsonBody(app: FastifyInstance, maxDepth: number = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestedDeeperThan(text, maxDepth)) {
      done(badRequest(tooDeepMessage(maxDepth), 'body'));
      return;
    }
    parse(request, text, (error, value) => {
      if ((error as { code?: string } | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(text)) {
        done(badRequest(FORBIDDEN_KEY_MESSAGE, 'body'));
        return;
      }
      done(error, value);
    });
  });
}
