/** The visitor's session id (spec §3 "Stored in the browser"): a random UUID created once. */
import type { StorageLike } from './storage';

export const SESSION_STORAGE_KEY = 'riviere.session';

/**
 * Returns a getter for the session id: read from storage, or created and stored on first use.
 * Also remembered in memory, so the id stays stable even when storage drops writes.
 */
export function createSessionId(storage: StorageLike, randomUUID: () => string): () => string {
  let id: string | null = null;
  return () => {
    if (id !== null) return id;
    const stored = storage.getItem(SESSION_STORAGE_KEY);
    if (stored) {
      id = stored;
    } else {
      id = randomUUID();
      storage.setItem(SESSION_STORAGE_KEY, id);
    }
    return id;
  };
}

/**
 * `crypto.randomUUID`, which browsers only offer in secure contexts; elsewhere a version-4
 * UUID built from `crypto.getRandomValues`, which they offer everywhere.
 */
export function defaultRandomUUID(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
