import type { FastifyError, FastifyInstance } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  code?: string;
  message: string;
}

const PHRASES: Record<number, string> = {
  400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 416: 'Range Not Satisfiable', 429: 'Too Many Requests',
  500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return PHRASES[status] ?? 'Error';
}

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  return { statusCode, error: reasonPhrase(statusCode), ...(code ? { code } : {}), message };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json).';
    default:
      return error.message;
  }
}

/**
 * One place maps every failure to HTTP: schema failures become a 400 naming the field, other
 * client errors keep their status, and anything unexpected is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation && error.validation.length > 0) {
      const issue = error.validation[0];
      const field = (issue?.instancePath ?? '').split('/').filter(Boolean).join('.') || (error.validationContext ?? 'request');
      return reply.status(400).send(errorBody(400, `${field} ${issue?.message ?? 'is invalid'}`, 'VALIDATION'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, clientMessage(error), error.code));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Sorry, something went wrong. Please try again.', 'UNKNOWN'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'));
  });
}
