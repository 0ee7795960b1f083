import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type RuleBroken } from './domain-error';

/** The JSON body of every error response. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code?: string;
  message: string;
  /** The request field at fault, as a path (`experience[0].employer`), when one is. */
  field?: string;
  errorCode?: number;
  /** With `field`: the rule it broke (`required`, `maxLength`, `past`, `fileType`…), for clients to word. */
  rule?: string;
  /** The rule's number, when it has one (a length, a size in bytes). */
  limit?: number;
}

/** One schema failure as Ajv reports it. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const PHRASES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable',
  409: 'Conflict', 413: 'Payload Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type', 416: 'Range Not Satisfiable', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return PHRASES[status] ?? 'Error';
}

export function errorBody(statusCode: number, message: string, code?: string, extra: Pick<ErrorBody, 'field' | 'errorCode' | 'rule' | 'limit'> = {}): ErrorBody {
  return {
    statusCode,
    error: reasonPhrase(statusCode),
    ...(code ? { code } : {}),
    message,
    ...(extra.field ? { field: extra.field } : {}),
    ...(extra.errorCode !== undefined ? { errorCode: extra.errorCode } : {}),
    ...(extra.rule ? { rule: extra.rule } : {}),
    ...(extra.limit !== undefined ? { limit: extra.limit } : {}),
  };
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

/** The schema keyword a field broke, and its limit when the keyword has one (maxLength 80). */
export function ruleOf(issue: ValidationIssue): RuleBroken {
  const limit = issue.params.limit;
  return { rule: issue.keyword, ...(typeof limit === 'number' && Number.isFinite(limit) ? { limit } : {}) };
}

export function describeValidation(context: string | undefined, issue: ValidationIssue): { field: string; message: string } & RuleBroken {
  const field = fieldOf(context, issue);
  const phrase = FRIENDLY[issue.keyword]?.(issue) ?? issue.message ?? 'is invalid';
  return { field, message: `${field} ${phrase}`, ...ruleOf(issue) };
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

export const UNEXPECTED_MESSAGE = 'Sorry, something went wrong. Please try again.';

/** Maps any thrown value to the status and body the client sees; `unexpected` is true when the details must stay in the log. */
export function toErrorResponse(error: FastifyError): { status: number; body: ErrorBody; unexpected: boolean } {
  if (error instanceof DomainError) {
    const body = errorBody(error.statusCode, error.message, error.code, { field: error.field, errorCode: error.errorCode, ...error.broken });
    return { status: error.statusCode, body, unexpected: false };
  }
  if (error.validation && error.validation.length > 0) {
    const { field, message, rule, limit } = describeValidation(error.validationContext, error.validation[0] as ValidationIssue);
    return { status: 400, body: errorBody(400, message, 'VALIDATION', { field, rule, limit }), unexpected: false };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A body that cannot be read at all (not JSON, empty, a forbidden __proto__ key, too large) is the body's fault.
    const field = error.code?.startsWith('FST_ERR_CTP_') ? 'body' : undefined;
    return { status, body: errorBody(status, clientMessage(error), error.code, { field }), unexpected: false };
  }
  return { status: 500, body: errorBody(500, UNEXPECTED_MESSAGE, 'UNKNOWN'), unexpected: true };
}

/**
 * One place maps every failure to HTTP: coded domain errors keep their status and message,
 * schema failures become a 400 naming the field, other client errors keep their status, and
 * anything unexpected is a 500 whose details stay in the log. Unknown routes are a JSON 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, unexpected } = toErrorResponse(error);
    if (unexpected) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'));
  });
}
