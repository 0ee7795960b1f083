import { ApiError, INVALID_RESPONSE } from '@riviere/api-client';
import { isApiUnavailable } from './unavailable';

const answer = (status: number, body: unknown) => ApiError.fromResponse(status, body);
const apiBody = (status: number, fields: Record<string, unknown>) => ({ statusCode: status, error: 'x', message: 'x', ...fields });

describe('isApiUnavailable: the brand API out of reach, not refusing', () => {
  it.each([
    ['no answer: the connection failed or was cut', ApiError.network(new TypeError('Failed to fetch')), true],
    ['the edge’s 503 page with the origin gone (HTML, no code)', answer(503, '<html><body>503 Backend fetch failed</body></html>'), true],
    ['the site server’s 502: the brand API is not reachable', answer(502, { statusCode: 502, error: 'Bad Gateway', message: 'The brand API is not reachable, please try again.' }), true],
    ['the site server’s 504: the brand API took too long', answer(504, { statusCode: 504, error: 'Gateway Timeout', message: 'The brand API took too long to answer, please try again.' }), true],
    ['a 500 with an empty body', answer(500, undefined), true],
    ['the API’s own unexpected 500', answer(500, apiBody(500, { code: 'UNKNOWN' })), true],
    ['a 200 that is not the API’s JSON (a proxy’s page)', new ApiError('The response is not valid JSON', { status: 200, code: INVALID_RESPONSE, body: '<html>' }), true],
    ['a refused field (400) keeps its message', answer(400, apiBody(400, { code: 'VALIDATION', field: 'date', rule: 'format' })), false],
    ['no free slot (422, code 4) keeps its message', answer(422, apiBody(422, { code: 'NO_FREE_SLOT', errorCode: 4 })), false],
    ['too many requests (429) keeps its message', answer(429, apiBody(429, { code: 'RATE_LIMITED' })), false],
    ['a 404 without a body is still an answer', answer(404, undefined), false],
    ['bookings switched off on purpose (503 BOOKING_DISABLED) keeps its message', answer(503, apiBody(503, { code: 'BOOKING_DISABLED', errorCode: 1 })), false],
    ['the restaurant’s booking set-up (503 INVALID_CONFIG) keeps its message', answer(503, apiBody(503, { code: 'INVALID_CONFIG', errorCode: 15 })), false],
    ['a fault in the page, not the API', new TypeError('x is undefined'), false],
    ['nothing at all', undefined, false],
  ])('%s → %p', (_case, error, expected) => {
    expect(isApiUnavailable(error)).toBe(expected);
  });
});
