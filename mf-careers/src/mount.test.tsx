import { describeMountContract } from '@riviere/remote-kit/testing';
import { apiClientFor } from './shared/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, TEST_CONFIG } from './test-support/render-app';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: jest.fn() }));

jest.mocked(apiClientFor).mockReturnValue(createFakeApi());

describeMountContract({
  remote: 'mf-careers',
  module: { mount, contractVersion },
  config: TEST_CONFIG,
  apiClientFor,
  mounts: { path: '/careers/job-search', shows: { role: 'link', name: 'Host', href: '/careers/job-search/MR-2' } },
  update: { path: '/careers/job/MR-2', shows: { role: 'heading', level: 1, name: 'Host' } },
  navigation: { path: '/careers/job-search', link: 'Host', to: '/careers/job-search/MR-2' },
  unknownWidget: { path: '/careers/job-search', widget: 'booking-strip' },
});
