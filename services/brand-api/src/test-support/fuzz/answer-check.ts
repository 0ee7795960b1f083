import { MAX_JSON_DEPTH } from '../../lib/json-depth';
import { FORBIDDEN_KEY_MESSAGE, tooDeepMessage } from '../../lib/json-body';
import type { FuzzCase } from './fuzz-cases';

/**
 * The client errors the API documents (README: the error catalogue, auth, booking and referral
 * tables, body limits): 400 a field or the body at fault, 401/403 credentials or a refused
 * restaurant, 404, 409, 410, 413 a body over the route's limit, 414 a path parameter over 100
 * characters, 415 a body that is not JSON, 422 a booking or card refusal, 429 a rate limit.
 */
const DOCUMENTED_CLIENT_ERRORS: readonly number[] = [400, 401, 403, 404, 409, 410, 413, 414, 415, 422, 429];

export interface Answer {
  statusCode: number;
  body: string;
}

/** What the internals of a failure look like: stack frames, error class names, source paths. */
const LEAKS = [/\n\s+at /, /\bat [\w$.<>]+ \(/, /\b\w*Error: /, /\b(?:Type|Range|Syntax|Reference)Error\b/, /Maximum call stack/, /node_modules/, /\/src\/\w/];

function parsed(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function expectationProblem(fuzzCase: FuzzCase, status: number, error: Record<string, unknown>): string | null {
  const expected = fuzzCase.expect;
  if (!expected) return null;
  if ('unauthorised' in expected) return status === 401 || status === 403 ? null : `expected 401 or 403 without valid credentials, got ${status}`;
  if ('wrongContentType' in expected) {
    return (status === 415 || status === 400) && error.field === 'body' ? null : `expected 415 (or 400) naming body for another content type, got ${status} ${String(error.field)}`;
  }
  const wanted = {
    'too-deep': { status: 400, message: tooDeepMessage(MAX_JSON_DEPTH) },
    'forbidden-key': { status: 400, message: FORBIDDEN_KEY_MESSAGE },
    'not-json': { status: 400, message: 'The request body is not valid JSON.' },
  }[expected.refusal];
  return status === wanted.status && error.message === wanted.message && error.field === 'body'
    ? null
    : `expected ${wanted.status} "${wanted.message}" naming body, got ${status} ${JSON.stringify(error).slice(0, 200)}`;
}

/**
 * What is wrong with an answer, or null: a success, or a documented 4xx with a JSON error
 * (status, code, message, and the field when a field is at fault); never a 5xx, never a stack
 * trace or an error's internals; and what the case itself expects (a refused body, no credentials).
 */
export function problemWith(fuzzCase: FuzzCase, answer: Answer): string | null {
  const { statusCode: status, body } = answer;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  if (leak) return `the answer (${status}) shows internals (${leak}): ${body.slice(0, 300)}`;
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}, neither a success nor a client error`;
  if (status < 300) return fuzzCase.expect ? `expected a refusal (${JSON.stringify(fuzzCase.expect)}), got ${status}` : null;
  if (!DOCUMENTED_CLIENT_ERRORS.includes(status)) return `answered ${status}, which the API does not document`;
  const error = parsed(body);
  if (!error) return `answered ${status} without a JSON error: ${body.slice(0, 200)}`;
  if (error.statusCode !== status || typeof error.message !== 'string' || error.message === '' || typeof error.code !== 'string') {
    return `answered ${status} with an error missing its statusCode, code or message: ${body.slice(0, 300)}`;
  }
  if (error.code === 'VALIDATION' && (typeof error.field !== 'string' || error.field === '')) return `a validation error that names no field: ${body.slice(0, 300)}`;
  return expectationProblem(fuzzCase, status, error);
}
