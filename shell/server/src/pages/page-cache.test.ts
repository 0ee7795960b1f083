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
});
