import { createFakeApi } from '../test-support/render-app';
import { prefetchPageData } from './prefetch';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('prefetchPageData: the requests a page will make, started as the remote mounts', () => {
  it.each([
    ['/our-menu', { menus: 1, menu: [], restaurant: [] }],
    ['/menu', { menus: 1, menu: [], restaurant: [] }],
    ['/restaurants/london/menu', { menus: 1, menu: [], restaurant: [] }],
    ['/restaurants/london/greenwich/menu', { menus: 1, menu: [], restaurant: [['greenwich', 'london']] }],
    ['/our-menu/kids', { menus: 0, menu: [['kids']], restaurant: [] }],
    ['/restaurants/london/greenwich/menu/a-la-carte', { menus: 0, menu: [['a-la-carte']], restaurant: [['greenwich', 'london']] }],
    ['/find-us', { menus: 0, menu: [], restaurant: [] }],
  ])('%s', (path, expected) => {
    const api = createFakeApi();
    prefetchPageData(api, at(path));
    expect(api.getMenus).toHaveBeenCalledTimes(expected.menus);
    expect(api.getMenu.mock.calls).toEqual(expected.menu);
    expect(api.getRestaurantBySlugAndCity.mock.calls).toEqual(expected.restaurant);
  });

  it('leaves a failed request to the page, without an unhandled rejection', async () => {
    const api = createFakeApi();
    api.getMenus.mockRejectedValueOnce(new Error('503'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchPageData(api, at('/our-menu'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
