import { useState } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EMPTY } from 'rxjs';
import { ApiError, type Offer, type RestaurantLocation } from '@riviere/api-client';
import type { EventBus, MountProps, RemoteLocation, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import type { FinderApi } from '../app/api';
import { App } from '../app/app';
import { ALL, geoResult } from './restaurants';

export const TEST_CONFIG: SiteConfig = { brandKey: 'test-brand', siteName: 'Maison Rivière', apiBase: '' };

export const apiError = (status: number, code?: string) =>
  new ApiError(`failed with ${status}`, { status, code, body: { statusCode: status, error: 'x', message: `failed with ${status}`, code } });

export type FakeApi = { [K in keyof FinderApi]: jest.Mock<ReturnType<FinderApi[K]>, Parameters<FinderApi[K]>> };

export const OFFER: Offer = {
  id: 1,
  slug: '2-for-1-mains',
  title: 'Two mains for the price of one',
  description: 'Bring a friend.',
  validityText: 'Valid Monday to Thursday.',
  termAndConditions: 'One voucher per table.',
  successButtonText: 'Book a table',
  successButtonUrl: '/#booking',
  overrideSuccessUrl: null,
  restaurantIds: [],
};

/**
 * A brand API over the test restaurants: a search for 'Bath' (or any 3+ letters) finds the
 * first two; 'Nowhere' finds no place (404); '!!' is invalid (400); a position finds London.
 */
export function createFakeApi(places: RestaurantLocation[] = ALL): FakeApi {
  return {
    searchRestaurants: jest.fn(async () => places),
    getRestaurantBySlugAndCity: jest.fn(async (slug: string, city: string) => {
      const found = places.find((p) => p.slug === slug && p.city === city);
      if (!found) throw apiError(404, 'RESTAURANT_NOT_FOUND');
      return found;
    }),
    getRestaurantBySlug: jest.fn(async (slug: string) => {
      const found = places.find((p) => p.slug === slug);
      if (!found) throw apiError(404, 'RESTAURANT_NOT_FOUND');
      return found;
    }),
    search: jest.fn(async (query: string) => {
      if (query === 'Nowhere') throw apiError(404, 'LOCATION_NOT_FOUND');
      if (query === '!!' || query.length < 2) throw apiError(400, 'INVALID_QUERY');
      return geoResult(query === 'BA1' ? 'BA1, Bath' : query, places.slice(0, 2));
    }),
    searchByLocation: jest.fn(async (_lat: number, _lng: number) => geoResult('Your location', places.filter((p) => p.city === 'london'), '51.5,-0.12')),
    getRestaurantOffers: jest.fn(async (_storeId: number) => [OFFER]),
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
  onError: jest.Mock;
  user: UserEvent;
  /** Where the shell's router is now. */
  current: () => RemoteLocation;
}

export interface RenderOptions {
  api?: FakeApi;
  config?: Partial<SiteConfig>;
  mountWidget?: MountProps['mountWidget'];
  user?: UserEvent;
}

/**
 * Renders the remote's App at `path` the way the shell drives it: `navigate` is recorded and
 * then moves the location, as the shell's router would, so the remote re-renders.
 */
export function renderApp(path: string, options: RenderOptions = {}): RenderedApp {
  const api = options.api ?? createFakeApi();
  const navigate = jest.fn<void, Parameters<MountProps['navigate']>>();
  const bus = createRecordingBus();
  const onError = jest.fn();
  const config = { ...TEST_CONFIG, ...options.config };
  let where = toLocation(path);

  function Shell() {
    const [location, setLocation] = useState(() => toLocation(path));
    where = location;
    const props: MountProps = {
      widget: 'app',
      location,
      navigate: (to, navigateOptions) => {
        navigate(to, navigateOptions);
        setLocation(toLocation(to));
      },
      config,
      bus,
      onError,
      ...(options.mountWidget ? { mountWidget: options.mountWidget } : {}),
    };
    return <App props={props} api={api} />;
  }

  const user = options.user ?? userEvent.setup();
  const view = render(<Shell />);
  return { ...view, api, bus, navigate, onError, user, current: () => where };
}

/** matchMedia for jsdom: `phone` decides whether the phone query matches. */
export function setPhone(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
