import { describeHydrationContract, type HydrationCase } from '@riviere/remote-kit/testing';
import { createFakeApi, TEST_CONFIG, type FakeApi } from './test-support/render-app';
import { NOW, ORIGIN } from './test-support/server-props';

const page = (path: string): HydrationCase<FakeApi> => ({
  path,
  loads: (api) => [api.getBrandSettings, api.getJobs, api.getJob, api.getRestaurant, ...(path.includes('location=') ? [] : [api.getLocations])],
  keeps: (element, { parsed }, api) => {
    // The first frame is the server's; only then does the browser look for a place (distances),
    // and show 'Use my location', which needs the page's scripts.
    const live = parsed.replace(' cr-place__near-me--waiting" disabled=""', '"');
    if (path.startsWith('/careers/job-search')) expect(live).not.toBe(parsed);
    if (!path.includes('location=')) expect(element.innerHTML).toBe(live);
    expect(element.querySelectorAll('h1')).toHaveLength(1);
    // Distances are the browser's: it looks for the place once hydrated.
    if (path.includes('location=')) expect(api.getLocations).toHaveBeenCalledWith('Bath', expect.any(String));
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
  ['/careers/job-search?type=part-time', '/careers/job-search?location=Bath', '/careers/job/MR-1'].map(page),
);
