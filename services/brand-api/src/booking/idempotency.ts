import crypto from 'node:crypto';

/**
 * Idempotency-Key support for create, events and enquiry: the key is stored with a hash of what
 * was asked (endpoint, restaurant, body) and the first answer, in the booking's transaction.
 * The same key and body get that answer again; the same key with anything else is refused.
 */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{8,128}$';

/** JSON with object keys sorted at every level, so two spellings of one body hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(endpoint: string, storeId: number, body: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson({ endpoint, storeId, body })).digest('hex');
}
