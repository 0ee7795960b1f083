import { useState } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EMPTY } from 'rxjs';
import { ApiError, type BrandSettings, type Job, type JobApplicationPayload, type JobLocation, type RestaurantLocation } from '@riviere/api-client';
import type { EventBus, MountProps, RemoteLocation, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import type { CareersApi } from '../shared/api';
import { App } from '../app/app';
import { JOBS, PLACES } from './jobs';

export const TEST_CONFIG: SiteConfig = { brandKey: 'test-brand', siteName: 'Maison Rivière', apiBase: '' };

export const refusal = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  ApiError.fromResponse(status, { statusCode: status, error: 'Refused', message, ...extra });

export type FakeApi = { [K in keyof CareersApi]: jest.Mock<ReturnType<CareersApi[K]>, Parameters<CareersApi[K]>> };

const PLACE_NAMES: Record<string, keyof typeof PLACES> = { 'SW1A 1AA': 'london', Bath: 'bath' };

/** A brand API with the test jobs; places SW1A 1AA and Bath; anything else is a 404. */
export function createFakeApi(jobs: Job[] = JOBS): FakeApi {
  return {
    getBrandSettings: jest.fn(async () => ({ site_id: 'test-site' }) as BrandSettings),
    getJobs: jest.fn(async (siteId: string) => {
      if (siteId !== 'test-site') throw refusal(404, `There is no site "${siteId}".`);
      return jobs;
    }),
    getJob: jest.fn(async (jobId: string) => {
      const found = jobs.find((job) => job.jobId === jobId);
      if (!found) throw refusal(404, `We could not find the job "${jobId}".`, { code: 'JOB_NOT_FOUND' });
      return found;
    }),
    getLocations: jest.fn(async (query: string, _sessionKey: string): Promise<JobLocation[]> => {
      const place = PLACE_NAMES[query];
      if (!place) throw refusal(404, 'No such place', { code: 'LOCATION_NOT_FOUND' });
      return [{ name: query, geometry: { location: PLACES[place] } }];
    }),
    getRestaurant: jest.fn(async (storeId: number) => {
      if (storeId !== 101) throw refusal(404, `There is no restaurant ${storeId}.`);
      // The careers remote reads only the address of a job's restaurant.
      return { storeId, title: 'Maison Rivière Bath', addressLine1: '12 Lantern Walk', addressCity: 'Bath', postcode: 'BA1 1LT' } as RestaurantLocation;
    }),
    apply: jest.fn(async (_payload: JobApplicationPayload) => ({ success: true, message: 'Thank you for your application. We will be in touch soon.' })),
  };
}

export function toLocation(to: string): RemoteLocation {
  const url = new URL(to, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A bus that records what the remote emits. */
export function createRecordingBus(): EventBus & { events: ShellEvent[] } {
  const events: ShellEvent[] = [];
  return { events, emit: (event) => void events.push(event), events$: EMPTY };
}

export interface RenderedApp extends RenderResult {
  api: FakeApi;
  bus: ReturnType<typeof createRecordingBus>;
  navigate: jest.Mock<void, Parameters<MountProps['navigate']>>;
  /** The location the shell would show now. */
  location(): RemoteLocation;
  user: UserEvent;
}

/**
 * Renders the remote's App at `path` the way the shell drives it: `navigate` is recorded and
 * then moves the location, as the shell's router would, so the remote re-renders.
 */
export function renderApp(path: string, api: FakeApi = createFakeApi()): RenderedApp {
  const navigate = jest.fn<void, Parameters<MountProps['navigate']>>();
  const bus = createRecordingBus();
  let current = toLocation(path);

  function Shell() {
    const [location, setLocation] = useState(current);
    const props: MountProps = {
      widget: 'app',
      location,
      navigate: (to, options) => {
        navigate(to, options);
        current = toLocation(to);
        setLocation(current);
      },
      config: TEST_CONFIG,
      bus,
      onError: jest.fn(),
    };
    return <App props={props} api={api} />;
  }

  // applyAccept off: a file picker's "All files" lets any file through, and the form must say so.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<Shell />);
  return { ...view, api, bus, navigate, location: () => current, user };
}
