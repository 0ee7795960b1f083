import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus } from '../app/services';
import type { InitialData, ShellApi, ShellServices } from '../shared/shell-services';
import { ShellProvider } from '../shared/shell-context';
import { createWidgetHost } from '../federation/widget-host';

/** Renders with the shell's providers and a fake API client made of the given endpoint stubs. */
export function renderWithShell(
  ui: ReactElement,
  { path = '/', api = {}, initial = {} }: { path?: string; api?: Record<string, unknown>; initial?: InitialData } = {},
) {
  const services: ShellServices = {
    config: { brandKey: 'test', siteName: 'Maison Rivière', apiBase: '' },
    api: { content: { getBrandSettings: () => new Promise(() => undefined), getPage: async () => null }, ...api } as unknown as ShellApi,
    bus: createEventBus(),
    widgets: createWidgetHost(),
    initial,
  };
  return { services, ...render(<ShellProvider value={services}><MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter></ShellProvider>) };
}
