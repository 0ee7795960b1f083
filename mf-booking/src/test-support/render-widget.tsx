import { useState } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { MountProps } from '@riviere/mf-contract';
import { App } from '../app/app';
import type { BookingServices } from '../shared/api';
import { createFakeApi, createRecordingBus, now, TEST_CONFIG, toLocation, type FakeApi } from './fake-api';

export interface RenderedWidget extends RenderResult {
  api: FakeApi;
  bus: ReturnType<typeof createRecordingBus>;
  navigate: jest.Mock<void, Parameters<MountProps['navigate']>>;
  user: UserEvent;
  /** The browser's Back or Forward: the location moves without the widget asking. */
  visit(path: string): void;
}

/** Renders one widget the way the shell drives it: `navigate` is recorded and moves the location. */
export function renderWidget(widget: string, path: string, options: { api?: FakeApi; params?: Record<string, string> } = {}): RenderedWidget {
  const api = options.api ?? createFakeApi();
  const navigate = jest.fn<void, Parameters<MountProps['navigate']>>();
  const bus = createRecordingBus();
  const moveTo: { current: (path: string) => void } = { current: () => undefined };

  function Shell() {
    const [location, setLocation] = useState(() => toLocation(path));
    moveTo.current = (to) => setLocation(toLocation(to));
    const props: MountProps = {
      widget,
      location,
      params: options.params,
      navigate: (to, opts) => {
        navigate(to, opts);
        setLocation(toLocation(to));
      },
      config: TEST_CONFIG,
      bus,
      onError: jest.fn(),
    };
    return <App props={props} api={api as unknown as BookingServices} now={now} />;
  }

  const user = userEvent.setup();
  const visit = (to: string) => act(() => moveTo.current(to));
  return { ...render(<Shell />), api, bus, navigate, user, visit };
}
