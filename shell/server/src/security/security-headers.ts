import type { FastifyInstance } from 'fastify';

/**
 * The page's CSP: everything from the site's own origin, plus exactly the origins the current
 * release loads remotes from (their scripts, their manifests, their styles). JSON data blocks
 * (`application/json`, `application/ld+json`) are not scripts, so `script-src` needs no nonce.
 */
export function contentSecurityPolicy(foreignOrigins: readonly string[]): string {
  const withRemotes = ["'self'", ...foreignOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withRemotes}`,
    `connect-src ${withRemotes}`,
    `style-src ${withRemotes}`,
    "img-src 'self' data: https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Remote builds may be loaded by another origin's shell; everything else stays same-origin. */
export function isCrossOriginResource(url: string): boolean {
  return url.startsWith('/remotes/');
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'x-dns-prefetch-control': 'off',
};

/**
 * Set on every response in onSend, after the handler: proxied brand API responses get the
 * site's headers too, and the CSP follows a release change on the next request.
 */
export function registerSecurityHeaders(app: FastifyInstance, foreignOrigins: () => readonly string[]): void {
  let cachedFor: readonly string[] | null = null;
  let csp = '';
  app.addHook('onSend', async (request, reply, payload) => {
    const origins = foreignOrigins();
    if (origins !== cachedFor) {
      cachedFor = origins;
      csp = contentSecurityPolicy(origins);
    }
    reply.headers(STATIC_SECURITY_HEADERS);
    reply.header('content-security-policy', csp);
    reply.header('cross-origin-resource-policy', isCrossOriginResource(request.url) ? 'cross-origin' : 'same-origin');
    return payload;
  });
}
