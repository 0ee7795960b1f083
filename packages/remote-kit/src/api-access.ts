import { createContext, useContext, type Context } from 'react';
import { createApiClient, type ApiClient, type StorageLike } from '@riviere/api-client';
import type { ServerRenderProps, SiteConfig } from '@riviere/mf-contract';

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
   * page is rendered in the browser). `signal` aborts its requests with the render.
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
}

/** `apiForServer`'s options from a server render's props. */
export function serverApiOptions(props: ServerRenderProps): ServerApiOptions {
  return {
    baseUrl: props.api.baseUrl,
    token: props.api.token,
    brandKey: props.config.brandKey,
    ...(props.signal ? { signal: props.signal } : {}),
  };
}

/**
 * Makes a remote's API access from the slice of the api-client it uses. The slice is narrow so
 * tests hand in fakes for exactly those calls: `createApiAccess('menus', (c) => c.content)`.
 */
export function createApiAccess<Api>(name: string, select: (client: ApiClient) => Api): ApiAccess<Api> {
  const clients = new Map<string, Api>();
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

  function apiForServer({ baseUrl, token, brandKey, signal }: ServerApiOptions): Api {
    const base = baseUrl.replace(/\/+$/, '');
    const tokenUrl = `${base}/api/token`;
    return select(
      createApiClient({
        brandKey,
        baseUrl: base,
        tokenUrl,
        initialToken: token,
        storage: memoryStorage(),
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
