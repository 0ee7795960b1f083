import { within } from '@testing-library/react';
import { describeMountContract } from '@riviere/remote-kit/testing';
import { apiClientFor } from './shared/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, TEST_CONFIG } from './test-support/fake-api';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: jest.fn() }));

jest.mocked(apiClientFor).mockReturnValue(createFakeApi());

describeMountContract(
  {
    remote: 'mf-marketing',
    module: { mount, contractVersion },
    config: TEST_CONFIG,
    apiClientFor,
    mounts: { path: '/sign-up', shows: { role: 'heading', name: 'Sign up for news and offers' } },
    update: { path: '/refer-a-friend', shows: { role: 'heading', level: 1, name: 'Refer a friend' } },
    unknownWidget: { path: '/sign-up', widget: 'booking-strip' },
  },
  ({ element, props, mount: mountRemote }) => {
    it.each([
      ['app', '/sign-up', 'heading', 'Sign up for news and offers'],
      ['sign-up-form', '/keep-in-touch', 'form', 'Newsletter sign-up'],
      ['contact-form', '/contact', 'form', 'Contact us'],
    ] as const)('mounts widget %p on %s', async (widget, path, role, name) => {
      mountRemote(props(path, { widget }));
      expect(await within(element()).findByRole(role, { name })).toBeInTheDocument();
      expect(element().dataset.remote).toBe('mf-marketing');
    });
  },
);
