import crypto from 'node:crypto';

/**
 * Form tokens for pages that work without JavaScript: a plain-HTML form carries one in a hidden
 * field, and the site server accepts the form's POST only with a token it signed, for that form
 * (`purpose`), that has not expired. That makes the POST CSRF-safe without a session or a cookie.
 *
 * A token is `<expiry ms>.<nonce>.<HMAC-SHA256 of purpose|expiry|nonce>`, base64url. The page that
 * carries one is personal (`private, no-store`), never cached.
 */

/** A form is answered within 30 minutes of being shown, or shown again with a fresh token. */
export const FORM_TOKEN_LIFETIME_MS = 30 * 60_000;

function mac(secret: string, purpose: string, expires: string, nonce: string): string {
  return crypto.createHmac('sha256', `form-token:${secret}`).update(`${purpose}|${expires}|${nonce}`).digest('base64url');
}

export function signFormToken(secret: string, purpose: string, now: number = Date.now()): string {
  const expires = String(now + FORM_TOKEN_LIFETIME_MS);
  const nonce = crypto.randomBytes(12).toString('base64url');
  return `${expires}.${nonce}.${mac(secret, purpose, expires, nonce)}`;
}

export type FormTokenCheck = 'valid' | 'expired' | 'invalid';

/** Whether `token` was signed with `secret` for `purpose` and is still within its lifetime. */
export function checkFormToken(secret: string, purpose: string, token: unknown, now: number = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const [expires, nonce, signature, ...rest] = token.split('.');
  if (rest.length || !expires || !nonce || !signature || !/^\d{1,15}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(mac(secret, purpose, expires, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) < now ? 'expired' : 'valid';
}
