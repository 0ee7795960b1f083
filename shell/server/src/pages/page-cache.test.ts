import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('answers a page until its time is up', () => {
    let now = 0;
    const cache = new PageCache<string>(60_000, 10, () => now);
    cache.set('/our-menu', 'html');
    now = 59_999;
    expect(cache.get('/our-menu')).toBe('html');
    now = 60_000;
    expect(cache.get('/our-menu')).toBeUndefined();
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const cache = new PageCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 2, 3, 2]);
  });

  it('keeps nothing when its time is 0 (caching off)', () => {
    const cache = new PageCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops exactly the pages filed under a purged key', () => {
    const cache = new PageCache<string>(60_000);
    cache.set('/our-menu', 'menus', ['all', 'mf-menus@1.0.0', 'menus']);
    cache.set('/find-us', 'finder', ['all', 'mf-finder@1.0.0', 'restaurants']);
    cache.set('/restaurants/bath/bath', 'bath', ['all', 'mf-finder@1.0.0', 'restaurant:bath/bath']);
    expect(cache.purge(['mf-menus@1.0.0'])).toBe(1);
    expect([cache.get('/our-menu'), cache.get('/find-us'), cache.get('/restaurants/bath/bath')]).toEqual([undefined, 'finder', 'bath']);
    expect(cache.purge(['restaurant:bath/bath', 'jobs'])).toBe(1);
    expect(cache.purge(['all'])).toBe(1);
    expect(cache.size).toBe(0);
  });
});
