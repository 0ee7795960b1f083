import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from '@riviere/api-client';

/** The code of the API's own unexpected 500 (server-kit's error handler): a fault, not a refusal. */
const UNEXPECTED = 'UNKNOWN';

/**
 * Is this failed call the brand API being out of reach, rather than refusing what was asked
 * (issue 26)? With the site server gone the edge still answers cached pages, but `/api/` calls
 * fail: no answer at all (the connection fails or is cut), a 5xx of the edge or a proxy (502,
 * 503, 504, with no code of the API's), the API's own unexpected 500, or an answer that is not
 * the API's JSON. Then online booking is unavailable for a moment and the guest is told to call.
 *
 * Not so, and the failure keeps its own message: a 4xx (bad input, a rule, too many requests);
 * a 5xx carrying one of the API's booking codes (BOOKING_DISABLED, INVALID_CONFIG…), which is
 * the API answering on purpose; anything that is not an `ApiError` (a fault in the page).
 */
export function isApiUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === NETWORK_ERROR || error.status === 0) return true;
  if (error.status >= 500) return error.code === undefined || error.code === UNEXPECTED;
  return error.code === INVALID_RESPONSE && error.status < 400;
}
