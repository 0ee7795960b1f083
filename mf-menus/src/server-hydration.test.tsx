import { describeHydrationContract } from '@riviere/remote-kit/testing';
import { createFakeApi, TEST_CONFIG, type FakeApi } from './test-support/render-app';
import { NOW, ORIGIN } from './test-support/server-props';

const page = (path: string) => ({
  path,
  loads: (api: FakeApi) => [api.getMenus, api.getMenu, api.getRestaurantBySlugAndCity],
  keeps: (element: HTMLElement, { html }: { html: string }) => {
    expect(element.innerHTML).toBe(html);
    expect(element.querySelectorAll('h1')).toHaveLength(1);
  },
});

describeHydrationContract<FakeApi>(
  {
    config: TEST_CONFIG,
    now: NOW,
    origin: ORIGIN,
    version: __APP_VERSION__,
    fakeApi: () => createFakeApi(),
    useApi: (factory, api) => jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), [factory]: () => api })),
    server: () => import('./server'),
    mount: () => import('./mount'),
  },
  ['/our-menu?diet=vegan', '/our-menu/a-la-carte', '/restaurants/london/greenwich/menu/kids'].map(page),
);
