import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from './domain-error';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const FRIENDLY: Record<string, (issue: ValidationIssue) => string> = {
  required: () => 'is required',
  format: (i) => (i.params.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${String(i.params.format)}`),
  additionalProperties: (i) => `has an unknown property "${String(i.params.additionalProperty)}"`,
  minLength: (i) => (i.params.limit === 1 ? 'must not be empty' : `must be at least ${String(i.params.limit)} characters`),
  maxLength: (i) => `must be at most ${String(i.params.limit)} characters`,
  minimum: (i) => `must be at least ${String(i.params.limit)}`,
  maximum: (i) => `must be at most ${String(i.params.limit)}`,
  type: (i) => `must be ${articled(String(i.params.type))}`,
  enum: (i) => `must be one of ${(i.params.allowedValues as unknown[]).map(String).join(', ')}`,
  pattern: () => 'is not in the expected format',
  const: (i) => `must be ${JSON.stringify(i.params.allowedValue)}`,
  maxItems: (i) => `must have at most ${String(i.params.limit)} entries`,
  minItems: (i) => `must have at least ${String(i.params.limit)} entries`,
};

function articled(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** 'body', '/email' → 'email'; '/experience/0/employer' → 'experience[0].employer'. */
export function fieldOf(context: string | undefined, issue: ValidationIssue): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required') parts.push(String(issue.params.missingProperty));
  const path = parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
}

export function describeValidation(context: string | undefined, issue: ValidationIssue): { field: string; message: string } {
  const field = fieldOf(context, issue);
  const phrase = FRIENDLY[issue.keyword]?.(issue) ?? issue.message ?? 'is invalid';
  return { field, message: `${field} ${phrase}` };
}

/**
 * One place maps every failure to HTTP: coded domain errors keep their status and message,
 * schema failures become a 400 naming the field, and anything unexpected is a 500 whose
 * details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: reasonPhrase(error.statusCode),
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.errorCode !== undefined ? { errorCode: error.errorCode } : {}),
      });
    }
    if (error.validation && error.validation.length > 0) {
      const { field, message } = describeValidation(error.validationContext, error.validation[0] as ValidationIssue);
      return reply.status(400).send({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message, field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A body that cannot be read at all (not JSON, empty, a forbidden __proto__ key, too large) is the body's fault.
      const field = error.code?.startsWith('FST_ERR_CTP_') ? { field: 'body' } : {};
      return reply.status(status).send({ statusCode: status, error: reasonPhrase(status), code: error.code, message: clientMessage(error), ...field });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', code: 'UNKNOWN', message: 'Sorry, something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
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

const PHRASES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity', 429: 'Too Many Requests',
};

function reasonPhrase(status: number): string {
  return PHRASES[status] ?? 'Error';
}
