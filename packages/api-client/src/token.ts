/**
 * The anonymous app token (spec §4 Token, §9): kept in storage, reused while more than
 * REUSE_MARGIN_MS remain, otherwise fetched again. No I/O here: the fetch is injected.
 */
import type { AppToken } from './types';
import type { StorageLike } from './storage';

export const TOKEN_STORAGE_KEY = 'riviere.token';
/** A stored token is reused only while strictly more than this many ms remain before expiry. */
export const REUSE_MARGIN_MS = 300_000;

export function isReusable(token: AppToken | null, now: number): token is AppToken {
  return token !== null && token.expiresAt - now > REUSE_MARGIN_MS;
}

export function isAppToken(value: unknown): value is AppToken {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, expiresAt } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken !== '' && typeof expiresAt === 'number' && Number.isFinite(expiresAt);
}

/** The stored token, or null when there is none or what is stored is not a token. */
export function readToken(storage: StorageLike): AppToken | null {
  const raw = storage.getItem(TOKEN_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAppToken(parsed) ? { accessToken: parsed.accessToken, expiresAt: parsed.expiresAt } : null;
  } catch {
    return null;
  }
}

export function writeToken(storage: StorageLike, token: AppToken): void {
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: token.accessToken, expiresAt: token.expiresAt }));
}

export function clearToken(storage: StorageLike): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
}

export interface TokenSourceDeps {
  storage: StorageLike;
  now: () => number;
  /** POST {tokenUrl} with `{ clearCache }`. */
  fetchToken: (clearCache: boolean) => Promise<AppToken>;
}

export interface TokenSource {
  /** A reusable stored token, or a new one. Concurrent callers share one token request. */
  get(): Promise<string>;
  /**
   * After a 401 with `rejected`: clears it and fetches a new token with clearCache true. When
   * another caller has already replaced `rejected`, its replacement is used instead.
   */
  refresh(rejected: string): Promise<string>;
}

export function createTokenSource({ storage, now, fetchToken }: TokenSourceDeps): TokenSource {
  let inFlight: { clearCache: boolean; promise: Promise<string> } | null = null;

  function fetchShared(clearCache: boolean): Promise<string> {
    // A plain request may join any in-flight one; a clearCache request only joins another clearCache one.
    if (inFlight && (inFlight.clearCache || !clearCache)) return inFlight.promise;
    const current = {
      clearCache,
      promise: fetchToken(clearCache)
        .then((token) => {
          if (inFlight === current) writeToken(storage, token);
          return token.accessToken;
        })
        .finally(() => {
          if (inFlight === current) inFlight = null;
        }),
    };
    inFlight = current;
    return current.promise;
  }

  return {
    async get() {
      const stored = readToken(storage);
      return isReusable(stored, now()) ? stored.accessToken : fetchShared(false);
    },
    async refresh(rejected) {
      const stored = readToken(storage);
      if (stored && stored.accessToken !== rejected && isReusable(stored, now())) return stored.accessToken;
      if (stored?.accessToken === rejected) clearToken(storage);
      return fetchShared(true);
    },
  };
}
