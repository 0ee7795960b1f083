import { render, screen } from '@testing-library/react';
import { createApiAccess } from './api-access';

function jsonReply(body: unknown) {
  return { ok: true, status: 200, text: async () => JSON.stringify(body) };
}

describe('createApiAccess', () => {
  const fetchMock = jest.fn(async (url: string) =>
    url.endsWith('/api/token') ? jsonReply({ accessToken: 't', expiresAt: Date.now() + 3_600_000 }) : jsonReply({ menus: [] }),
  );
  beforeEach(() => {
    fetchMock.mockClear();
    localStorage.clear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('makes one client per brand key and API base', () => {
    const { apiClientFor } = createApiAccess('menus', (client) => client.content);
    const config = { brandKey: 'b', siteName: 'S', apiBase: '' };
    expect(apiClientFor(config)).toBe(apiClientFor({ ...config }));
    expect(apiClientFor(config)).not.toBe(apiClientFor({ ...config, apiBase: 'http://localhost:3000' }));
    expect(apiClientFor(config)).not.toBe(apiClientFor({ ...config, brandKey: 'other' }));
  });

  it.each([
    ['', '/api/token', '/api/v1/content/menus'],
    ['http://localhost:3000/', 'http://localhost:3000/api/token', 'http://localhost:3000/api/v1/content/menus'],
  ])('with apiBase %p asks the site server for the token and the API for the data', async (apiBase, tokenUrl, menusUrl) => {
    const { apiClientFor } = createApiAccess('menus', (client) => client.content);
    await apiClientFor({ brandKey: `brand-${apiBase}`, siteName: 'S', apiBase }).getMenus();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([tokenUrl, menusUrl]);
  });

  it('hands the provided API to components and names itself when the provider is missing', () => {
    const { ApiContext, useApi } = createApiAccess('menus', (client) => client.content);
    function Probe() {
      return <p>{typeof useApi().getMenus}</p>;
    }
    const api = { getMenus: jest.fn() } as unknown as ReturnType<typeof useApi>;
    render(
      <ApiContext.Provider value={api}>
        <Probe />
      </ApiContext.Provider>,
    );
    expect(screen.getByText('function')).toBeInTheDocument();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('The menus API is used outside its <ApiContext.Provider>');
  });

  describe('apiForServer', () => {
    const token = { accessToken: 'server-token', expiresAt: Date.now() + 3_600_000 };
    const options = { baseUrl: 'http://brand-api.test/', token, brandKey: 'riviere' };
    const fetchCalls = () => fetchMock.mock.calls.map((call: unknown[]) => ({ url: call[0], init: call[1] as RequestInit | undefined }));

    it('makes a fresh client per render that uses the given token, stores nothing and never asks for a token', async () => {
      const { apiForServer } = createApiAccess('menus', (client) => client.content);
      expect(apiForServer(options)).not.toBe(apiForServer(options));
      await apiForServer(options).getMenus();
      const calls = fetchCalls();
      expect(calls).toHaveLength(1);
      const call = calls[0]!;
      expect(call.url).toBe('http://brand-api.test/api/v1/content/menus');
      expect(new Headers(call.init?.headers).get('authorization')).toBe('Bearer server-token');
      expect(localStorage.length).toBe(0);
    });

    it("shares content answers between one version's renders (not with another brand); a search is asked each time", async () => {
      const { apiForServer } = createApiAccess('remote', (client) => client);
      await apiForServer(options).content.getMenus();
      await apiForServer({ ...options, token: { ...token, accessToken: 'next-server-token' } }).content.getMenus();
      await apiForServer({ ...options, brandKey: 'other' }).content.getMenus();
      await apiForServer(options).geo.search('Bath').catch(() => undefined);
      await apiForServer(options).geo.search('Bath').catch(() => undefined);
      expect(fetchCalls().map((call) => call.url)).toEqual([
        'http://brand-api.test/api/v1/content/menus',
        'http://brand-api.test/api/v1/content/menus',
        'http://brand-api.test/api/geo/search/Bath',
        'http://brand-api.test/api/geo/search/Bath',
      ]);
      expect(fetchCalls().map((call) => new Headers(call.init?.headers).get('x-brand-key'))).toEqual(['riviere', 'other', 'riviere', 'riviere']);
    });

    it('a fresh render (a shared cache in front keeps the pages) reads content anew and leaves none for later renders', async () => {
      const { apiForServer } = createApiAccess('remote', (client) => client);
      await apiForServer({ ...options, fresh: true }).content.getMenus();
      await apiForServer({ ...options, fresh: true }).content.getMenus();
      await apiForServer(options).content.getMenus();
      expect(fetchCalls()).toHaveLength(3);
    });

    it('fails instead of asking for a token when the given one has expired', async () => {
      const { apiForServer } = createApiAccess('menus', (client) => client.content);
      await expect(apiForServer({ ...options, token: { ...token, expiresAt: Date.now() - 1 } }).getMenus()).rejects.toThrow();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("aborts its requests with the render's signal", async () => {
      const { apiForServer } = createApiAccess('menus', (client) => client.content);
      const controller = new AbortController();
      await apiForServer({ ...options, signal: controller.signal }).getMenus();
      const signal = fetchCalls()[0]?.init?.signal;
      expect(signal?.aborted).toBe(false);
      controller.abort();
      expect(signal?.aborted).toBe(true);
    });
  });
});
