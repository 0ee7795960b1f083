import { createApiClient, type StorageLike } from '@riviere/api-client';
import type { PlainBookingApi } from './booking-routes';

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export interface PlainBookingApiOptions {
  /** The brand API's origin as the site server reaches it. */
  baseUrl: string;
  brandKey: string;
  token: { accessToken: string; expiresAt: number };
}

/**
 * The brand API's booking calls for one POST of the plain booking page, with the site server's
 * own token (a server never asks /api/token for one). Each request has its own client: nothing
 * is shared between guests.
 */
export function plainBookingApi({ baseUrl, brandKey, token }: PlainBookingApiOptions): PlainBookingApi {
  const base = baseUrl.replace(/\/+$/, '');
  const tokenUrl = `${base}/api/token`;
  const client = createApiClient({
    brandKey,
    baseUrl: base,
    tokenUrl,
    initialToken: token,
    storage: memoryStorage(),
    fetch: (input, init) => (String(input) === tokenUrl ? Promise.reject(new Error('the site server has its token and never asks for one')) : fetch(input, init)),
  });
  return client.booking;
}
