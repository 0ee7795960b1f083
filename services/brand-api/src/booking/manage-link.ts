import crypto from 'node:crypto';

/**
 * The signed manage link e-mailed with a booking: `<reference>.<signature>`, the signature an
 * HMAC-SHA256 of the reference under a key derived from the token secret (so every API instance
 * sharing TOKEN_SECRET accepts it, and it is not the key app tokens are signed with). Whoever
 * holds the link may see and cancel that one booking; nothing else.
 */
const KEY_LABEL = 'maison-riviere booking manage link v1';
const SIGNATURE_LENGTH = 32; // base64url characters: 192 bits

export function manageKey(tokenSecret: string): Buffer {
  return crypto.createHmac('sha256', tokenSecret).update(KEY_LABEL).digest();
}

function signature(key: Buffer, reference: string): string {
  return crypto.createHmac('sha256', key).update(reference).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

export function signManageToken(key: Buffer, reference: string): string {
  return `${reference}.${signature(key, reference)}`;
}

/**
 * The guest's page in the site for a token: `/booking/{reference}/{signature}`. Two segments, not
 * the token's dot, so the page's last segment never looks like a file name to the site server.
 */
export const managePagePath = (token: string): string => `/booking/${token.replace('.', '/')}`;

/** The reference a token names when its signature holds; null otherwise. */
export function verifyManageToken(key: Buffer, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const reference = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(key, reference));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? reference : null;
}

/** Booking references: a prefix and 8 characters without look-alikes (0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(prefix: 'MR' | 'EQ'): string {
  const bytes = crypto.randomBytes(8);
  return `${prefix}-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const REFERENCE_PATTERN = '^(MR|EQ)-[2-9A-HJKMNP-Z]{8}$';
