import { contentSecurityPolicy, isCrossOriginResource } from './security-headers';

describe('contentSecurityPolicy', () => {
  it.each([
    [[], "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"],
    [
      ['http://127.0.0.1:3201', 'https://cdn.example.com'],
      "default-src 'self'; script-src 'self' http://127.0.0.1:3201 https://cdn.example.com; connect-src 'self' http://127.0.0.1:3201 https://cdn.example.com; style-src 'self' http://127.0.0.1:3201 https://cdn.example.com; img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    ],
  ])('for remotes from %j', (origins, csp) => {
    expect(contentSecurityPolicy(origins)).toBe(csp);
  });
});

describe('contentSecurityPolicy with third-party services', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? null;

  it('allows none of them unless configured', () => {
    const csp = contentSecurityPolicy([]);
    expect(csp).not.toContain('google');
    expect(directive(csp, 'frame-src')).toBeNull();
  });

  it.each([
    ['tagManager', 'script-src', 'https://www.googletagmanager.com'],
    ['recaptcha', 'script-src', 'https://www.gstatic.com'],
    ['recaptcha', 'frame-src', 'https://www.google.com'],
    ['maps', 'script-src', 'https://maps.googleapis.com'],
    ['maps', 'font-src', 'https://fonts.gstatic.com'],
    ['maps', 'worker-src', 'blob:'],
    ['braintree', 'frame-src', 'https://assets.braintreegateway.com'],
    ['braintree', 'connect-src', 'https://api.braintreegateway.com'],
  ] as const)('%s adds %s %s', (service, name, origin) => {
    expect(directive(contentSecurityPolicy([], { [service]: true }), name)).toContain(origin);
  });
});

describe('isCrossOriginResource', () => {
  it.each([
    ['/remotes/mf-menus/1.0.0/remoteEntry.js', true],
    ['/remotes', false],
    ['/email/logo.png', true],
    ['/emails', false],
    ['/main.0123456789.js', false],
    ['/api/v1/content/brand-settings', false],
  ])('%s → %s', (url, cross) => {
    expect(isCrossOriginResource(url)).toBe(cross);
  });
});
