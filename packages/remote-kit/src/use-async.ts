import { createContext, use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { QueryCache } from './query-cache';

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

/** The query cache `useAsync` reads first (`<RemoteRoot>` provides it); none = load every key. */
export const QueryCacheContext = createContext<QueryCache | null>(null);

/**
 * Runs `load` for `key` and follows it: loading, then success or error. A new key starts again
 * (no stale answer is ever shown for it, and a late answer for an old key is dropped);
 * `retry()` runs the same key again. Enough for a read-mostly remote, without a store.
 *
 * With a query cache in context, a key the cache holds starts settled and is not loaded (the
 * first attempt only: `retry()` loads again). In the browser that answer is for the components
 * that hydrate with it; one mounted later loads afresh. On the server the cache collects: the
 * component suspends while its key loads and React renders it again with the answer, in the same
 * pass (a key that depends on another's answer loads as soon as that answer is there).
 */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncResult<T> {
  const cache = useContext(QueryCacheContext);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest `load` without making it a dependency: callers pass inline arrows.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // Server only: effects never run there, so the render itself waits for what it needs. Every
  // call uses its key's promise, loaded or not: React matches a component's `use` calls by order.
  if (cache?.collecting) use(cache.load(key, load));
  const cached = attempt === 0 ? cache?.peek<T>(key) : undefined;

  useEffect(() => {
    const seeded = attempt === 0 ? cache?.peek<T>(key) : undefined;
    if (seeded) {
      // Kept as this hook's own answer: the cache forgets it for pages mounted later.
      setSettled({ key, attempt, state: seeded });
      cache?.adopt(key);
      return;
    }
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
  }, [key, attempt, cache]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = settled && settled.key === key && settled.attempt === attempt ? settled.state : (cached ?? LOADING);
  return { ...state, retry };
}
