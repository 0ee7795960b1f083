import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, toErrorResponse } from '@riviere/server-kit';

/** find-my-way's default: a path parameter longer than this is not routed. */
export const MAX_PATH_PARAMETER_LENGTH = 100;

/**
 * Errors Fastify meets before any route (or the error handler) runs: a path whose
 * percent-encoding is broken (`%zz`, bytes that are not UTF-8) and a path parameter too long for
 * the router. Answered in the shape of every other error, naming the path, and without echoing
 * it (Fastify's own answer quotes the whole path back, however long).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.code(400).send(errorBody(400, 'The path is not valid: it has a broken percent-encoding.', error.code, { field: 'path' }));
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.code(414).send(errorBody(414, `A part of the path is too long (at most ${MAX_PATH_PARAMETER_LENGTH} characters).`, error.code, { field: 'path' }));
      return;
    default: {
      const { status, body } = toErrorResponse(error);
      void reply.code(status).send(body);
    }
  }
}
