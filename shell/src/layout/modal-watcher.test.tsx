import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from 'react-router-dom';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { forgetRelease } from '../federation/release';
import { createEventBus } from '../app/services';
import { createWidgetHost } from '../federation/widget-host';
import { ShellProvider } from '../shared/shell-context';
import type { ShellApi, ShellServices } from '../shared/shell-services';
import { renderWithShell } from '../test-support/render';
import { releaseFetch } from '../test-support/release-fetch';
import { ModalWatcher } from './modal-watcher';

const shellServices = (): ShellServices => ({
  config: { brandKey: 'test', siteName: 'Maison Rivière', apiBase: '' },
  api: { content: { getBrandSettings: () => new Promise(() => undefined), getPage: async () => null } } as unknown as ShellApi,
  bus: createEventBus(),
  widgets: createWidgetHost(),
  initial: {},
});

const release = { remotes: { 'mf-booking': 'http://remotes.test/mf-booking/1.0.0/mf-manifest.json' } };

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="url">{`${pathname}${search}${hash}`}</output>;
}

beforeEach(() => {
  (loadRemote as jest.Mock).mockReset();
  forgetRelease();
  global.fetch = releaseFetch(release);
});

describe('ModalWatcher', () => {
  it('mounts the booking modal with the restaurant a /book-now path names', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({
      contractVersion: CONTRACT_VERSION,
      mount: (element: HTMLElement, props: MountProps) => {
        element.textContent = `${props.widget}: ${props.params?.restaurant ?? 'any restaurant'}`;
        return { update: jest.fn(), unmount: jest.fn() };
      },
    });
    renderWithShell(<ModalWatcher />, { path: '/restaurants/london/greenwich/book-now' });
    expect(await screen.findByText('booking-modal: london/greenwich')).toBeInTheDocument();
  });

  it('shows nothing on a page without #booking', () => {
    renderWithShell(<ModalWatcher />, { path: '/find-us' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('when mf-booking cannot load, says so in a dialog whose Close removes #booking and keeps the page', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ unavailable: 'Failed to fetch' });
    renderWithShell(
      <>
        <ModalWatcher />
        <WhereAmI />
      </>,
      { path: '/find-us?q=bath#booking' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Table booking is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/find-us?q=bath');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ModalWatcher and the server’s HTML', () => {
  it.each(['/#booking', '/book-now'])('%s: the server and the hydrating browser render the same closed page, and the modal opens after', async (url) => {
    (loadRemote as jest.Mock).mockResolvedValue({
      contractVersion: CONTRACT_VERSION,
      mount: (element: HTMLElement, props: MountProps) => {
        element.textContent = `${props.widget} open`;
        return { update: jest.fn(), unmount: jest.fn() };
      },
    });
    const [path, hash] = url.split('#');
    // The server sees the path only; the browser sees the hash too.
    const serverHtml = renderToString(
      <ShellProvider value={shellServices()}>
        <MemoryRouter initialEntries={[path!]}>
          <ModalWatcher />
        </MemoryRouter>
      </ShellProvider>,
    );
    expect(serverHtml).toBe('');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ShellProvider value={shellServices()}>
          <MemoryRouter initialEntries={[hash ? `${path}#${hash}` : path!]}>
            <ModalWatcher />
          </MemoryRouter>
        </ShellProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(await screen.findByText('booking-modal open')).toBeInTheDocument();
    container.remove();
  });
});
