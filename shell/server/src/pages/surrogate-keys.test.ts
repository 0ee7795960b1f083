import { pageKeys, releaseChangeKeys, remoteKey } from './surrogate-keys';

describe('surrogate keys', () => {
  it.each<[string, string, string]>([
    ['mf-menus', '/remotes/mf-menus/2.0.0/mf-manifest.json', 'mf-menus@2.0.0'],
    ['mf-menus', 'https://cdn.example.com/mf-menus/2.1.0-rc.1/mf-manifest.json?x=1', 'mf-menus@2.1.0-rc.1'],
    ['mf-menus', 'mf-manifest.json', 'mf-menus@mf-manifest.json'],
  ])('names %s at %s %s', (name, url, key) => {
    expect(remoteKey(name, url)).toBe(key);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['/', { 'mf-booking': '/remotes/mf-booking/3.0.0/mf-manifest.json' }, ['all', 'route:/', 'mf-booking@3.0.0', 'page:home', 'restaurants']],
    ['/our-menu', { 'mf-menus': '/remotes/mf-menus/2.0.0/mf-manifest.json' }, ['all', 'route:/our-menu', 'mf-menus@2.0.0', 'menus']],
    ['/our-menu/brunch', {}, ['all', 'route:/our-menu/:id', 'menu:brunch']],
    ['/find-us', {}, ['all', 'route:/find-us', 'restaurants']],
    ['/Restaurants/London/Greenwich', {}, ['all', 'route:/restaurants/:city/:slug', 'restaurant:london/greenwich']],
    ['/restaurants/london/greenwich/menu/lunch', {}, ['all', 'route:/restaurants/:city/:slug/menu/:id', 'restaurant:london/greenwich', 'menu:lunch']],
    ['/careers/job-search', {}, ['all', 'route:/careers/job-search', 'jobs']],
    ['/careers/job/MR-1', {}, ['all', 'route:/careers/job/:id', 'job:MR-1']],
    ['/offer/2-for-1-mains', {}, ['all', 'route:/offer/:id', 'offer:2-for-1-mains']],
    ['/faqs', {}, ['all', 'route:/:id1', 'page:faqs']],
    ['/group-bookings/thanks', {}, ['all', 'route:/:id1/:id2', 'page:group-bookings/thanks']],
    ['/sign-up', {}, ['all', 'route:/sign-up']],
    ['/a/b/c/d', {}, ['all', 'route:not-found']],
  ])('files %s under its route, remotes and content', (path, remotes, keys) => {
    expect(pageKeys(path, remotes)).toEqual(keys);
  });

  it('writes only header-safe keys', () => {
    expect(pageKeys('/offer/caf%C3%A9 deux')).toContain('offer:caf%C3%A9%20deux');
  });

  const M1 = '/remotes/mf-menus/1.0.0/mf-manifest.json';
  const M2 = '/remotes/mf-menus/1.1.0/mf-manifest.json';
  const F1 = '/remotes/mf-finder/2.0.0/mf-manifest.json';
  it.each<[string, Record<string, string>, Record<string, string>, string[]]>([
    ['nothing changed', { 'mf-menus': M1, 'mf-finder': F1 }, { 'mf-menus': M1, 'mf-finder': F1 }, []],
    ['a release of one remote', { 'mf-menus': M1, 'mf-finder': F1 }, { 'mf-menus': M2, 'mf-finder': F1 }, ['mf-menus@1.0.0', 'release']],
    ['a remote taken out', { 'mf-menus': M1, 'mf-finder': F1 }, { 'mf-finder': F1 }, ['mf-menus@1.0.0', 'release']],
    ['a remote added', { 'mf-finder': F1 }, { 'mf-menus': M1, 'mf-finder': F1 }, ['release']],
  ])('a change of release (%s) purges its keys', (_case, before, after, keys) => {
    expect(releaseChangeKeys(before, after)).toEqual(keys);
  });
});
