import { act, waitFor, within } from '@testing-library/react';
import { describeMountContract } from '@riviere/remote-kit/testing';
import { apiClientFor } from './shared/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, setPhone, TEST_CONFIG, toLocation } from './test-support/render-app';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: jest.fn() }));

jest.mocked(apiClientFor).mockReturnValue(createFakeApi());

describeMountContract(
  {
    remote: 'mf-finder',
    module: { mount, contractVersion },
    config: TEST_CONFIG,
    apiClientFor,
    beforeEach: () => setPhone(false),
    mounts: { path: '/restaurants/bath', shows: { role: 'heading', level: 1, name: 'Restaurants in Bath' } },
    update: { path: '/find-us', shows: { role: 'heading', level: 1, name: 'Find a restaurant' } },
    navigation: { path: '/restaurants/bath', link: 'Find another restaurant', to: '/find-us' },
    unknownWidget: { path: '/find-us', widget: 'booking-strip' },
  },
  ({ element, props, mount: mountRemote }) => {
    it('keeps one booking strip across restaurants and updates it with the new restaurant', async () => {
      const handle = { update: jest.fn(), unmount: jest.fn() };
      const mountWidget = jest.fn(() => handle);
      const first = props('/restaurants/bath/bath', { mountWidget });
      const remote = mountRemote(first);
      await within(element()).findByRole('heading', { level: 1, name: 'Maison Rivière Bath' });
      await waitFor(() =>
        expect(mountWidget).toHaveBeenCalledWith(within(element()).getByTestId('booking-strip'), {
          remote: 'mf-booking',
          widget: 'booking-strip',
          params: { restaurant: 'bath/bath' },
        }),
      );

      act(() => remote.update({ ...first, location: toLocation('/restaurants/bath/bath-widcombe') }));
      await within(element()).findByRole('heading', { level: 1, name: 'Maison Rivière Bath Widcombe' });
      await waitFor(() => expect(handle.update).toHaveBeenCalledWith({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'bath/bath-widcombe' } }));
      expect(mountWidget).toHaveBeenCalledTimes(1);
      expect(handle.unmount).not.toHaveBeenCalled();
      remote.unmount();
    });
  },
);
