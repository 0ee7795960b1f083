import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

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
});
