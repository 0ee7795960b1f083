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

describe('isCrossOriginResource', () => {
  it.each([
    ['/remotes/mf-menus/1.0.0/remoteEntry.js', true],
    ['/remotes', false],
    ['/main.0123456789.js', false],
    ['/api/v1/content/brand-settings', false],
  ])('%s → %s', (url, cross) => {
    expect(isCrossOriginResource(url)).toBe(cross);
  });
});
