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
 * repeated. On the server it collects: `fetch` starts a load for a key it lacks, `settle` waits for
 * every load started, and `dehydrate` writes the answers for the browser.
 */
export interface QueryCache {
  /** True on the server: `useAsync` registers the loads it needs during render. */
  readonly collecting: boolean;
  /** The answer held for `key`, if it has settled. */
  peek<T>(key: string): SettledQuery<T> | undefined;
  /** Registers `load` for `key` unless the key is held or registered already (collecting caches only). */
  fetch<T>(key: string, load: () => Promise<T>): void;
  /**
   * Runs the loads registered since the last call, together, and returns how many settled. Rejects with the first
   * error that cannot be carried to the browser (anything but a 4xx `ApiError`).
   */
  settle(): Promise<number>;
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
  // Loads registered by the last render, started together by `settle`.
  const wanted = new Map<string, () => Promise<unknown>>();

  return {
    collecting,
    peek<T>(key: string) {
      return settled.get(key) as SettledQuery<T> | undefined; // the key's loader decided its type
    },
    fetch(key, load) {
      if (collecting && !settled.has(key) && !wanted.has(key)) wanted.set(key, load);
    },
    async settle() {
      const loads = [...wanted.entries()];
      wanted.clear();
      const answers = await Promise.all(
        loads.map(async ([key, load]): Promise<[string, SettledQuery]> => {
          try {
            return [key, { status: 'success', data: await load() }];
          } catch (error) {
            return [key, { status: 'error', error }];
          }
        }),
      );
      for (const [key, answer] of answers) {
        if (answer.status === 'error' && !isCarried(answer.error)) throw answer.error;
        settled.set(key, answer);
      }
      return answers.length;
    },
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
