/**
 * The one `request` function every endpoint group receives: headers, token, the single 401
 * retry, activity counting and errors as `ApiError`. Also the token request itself.
 */
import type { Activity } from './activity';
import { ApiError, INVALID_RESPONSE } from './errors';
import type { Route } from './endpoints/registry';
import { isAppToken, type TokenSource } from './token';
import type { AppToken } from './types';

export type FetchFn = typeof fetch;

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Idempotency-Key`, the same on the 401 retry, so the server can replay instead of redo. */
  idempotencyKey?: string;
}

/** Resolves with the parsed JSON body of a 2xx answer (undefined when empty); rejects with ApiError. */
export type RequestFn = <T>(route: Route, options?: RequestOptions) => Promise<T>;

export interface RequestDeps {
  /** Prefix of every API path, without a trailing slash; '' for the same origin. */
  baseUrl: string;
  brandKey: string;
  fetch: FetchFn;
  tokens: TokenSource;
  sessionId: () => string;
  activity: Activity;
}

export function createRequest(deps: RequestDeps): RequestFn {
  const send = (route: Route, options: RequestOptions, token: string): Promise<Reply> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Brand-Key': deps.brandKey,
      'X-Session-Id': deps.sessionId(),
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return exchange(deps.fetch, deps.baseUrl + route.path, { method: route.method, headers, body });
  };

  return <T>(route: Route, options: RequestOptions = {}) =>
    deps.activity.track(async () => {
      const token = await deps.tokens.get();
      let reply = await send(route, options, token);
      // Exactly one retry: a second 401 is reported like any other error.
      if (reply.status === 401) reply = await send(route, options, await deps.tokens.refresh(token));
      if (!reply.ok) throw ApiError.fromResponse(reply.status, reply.body);
      return reply.body as T;
    });
}

/** POST {tokenUrl} `{ clearCache }` → `{ accessToken, expiresAt }`. The URL is used as given (site host). */
export async function fetchAppToken(fetchFn: FetchFn, tokenUrl: string, clearCache: boolean): Promise<AppToken> {
  const reply = await exchange(fetchFn, tokenUrl, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ clearCache }),
  });
  if (!reply.ok) throw ApiError.fromResponse(reply.status, reply.body);
  if (!isAppToken(reply.body)) {
    throw new ApiError('The token response has no accessToken and expiresAt', {
      status: reply.status,
      code: INVALID_RESPONSE,
      body: reply.body,
    });
  }
  return { accessToken: reply.body.accessToken, expiresAt: reply.body.expiresAt };
}

interface Reply {
  status: number;
  ok: boolean;
  /** Parsed JSON; the raw text when an error answer is not JSON; undefined when empty. */
  body: unknown;
}

async function exchange(fetchFn: FetchFn, url: string, init: RequestInit): Promise<Reply> {
  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetchFn(url, init);
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (cause) {
    throw ApiError.network(cause);
  }
  if (text === '') return { status, ok, body: undefined };
  try {
    return { status, ok, body: JSON.parse(text) as unknown };
  } catch (cause) {
    if (!ok) return { status, ok, body: text };
    throw new ApiError('The response is not valid JSON', { status, code: INVALID_RESPONSE, body: text, cause });
  }
}
