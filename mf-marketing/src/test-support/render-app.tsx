import { useState } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EMPTY } from 'rxjs';
import type { EventBus, MountProps, ShellEvent, SiteConfig } from '@riviere/mf-contract';
import { App } from '../app/app';
import { createFakeApi, TEST_CONFIG, toLocation, type FakeApi } from './fake-api';

// Tests of pages read the fixtures from here too.
export * from './fake-api';

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
}

/**
 * Renders the remote at `path` (or one of its widgets) the way the shell drives it: `navigate`
 * is recorded and then moves the location, as the shell's router would.
 */
export function renderApp(path: string, options: { api?: FakeApi; widget?: string; config?: SiteConfig } = {}): RenderedApp {
  const api = options.api ?? createFakeApi();
  const navigate = jest.fn<void, Parameters<MountProps['navigate']>>();
  const bus = createRecordingBus();
  const onError = jest.fn();

  function Shell() {
    const [location, setLocation] = useState(() => toLocation(path));
    const props: MountProps = {
      widget: options.widget ?? 'app',
      location,
      navigate: (to, navigateOptions) => {
        navigate(to, navigateOptions);
        setLocation(toLocation(to));
      },
      config: options.config ?? TEST_CONFIG,
      bus,
      onError,
    };
    return <App props={props} api={api} />;
  }

  const user = userEvent.setup();
  const view = render(<Shell />);
  return { ...view, api, bus, navigate, onError, user };
}
