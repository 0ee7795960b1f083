import { createTtlCache, FOREVER } from './cache';
import { deferred } from './test-support/fake-fetch';

describe('createTtlCache', () => {
  function setup() {
    let clock = 1_000;
    const cache = createTtlCache(() => clock);
    let loads = 0;
    const load = jest.fn(async () => `value-${++loads}`);
    return { cache, load, advance: (ms: number) => void (clock += ms) };
  }

  it.each([
    ['just after loading', 0, 'value-1'],
    ['1 ms before the TTL ends', 59_999, 'value-1'],
    ['when the TTL ends', 60_000, 'value-2'],
    ['long after', 3_600_000, 'value-2'],
  ])('%s → %s', async (_, elapsed, expected) => {
    const { cache, load, advance } = setup();
    await cache.get('k', 60_000, load);
    advance(elapsed);
    await expect(cache.get('k', 60_000, load)).resolves.toBe(expected);
  });

  it('keeps keys apart', async () => {
    const { cache, load } = setup();
    await expect(cache.get('a', 60_000, load)).resolves.toBe('value-1');
    await expect(cache.get('b', 60_000, load)).resolves.toBe('value-2');
    await expect(cache.get('a', 60_000, load)).resolves.toBe('value-1');
  });

  it('shares a load in progress', async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const both = Promise.all([cache.get('k', 60_000, load), cache.get('k', 60_000, load)]);
    pending.resolve('once');
    await expect(both).resolves.toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts the TTL from when the value arrives', async () => {
    const { cache, advance } = setup();
    const pending = deferred<string>();
    const first = cache.get('k', 60_000, () => pending.promise);
    advance(50_000);
    pending.resolve('slow');
    await first;
    advance(59_999);
    await expect(cache.get('k', 60_000, async () => 'fresh')).resolves.toBe('slow');
  });

  it('does not keep failures', async () => {
    const { cache } = setup();
    await expect(cache.get('k', 60_000, async () => Promise.reject(new Error('500')))).rejects.toThrow('500');
    await expect(
      cache.get('k', 60_000, () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(cache.get('k', 60_000, async () => 'ok')).resolves.toBe('ok');
  });

  it('FOREVER never expires; clear() empties the cache', async () => {
    const { cache, load, advance } = setup();
    await cache.get('k', FOREVER, load);
    advance(365 * 86_400_000);
    await expect(cache.get('k', FOREVER, load)).resolves.toBe('value-1');
    cache.clear();
    await expect(cache.get('k', FOREVER, load)).resolves.toBe('value-2');
  });
});
