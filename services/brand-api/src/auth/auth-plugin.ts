import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAppToken } from '@riviere/app-token';
import { DomainError } from '../lib/domain-error';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes a visitor's browser may call without a token. */
const PUBLIC_PREFIXES = ['/health', '/api/docs'];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every API call carries our anonymous token, the brand key and a session id (spec §6).
 * Order matters for the caller: no or bad token is 401 (refresh and retry), a wrong brand is 403.
 */
export function registerAuth(app: FastifyInstance, options: { tokenSecret: string; brandKey: string }): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix)) || request.method === 'OPTIONS') return;
    const token = bearer(request);
    if (!token) throw new DomainError(401, 'UNAUTHORIZED', 'A bearer token is required (Authorization: Bearer …).');
    try {
      await verifyAppToken(options.tokenSecret, token);
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
