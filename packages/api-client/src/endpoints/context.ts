/** What every endpoint group receives from the client; a group file is `(context) => functions`. */
import { ApiError, INVALID_RESPONSE } from '../errors';
import type { TtlCache } from '../cache';
import type { RequestFn } from '../http';
import type { Route } from './registry';

export interface EndpointContext {
  /** The shared request function: token, headers, 401 retry, activity, ApiError. */
  request: RequestFn;
  /** Epoch ms; the client's injected clock, for caches. */
  now: () => number;
  /** A fresh random UUID per call: idempotency keys. */
  randomUUID: () => string;
  /** Answers kept for their time to live, keyed by path: the client's own, or one it was given to share. */
  cache: TtlCache;
}

/** Requests `route` and returns the array in `field` of its answer (`{ restaurants: [...] }`). */
export async function requestList<T>(request: RequestFn, target: Route, field: string): Promise<T[]> {
  const body = await request<Record<string, unknown> | undefined>(target);
  const list = body?.[field];
  if (!Array.isArray(list)) {
    throw new ApiError(`${target.name}: the answer has no ${field} list`, { status: 200, code: INVALID_RESPONSE, body });
  }
  return list as T[];
}
