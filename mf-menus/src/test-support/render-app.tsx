import { useState } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EMPTY } from 'rxjs';
import { ApiError, type Menu, type RestaurantLocation } from '@riviere/api-client';
import type { EventBus, MountProps, RemoteLocation, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import type { MenusApi } from '../shared/api';
import { App } from '../app/app';
import { A_LA_CARTE, KIDS, restaurant } from './menus';

export const TEST_CONFIG: SiteConfig = { brandKey: 'test-brand', siteName: 'Maison Rivière', apiBase: '' };

export const notFound = (what: string) =>
  new ApiError(`Could not find ${what}`, { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Could not find ${what}` } });

export type FakeApi = { [K in keyof MenusApi]: jest.Mock<ReturnType<MenusApi[K]>, Parameters<MenusApi[K]>> };

/** A brand API with the test menus and one restaurant (london/greenwich); anything else is a 404. */
export function createFakeApi(menus: Menu[] = [A_LA_CARTE, KIDS], places: RestaurantLocation[] = [restaurant()]): FakeApi {
  return {
    getMenus: jest.fn(async () => menus),
    getMenu: jest.fn(async (id: string) => {
      const found = menus.find((menu) => menu.id === id);
      if (!found) throw notFound(`menu ${id}`);
      return found;
    }),
    getRestaurantBySlugAndCity: jest.fn(async (slug: string, city: string) => {
      const found = places.find((place) => place.slug === slug && place.city === city);
      if (!found) throw notFound(`restaurant ${city}/${slug}`);
      return found;
    }),
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

/**
 * Renders the remote's App at `path` the way the shell drives it: `navigate` is recorded and
 * then moves the location, as the shell's router would, so the remote re-renders.
 */
export interface RenderedApp extends RenderResult {
  api: FakeApi;
  bus: ReturnType<typeof createRecordingBus>;
  navigate: jest.Mock<void, Parameters<MountProps['navigate']>>;
  onError: jest.Mock;
  user: UserEvent;
}

export function renderApp(path: string, api: FakeApi = createFakeApi()): RenderedApp {
  const navigate = jest.fn<void, Parameters<MountProps['navigate']>>();
  const bus = createRecordingBus();
  const onError = jest.fn();

  function Shell() {
    const [location, setLocation] = useState(() => toLocation(path));
    const props: MountProps = {
      widget: 'app',
      location,
      navigate: (to, options) => {
        navigate(to, options);
        setLocation(toLocation(to));
      },
      config: TEST_CONFIG,
      bus,
      onError,
    };
    return <App props={props} api={api} />;
  }

  const user = userEvent.setup();
  const view = render(<Shell />);
  return { ...view, api, bus, navigate, onError, user };
}

/** Names of the dishes shown on the page (the menu's items, not the allergen table's rows). */
export function shownDishes(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('.mm-item__name')].map((name) => name.textContent ?? '');
}
