import { TtlCache } from './ttl-cache';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('TtlCache', () => {
  it.each([
    ['just before expiry', 59_999, 1],
    ['at expiry', 60_000, 2],
    ['long after expiry', 3_600_000, 2],
  ])('loads again only once the entry has expired (%s)', async (_case, elapsed, loads) => {
    const time = clock();
    const cache = new TtlCache<string>(60_000, time.now);
    const load = jest.fn(async () => 'settings');
    await cache.getOrLoad('k', load);
    time.advance(elapsed);
    await expect(cache.getOrLoad('k', load)).resolves.toBe('settings');
    expect(load).toHaveBeenCalledTimes(loads);
  });

  it('shares one load between callers that miss at the same time', async () => {
    const cache = new TtlCache<number>(60_000);
    let release!: (n: number) => void;
    const load = jest.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const calls = [cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
    release(7);
    await expect(Promise.all(calls)).resolves.toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = new TtlCache<string>(60_000);
    await cache.getOrLoad('a', async () => 'A');
    await expect(cache.getOrLoad('b', async () => 'B')).resolves.toBe('B');
    await expect(cache.getOrLoad('a', async () => 'other')).resolves.toBe('A');
  });

  it('does not keep a failure: the next call loads again', async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cache.getOrLoad('k', async () => 'back')).resolves.toBe('back');
  });

  it.each([
    ['delete', (cache: TtlCache<string>) => cache.delete('k')],
    ['clear', (cache: TtlCache<string>) => cache.clear()],
  ])('forgets an entry on %s', async (_case, forget) => {
    const cache = new TtlCache<string>(60_000);
    await cache.getOrLoad('k', async () => 'old');
    forget(cache);
    await expect(cache.getOrLoad('k', async () => 'new')).resolves.toBe('new');
  });
});
