import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export type AsyncResult<T> = AsyncState<T> & { retry: () => void };

interface Settled<T> {
  key: string;
  attempt: number;
  state: AsyncState<T>;
}

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` for `key` and follows it: loading, then success or error. A new key starts again
 * (no stale answer is ever shown for it, and a late answer for an old key is dropped);
 * `retry()` runs the same key again. Enough for a read-mostly remote, without a store.
 */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest `load` without making it a dependency: callers pass inline arrows.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    const settle = (state: AsyncState<T>) => {
      if (current) setSettled({ key, attempt, state });
    };
    loadRef.current().then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = settled && settled.key === key && settled.attempt === attempt ? settled.state : LOADING;
  return { ...state, retry };
}
