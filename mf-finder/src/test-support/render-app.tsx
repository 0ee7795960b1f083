import { useState } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EMPTY } from 'rxjs';
import type { EventBus, MountProps, RemoteLocation, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import { RemoteRoot } from '@riviere/remote-kit';
import { App } from '../app/app';
import { createFakeApi, TEST_CONFIG, toLocation, type FakeApi } from './fake-api';

export { apiError, createFakeApi, TEST_CONFIG, toLocation, type FakeApi } from './fake-api';

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
  /** The history entry's state the page arrives with (what the previous page handed over). */
  locationState?: unknown;
  /**
   * The instant the page is looked at (epoch ms), as the remote's clock: what depends on the time
   * of day (opening status, today's hours) is then one known outcome. The machine's clock unless given.
   */
  now?: number;
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
  const { now } = options;
  let where = toLocation(path);

  function Shell() {
    const [location, setLocation] = useState<RemoteLocation>(() => ({ ...toLocation(path), state: options.locationState }));
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
    const app = <App props={props} api={api} />;
    return now === undefined ? app : <RemoteRoot clock={() => now}>{app}</RemoteRoot>;
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
