import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createQueryCache } from './query-cache';
import { QueryCacheContext, useAsync } from './use-async';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('useAsync', () => {
  it('goes from loading to success, and to loading again for a new key', async () => {
    const load = jest.fn(async (key: string) => `data for ${key}`);
    const { result, rerender } = renderHook(({ key }) => useAsync(key, () => load(key)), { initialProps: { key: 'a' } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'data for a' }));

    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading'); // never the old key's data
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'data for b' }));
  });

  it('drops a late answer for a key it has moved on from', async () => {
    const slow = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useAsync(key, () => (key === 'slow' ? slow.promise : Promise.resolve('fast'))), {
      initialProps: { key: 'slow' },
    });
    rerender({ key: 'fast' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fast' }));
    await act(async () => slow.resolve('stale'));
    expect(result.current).toMatchObject({ status: 'success', data: 'fast' });
  });

  it('reports an error and retries on retry()', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useAsync('k', load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: new Error('offline') }));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('with a query cache', () => {
    const seeded = () => createQueryCache({ initial: { queries: { 'menu:a': { data: 'carried' } } } });
    const withCache = (cache = seeded()) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return createElement(QueryCacheContext.Provider, { value: cache }, children);
      };

    it('starts with the answer the cache holds and does not load it', async () => {
      const load = jest.fn(async () => 'loaded');
      const { result } = renderHook(() => useAsync('menu:a', load), { wrapper: withCache() });
      expect(result.current).toMatchObject({ status: 'success', data: 'carried' });
      await act(async () => {});
      expect(load).not.toHaveBeenCalled();
    });

    it('keeps the carried answer while mounted, and a page mounted later loads afresh', async () => {
      const cache = seeded();
      const load = jest.fn(async () => 'fresh');
      const first = renderHook(() => useAsync('menu:a', load), { wrapper: withCache(cache) });
      await act(async () => {});
      first.rerender();
      expect(first.result.current).toMatchObject({ status: 'success', data: 'carried' });
      expect(load).not.toHaveBeenCalled();

      const later = renderHook(() => useAsync('menu:a', load), { wrapper: withCache(cache) });
      expect(later.result.current.status).toBe('loading');
      await waitFor(() => expect(later.result.current).toMatchObject({ status: 'success', data: 'fresh' }));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads again on retry(), and loads a key the cache lacks', async () => {
      const load = jest.fn(async (key: string) => `loaded ${key}`);
      const { result, rerender } = renderHook(({ key }) => useAsync(key, () => load(key)), { wrapper: withCache(), initialProps: { key: 'menu:a' } });
      act(() => result.current.retry());
      await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'loaded menu:a' }));
      rerender({ key: 'menu:b' });
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'loaded menu:b' }));
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
