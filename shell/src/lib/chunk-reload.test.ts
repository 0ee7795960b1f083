import { isChunkLoadError, reloadForChunkError, shouldReload } from './chunk-reload';

const chunkError = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });

describe('shouldReload', () => {
  it.each([
    [1_000_000, null, true],
    [1_000_000, 1_000_000 - 59_999, false],
    [1_000_000, 1_000_000 - 60_000, true],
    [1_000_000, Number.NaN, true],
  ])('at %i with last reload %p → %p', (now, last, expected) => {
    expect(shouldReload(now, last)).toBe(expected);
  });
});

describe('reloadForChunkError', () => {
  const storage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('reloads once for a chunk error, then not again within 60 s', () => {
    const s = storage();
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError, s, reload, 1_000_000)).toBe(true);
    expect(reloadForChunkError(chunkError, s, reload, 1_030_000)).toBe(false);
    expect(reloadForChunkError(chunkError, s, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it.each([
    [new Error('Failed to fetch dynamically imported module: /x.js'), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('undefined is not a function'), false],
    ['a string', false],
  ])('recognises %p as a chunk error: %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
