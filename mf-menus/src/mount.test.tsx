import { act, within } from '@testing-library/react';
import { describeMountContract } from '@riviere/remote-kit/testing';
import { apiClientFor } from './shared/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, TEST_CONFIG } from './test-support/render-app';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: jest.fn() }));

const api = createFakeApi();
jest.mocked(apiClientFor).mockReturnValue(api);

describeMountContract(
  {
  remote: 'mf-menus',
  module: { mount, contractVersion },
  config: TEST_CONFIG,
  apiClientFor,
  mounts: { path: '/our-menu', shows: { role: 'link', name: 'Petits', href: '/our-menu/kids' } },
  update: { path: '/our-menu/kids', shows: { role: 'heading', level: 1, name: 'Petits' } },
  navigation: { path: '/menu', link: 'À la carte', to: '/menu/a-la-carte' },
  unknownWidget: { path: '/menu', widget: 'booking-strip' },
  },
  ({ element, props }) => {
    it("asks for the page's data as it mounts, before React has rendered the page", () => {
      api.getMenus.mockClear();
      // Outside act(): React has not rendered yet when mount() returns.
      const remote = mount(element(), props('/our-menu'));
      expect(api.getMenus).toHaveBeenCalledTimes(1);
      expect(within(element()).queryByRole('heading')).not.toBeInTheDocument();
      act(() => remote.unmount());
    });
  },
);
