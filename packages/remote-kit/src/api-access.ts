import { createContext, useContext, type Context } from 'react';
import { createApiClient, createTtlCache, type ApiClient, type StorageLike, type TtlCache } from '@riviere/api-client';
import type { ServerRenderProps, SiteConfig } from '@riviere/mf-contract';

/** The longest a server keeps a content answer for its renders: spec §9's longest cache time. */
export const SERVER_CONTENT_MAX_MS = 3_600_000;

/** How a remote reaches the brand API: one client per site configuration, a context and its hook. */
export interface ApiAccess<Api> {
  /**
   * The remote's narrow API for a site configuration. One client per brand key and API base,
   * kept across updates and remounts so its content cache and token survive moving between pages.
   * The token comes from the site server, which is also what `apiBase` points at ('' = this origin).
   */
  apiClientFor(config: SiteConfig): Api;
  /**
   * A fresh API for one server render: its own client with the token the site server gave, no
   * storage shared with anyone, and never a token request (a render that needs one fails, and the
   * page is rendered in the browser). `signal` aborts its requests with the render. Content
   * answers (the same for every visitor) are shared by the renders of this version for their time
   * to live (spec §9), so a render does not ask the brand API again for what the last one fetched.
   */
  apiForServer(options: ServerApiOptions): Api;
  ApiContext: Context<Api | null>;
  /** The API handed down by the remote's provider; throws when used outside it. */
  useApi(): Api;
}

export interface ServerApiOptions {
  /** The brand API's base URL as the site server reaches it. */
  baseUrl: string;
  token: { accessToken: string; expiresAt: number };
  brandKey: string;
  signal?: AbortSignal;
  /** Share no content with other renders (`ServerRenderProps.fresh`: a shared cache in front keeps the pages). */
  fresh?: boolean;
}

/** `apiForServer`'s options from a server render's props. */
export function serverApiOptions(props: ServerRenderProps): ServerApiOptions {
  return {
    baseUrl: props.api.baseUrl,
    token: props.api.token,
    brandKey: props.config.brandKey,
    ...(props.signal ? { signal: props.signal } : {}),
    ...(props.fresh ? { fresh: true } : {}),
  };
}

/**
 * Makes a remote's API access from the slice of the api-client it uses. The slice is narrow so
 * tests hand in fakes for exactly those calls: `createApiAccess('menus', (c) => c.content)`.
 */
export function createApiAccess<Api>(name: string, select: (client: ApiClient) => Api): ApiAccess<Api> {
  const clients = new Map<string, Api>();
  /** Per brand key and API base: the content the server's renders share (kept at most an hour). */
  const serverCaches = new Map<string, TtlCache>();
  const ApiContext = createContext<Api | null>(null);
  ApiContext.displayName = `${name}ApiContext`;

  function apiClientFor(config: SiteConfig): Api {
    const key = `${config.brandKey}\n${config.apiBase}`;
    let api = clients.get(key);
    if (!api) {
      const baseUrl = config.apiBase.replace(/\/+$/, '');
      api = select(createApiClient({ brandKey: config.brandKey, baseUrl, tokenUrl: `${baseUrl}/api/token`, initialToken: config.token }));
      clients.set(key, api);
    }
    return api;
  }

  function apiForServer({ baseUrl, token, brandKey, signal, fresh }: ServerApiOptions): Api {
    const base = baseUrl.replace(/\/+$/, '');
    const tokenUrl = `${base}/api/token`;
    const cacheKey = `${brandKey}\n${base}`;
    let cache = fresh ? undefined : serverCaches.get(cacheKey);
    if (!cache) {
      cache = createTtlCache(() => Date.now(), { maxTtlMs: SERVER_CONTENT_MAX_MS });
      // A fresh render's content is its own: read anew, kept for no one after it.
      if (!fresh) serverCaches.set(cacheKey, cache);
    }
    return select(
      createApiClient({
        brandKey,
        baseUrl: base,
        tokenUrl,
        initialToken: token,
        storage: memoryStorage(),
        cache,
        fetch: (input, init) => {
          if (String(input) === tokenUrl) return Promise.reject(new Error(`${name}: a server render has its token and never asks for one`));
          return fetch(input, signal ? { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal } : init);
        },
      }),
    );
  }

  function useApi(): Api {
    const api = useContext(ApiContext);
    if (!api) throw new Error(`The ${name} API is used outside its <ApiContext.Provider>`);
    return api;
  }

  return { apiClientFor, apiForServer, ApiContext, useApi };
}

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
