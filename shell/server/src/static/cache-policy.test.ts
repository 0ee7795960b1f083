import { IMMUTABLE, REVALIDATE, shellCacheControl } from './cache-policy';
import { isClientRoute } from './static-routes';

describe('shellCacheControl', () => {
  it.each([
    ['/srv/shell/main.3f9a0c17be.js', IMMUTABLE],
    ['/srv/shell/main.3f9a0c17be.js.br', IMMUTABLE],
    ['/srv/shell/styles.ABCDEF1234.css', IMMUTABLE],
    ['/srv/shell/assets/hero.0a1b2c3d4e.jpg', IMMUTABLE],
    ['/srv/shell/assets/icons.0a1b2c3d4e.svg', IMMUTABLE],
    ['/srv/shell/3b4f5e6a7c8d9e0f.woff2', IMMUTABLE],
    ['/srv/shell/index.html', REVALIDATE],
    ['/srv/shell/mf-manifest.json', REVALIDATE],
    ['/srv/shell/remoteEntry.js', REVALIDATE],
    ['/srv/shell/main.js', REVALIDATE],
    ['/srv/shell/jquery.min.js', REVALIDATE],
    ['/srv/shell/favicon.ico', REVALIDATE],
    ['/srv/shell/main.3f9a0c1.js', REVALIDATE],
    ['/srv/shell/3f9a0c17be/plain.js', REVALIDATE],
  ])('%s → %s', (file, cacheControl) => {
    expect(shellCacheControl(file)).toBe(cacheControl);
  });
});

describe('isClientRoute', () => {
  it.each([
    ['/', true],
    ['/our-menu', true],
    ['/restaurants/london/greenwich/book-now', true],
    ['/apiary', true],
    ['/release', true],
    ['/main.0123456789.js', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    ['/api', false],
    ['/api/v1/content/brand-settings', false],
    ['/cdg/booking/allVenueIds', false],
    ['/remotes/mf-menus', false],
    ['/release.json', false],
  ])('%s → %s', (path, spa) => {
    expect(isClientRoute(path)).toBe(spa);
  });
});
