import { ApiError } from '@riviere/api-client';

/** A query that has an answer: its data, or the error it failed with. */
export type SettledQuery<T = unknown> = { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * One query as it travels from the server's render to the browser (JSON): its data, or a 4xx
 * `ApiError` as its status and body. Nothing else is carried: any other failure fails the render.
 */
export type DehydratedQuery = { data: unknown } | { error: { status: number; body?: unknown; message: string; code?: string; field?: string; errorCode?: number } };

/** What a server render hands the browser as `hydrate.state`. */
export interface DehydratedState {
  queries: Record<string, DehydratedQuery>;
}

/**
 * The data a remote's pages read, by key (`menu:${id}`), shared by `useAsync`. In the browser it is
 * seeded from the server's render, so the first frame equals the server's and no request is
 * repeated. On the server it collects: `load` starts the load of a key it lacks and says when the
 * key has its answer (the render waits for it and goes on), and `dehydrate` writes the answers for
 * the browser; seeded there too (answers an earlier render of the page kept), a key it has is read at once.
 */
export interface QueryCache {
  /** True on the server: `useAsync` loads what it needs during render. */
  readonly collecting: boolean;
  /** The answer held for `key`, if it has settled. */
  peek<T>(key: string): SettledQuery<T> | undefined;
  /**
   * Collecting caches only: runs `load` for `key` once, however often it is asked, and resolves
   * (never rejects) once the key has its answer. A failure that cannot be carried to the browser
   * (anything but a 4xx `ApiError`) leaves the key without one and is kept for `failure`.
   */
  load(key: string, load: () => Promise<unknown>): Promise<void>;
  /** The first failure a load could not carry to the browser: the render must not be used. */
  failure(): { error: unknown } | undefined;
  /**
   * A mounted `useAsync` has taken the answer for `key` into its own state: the browser cache
   * forgets it once the current commit is over, so a page mounted later loads afresh rather than
   * showing what the server carried before a change (the server's collecting cache keeps it).
   */
  adopt(key: string): void;
  dehydrate(): DehydratedState;
}

export interface QueryCacheOptions {
  collecting?: boolean;
  /** A server render's `state` (anything else is ignored: the browser then loads as usual). */
  initial?: unknown;
}

export function createQueryCache({ collecting = false, initial }: QueryCacheOptions = {}): QueryCache {
  const settled = new Map<string, SettledQuery>(hydrate(initial));
  // Server: each key's load, started once; its promise settles when the key has its answer.
  const loading = new Map<string, Promise<void>>();
  let failed: { error: unknown } | undefined;

  return {
    collecting,
    peek<T>(key: string) {
      return settled.get(key) as SettledQuery<T> | undefined; // the key's loader decided its type
    },
    load(key, load) {
      if (!collecting) return Promise.reject(new Error(`Only a server render's cache loads (${key})`));
      let pending = loading.get(key);
      if (!pending && settled.has(key)) {
        // Seeded (a render from the answers an earlier one kept): read at once, nothing loads.
        pending = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
        loading.set(key, pending);
      } else if (!pending) {
        pending = new Promise<unknown>((resolve) => resolve(load())).then(
          (data) => void settled.set(key, { status: 'success', data }),
          (error: unknown) => {
            if (isCarried(error)) settled.set(key, { status: 'error', error });
            else failed ??= { error };
          },
        );
        // Marked as React marks a thenable it has seen settle: a component rendered after the
        // answer came reads it at once instead of suspending for it.
        const marked = pending as Promise<void> & { status?: string; value?: undefined };
        void pending.then(() => {
          marked.status = 'fulfilled';
          marked.value = undefined;
        });
        loading.set(key, pending);
      }
      return pending;
    },
    failure: () => failed,
    adopt(key) {
      // Every component of the same commit has read it by then (effects run together).
      if (!collecting) queueMicrotask(() => settled.delete(key));
    },
    dehydrate() {
      const queries: Record<string, DehydratedQuery> = {};
      for (const [key, answer] of settled) {
        if (answer.status === 'success') queries[key] = { data: answer.data };
        else if (answer.error instanceof ApiError && isCarried(answer.error)) queries[key] = { error: errorOf(answer.error) };
      }
      return { queries };
    },
  };
}

/** A 4xx answer is the page's content (a 404 page, a closed offer); anything else is a failure. */
function isCarried(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function errorOf(error: ApiError): Extract<DehydratedQuery, { error: unknown }>['error'] {
  const { status, body, message, code, field, errorCode } = error;
  return {
    status,
    message,
    ...(body === undefined ? {} : { body }),
    ...(code === undefined ? {} : { code }),
    ...(field === undefined ? {} : { field }),
    ...(errorCode === undefined ? {} : { errorCode }),
  };
}

/** The entries of a server render's state; anything that is not one yields nothing. */
function hydrate(state: unknown): [string, SettledQuery][] {
  if (!isRecord(state) || !isRecord(state.queries)) return [];
  const entries: [string, SettledQuery][] = [];
  for (const [key, query] of Object.entries(state.queries)) {
    if (!isRecord(query)) continue;
    if ('data' in query) entries.push([key, { status: 'success', data: query.data }]);
    else if (isRecord(query.error) && typeof query.error.status === 'number') {
      const { status, body, message, code, field, errorCode } = query.error;
      const error = new ApiError(typeof message === 'string' ? message : `HTTP ${status}`, {
        status,
        body,
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof field === 'string' ? { field } : {}),
        ...(typeof errorCode === 'number' ? { errorCode } : {}),
      });
      entries.push([key, { status: 'error', error }]);
    }
  }
  return entries;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
