import type * as ApiClientModule from '@riviere/api-client';
import { lazyShellApi } from './services';

describe('lazyShellApi', () => {
  function fakeModule() {
    const created: unknown[] = [];
    const content = {
      getPage: jest.fn(async (id: string) => ({ id })),
      getBrandSettings: jest.fn(async () => ({ siteName: 'Maison Rivière' })),
      getRestaurantBySlugAndCity: jest.fn(async (slug: string, city: string) => ({ slug, city })),
    };
    const load = jest.fn(async () => ({ createApiClient: (options: unknown) => (created.push(options), { content }) }) as unknown as typeof ApiClientModule);
    return { load, created, content };
  }

  it('fetches the client only on the first call, and creates it once for every call after', async () => {
    const { load, created, content } = fakeModule();
    const api = lazyShellApi({ brandKey: 'riviere' }, load);
    expect(load).not.toHaveBeenCalled();

    await expect(Promise.all([api.content.getPage('home'), api.content.getBrandSettings()])).resolves.toEqual([{ id: 'home' }, { siteName: 'Maison Rivière' }]);
    await expect(api.content.getRestaurantBySlugAndCity('greenwich', 'london')).resolves.toEqual({ slug: 'greenwich', city: 'london' });

    expect(load).toHaveBeenCalledTimes(1);
    expect(created).toEqual([{ brandKey: 'riviere' }]);
    expect(content.getPage).toHaveBeenCalledWith('home');
  });

  it("passes the API's errors to the caller", async () => {
    const { load, content } = fakeModule();
    content.getPage.mockRejectedValueOnce(new Error('Page not found'));
    await expect(lazyShellApi({ brandKey: 'riviere' }, load).content.getPage('nope')).rejects.toThrow('Page not found');
  });
});
