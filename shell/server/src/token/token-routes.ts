import { signAppToken } from '@riviere/app-token';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '@riviere/server-kit';

export interface TokenRouteOptions {
  tokenSecret: string;
  /** Requests per minute per client address. */
  rateLimit: number;
  now: () => number;
}

const tokenBody = {
  type: 'object',
  properties: {
    /** The client dropped its cached token (after a 401); every answer is a fresh token anyway. */
    clearCache: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

const OTHER_METHODS = ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * POST /api/token: an anonymous app token (spec §4: valid 82,800,000 ms) signed here and
 * verified by the brand API. Answered by this server, never proxied.
 */
export function tokenRoutes(app: FastifyInstance, options: TokenRouteOptions): void {
  app.post('/api/token', {
    schema: { body: tokenBody },
    config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
    // A bodyless POST is a request for a token like any other.
    preValidation: async (request) => {
      request.body ??= {};
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return signAppToken(options.tokenSecret, options.now());
  });

  // Without these the proxy's /api/* would forward them to the brand API.
  app.route({
    method: [...OTHER_METHODS],
    url: '/api/token',
    handler: (_request, reply) => reply.code(405).header('allow', 'POST').send(errorBody(405, 'Use POST to get a token.')),
  });
}
