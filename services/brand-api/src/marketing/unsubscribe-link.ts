import crypto from 'node:crypto';

/**
 * The signed unsubscribe link of a marketing e-mail: `SITE_URL/unsubscribe/{recipient}/{signature}`,
 * the recipient the address (lower-cased, base64url) and the signature an HMAC-SHA256 of it under
 * a key derived from the token secret (every instance sharing TOKEN_SECRET accepts it; it is not
 * the key app tokens or manage links are signed with). No session is needed: whoever holds the
 * link may stop marketing e-mails to that one address, and nothing else. Two path segments, no
 * dot, so the site server never takes the page for a file.
 */
const KEY_LABEL = 'maison-riviere marketing unsubscribe v1';
const SIGNATURE_LENGTH = 32; // base64url characters: 192 bits

export const RECIPIENT_PATTERN = '^[A-Za-z0-9_-]{4,400}$';
export const SIGNATURE_PATTERN = `^[A-Za-z0-9_-]{${SIGNATURE_LENGTH}}$`;

export interface UnsubscribeToken {
  recipient: string;
  signature: string;
}

export function unsubscribeKey(tokenSecret: string): Buffer {
  return crypto.createHmac('sha256', tokenSecret).update(KEY_LABEL).digest();
}

const normalise = (email: string) => email.trim().toLowerCase();
const sign = (key: Buffer, recipient: string) => crypto.createHmac('sha256', key).update(recipient).digest('base64url').slice(0, SIGNATURE_LENGTH);

export function signUnsubscribe(key: Buffer, email: string): UnsubscribeToken {
  const recipient = Buffer.from(normalise(email), 'utf8').toString('base64url');
  return { recipient, signature: sign(key, recipient) };
}

/** The address a token names when its signature holds; null otherwise (tampered, truncated, another key). */
export function verifyUnsubscribe(key: Buffer, { recipient, signature }: UnsubscribeToken): string | null {
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(key, recipient));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const email = Buffer.from(recipient, 'base64url').toString('utf8');
  return email.includes('@') ? email : null;
}

export const unsubscribePath = ({ recipient, signature }: UnsubscribeToken): string => `/unsubscribe/${recipient}/${signature}`;

export interface UnsubscribeLinks {
  /** The page on the site (GET: a confirm button; POST: RFC 8058 one-click). */
  url(email: string): string;
  /**
   * RFC 2369 / RFC 8058 headers: the HTTPS link first (what mail providers' one-click buttons
   * POST to), then a mailto: to the brand's inbox for clients that only send mail.
   */
  headers(email: string): Record<string, string>;
  verify(token: UnsubscribeToken): string | null;
}

export function createUnsubscribeLinks(tokenSecret: string, siteUrl: string, inbox: () => string): UnsubscribeLinks {
  const key = unsubscribeKey(tokenSecret);
  const site = siteUrl.replace(/\/+$/, '');
  const url = (email: string) => `${site}${unsubscribePath(signUnsubscribe(key, email))}`;
  return {
    url,
    headers: (email) => ({
      'List-Unsubscribe': `<${url(email)}>, <mailto:${inbox()}?subject=${encodeURIComponent(`unsubscribe ${normalise(email)}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
    verify: (token) => verifyUnsubscribe(key, token),
  };
}
