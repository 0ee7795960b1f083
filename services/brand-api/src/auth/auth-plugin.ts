import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { verifyAppToken } from '@riviere/app-token';
import { DomainError } from '../lib/domain-error';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Routes callable without a token. A booking's manage link and a marketing e-mail's unsubscribe
 * link are signed: each is its own credential (a mail provider's one-click POST has no token).
 * Content images are public: an `<img>` carries no token. An operator's call (`/admin/`) carries
 * the admin secret instead (routes/admin).
 */
const PUBLIC_PREFIXES = ['/health', '/api/docs', '/api/booking/manage/', '/api/marketing/unsubscribe/', '/media/', '/admin/'];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** At most this many verified tokens are remembered (a few MB); the oldest is dropped first. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Verifies app tokens, remembering each one that passed until its own expiry (`exp`).
 * Verification depends only on the token, the secret and the time, and a verified token stays
 * valid exactly until `exp`, so a remembered token gets the answer a fresh check would give,
 * without the HMAC and claim parsing every request used to pay (the largest cost of a cached
 * content call after the response itself). Only successes are kept: garbage cannot fill it.
 * Every token lives 23 hours, so the oldest entry is also the first to expire.
 */
export function createTokenVerifier(secret: string, now: () => number = Date.now, maxEntries: number = VERIFIED_TOKENS_MAX) {
  const expiries = new Map<string, number>();
  return async function verify(token: string): Promise<void> {
    const at = now();
    const expiresAt = expiries.get(token);
    if (expiresAt !== undefined && expiresAt > at) return;
    expiries.delete(token);
    await verifyAppToken(secret, token, at);
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return; // never remembered: it has no expiry of its own
    if (expiries.size >= maxEntries) expiries.delete(expiries.keys().next().value as string);
    expiries.set(token, exp * 1000);
  };
}

/**
 * Every API call carries our anonymous token, the brand key and a session id (spec §6).
 * Order matters for the caller: no or bad token is 401 (refresh and retry), a wrong brand is 403.
 */
export function registerAuth(app: FastifyInstance, options: { tokenSecret: string; brandKey: string }): void {
  const verifyToken = createTokenVerifier(options.tokenSecret);
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix)) || request.method === 'OPTIONS') return;
    const token = bearer(request);
    if (!token) throw new DomainError(401, 'UNAUTHORIZED', 'A bearer token is required (Authorization: Bearer …).');
    try {
      await verifyToken(token);
    } catch {
      throw new DomainError(401, 'UNAUTHORIZED', 'The access token is invalid or has expired.');
    }
    const brandKey = request.headers['x-brand-key'];
    if (!brandKey) throw new DomainError(401, 'UNAUTHORIZED', 'The X-Brand-Key header is required.');
    if (brandKey !== options.brandKey) throw new DomainError(403, 'FORBIDDEN', 'The X-Brand-Key header does not name this brand.');
    const sessionId = request.headers['x-session-id'];
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
      throw new DomainError(401, 'UNAUTHORIZED', 'The X-Session-Id header must be a UUID.');
    }
  });
}
