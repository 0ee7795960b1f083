import type { FastifyInstance } from 'fastify';

/**
 * The page's CSP: everything from the site's own origin, plus exactly the origins the current
 * release loads remotes from (their scripts, their manifests, their styles). JSON data blocks
 * (`application/json`, `application/ld+json`) are not scripts, so `script-src` needs no nonce.
 */
export function contentSecurityPolicy(foreignOrigins: readonly string[], services: ThirdPartyServices = NO_SERVICES): string {
  const withRemotes = ["'self'", ...foreignOrigins];
  const origins = (directive: keyof ThirdPartyOrigins) => THIRD_PARTY.filter(([name]) => services[name]).flatMap(([, o]) => o[directive] ?? []);
  const list = (values: string[]) => [...new Set(values)].join(' ');
  const frames = origins('frame');
  const fonts = origins('font');
  const workers = origins('worker');
  return [
    "default-src 'self'",
    `script-src ${list([...withRemotes, ...origins('script')])}`,
    `connect-src ${list([...withRemotes, ...origins('connect')])}`,
    `style-src ${list([...withRemotes, ...origins('style')])}`,
    "img-src 'self' data: https:",
    ...(frames.length > 0 ? [`frame-src ${list(frames)}`] : []),
    ...(fonts.length > 0 ? [`font-src 'self' ${list(fonts)}`] : []),
    ...(workers.length > 0 ? [`worker-src 'self' ${list(workers)}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Third-party services the page may load, each only when the site is configured for it. */
export interface ThirdPartyServices {
  /** The tag manager (brand settings `tag_manager_id`); it loads only after consent. */
  tagManager?: boolean;
  /** reCAPTCHA v3 (RECAPTCHA_SITE_KEY). */
  recaptcha?: boolean;
  /** Google Maps (GOOGLE_MAPS_API_KEY). */
  maps?: boolean;
  /** Braintree's card drop-in (BRAINTREE_ENABLED): scripts, its hosted-field frames and API calls. */
  braintree?: boolean;
}

interface ThirdPartyOrigins {
  script?: string[];
  connect?: string[];
  style?: string[];
  frame?: string[];
  font?: string[];
  worker?: string[];
}

const NO_SERVICES: ThirdPartyServices = {};

const THIRD_PARTY: ReadonlyArray<readonly [keyof ThirdPartyServices, ThirdPartyOrigins]> = [
  ['tagManager', {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  }],
  ['recaptcha', {
    script: ['https://www.google.com', 'https://www.gstatic.com'],
    frame: ['https://www.google.com'],
  }],
  // Google's guide for the Maps JavaScript API: its script injects style elements and attributes.
  ['maps', {
    script: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
    connect: ['https://*.googleapis.com', 'https://*.gstatic.com'],
    style: ['https://fonts.googleapis.com', "'unsafe-inline'"],
    font: ['https://fonts.gstatic.com'],
    worker: ['blob:'],
  }],
  ['braintree', {
    script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
    connect: ['https://api.braintreegateway.com', 'https://client-analytics.braintreegateway.com', 'https://*.braintree-api.com'],
    frame: ['https://assets.braintreegateway.com', 'https://*.braintreegateway.com'],
  }],
];

/**
 * Remote builds may be loaded by another origin's shell, and the e-mail wordmark by every mail
 * client (webmail shows it from its own origin); everything else stays same-origin.
 */
export function isCrossOriginResource(url: string): boolean {
  return url.startsWith('/remotes/') || url.startsWith('/email/');
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
export function registerSecurityHeaders(app: FastifyInstance, foreignOrigins: () => readonly string[], services: () => ThirdPartyServices = () => NO_SERVICES): void {
  let cachedFor: readonly string[] | null = null;
  let cachedServices = '';
  let csp = '';
  app.addHook('onSend', async (request, reply, payload) => {
    const origins = foreignOrigins();
    const now = services();
    const servicesKey = JSON.stringify(now);
    if (origins !== cachedFor || servicesKey !== cachedServices) {
      cachedFor = origins;
      cachedServices = servicesKey;
      csp = contentSecurityPolicy(origins, now);
    }
    reply.headers(STATIC_SECURITY_HEADERS);
    reply.header('content-security-policy', csp);
    reply.header('cross-origin-resource-policy', isCrossOriginResource(request.url) ? 'cross-origin' : 'same-origin');
    return payload;
  });
}
