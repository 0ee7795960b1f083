import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, createReactMount, type MountProps } from '@riviere/mf-contract';
import { createEventBus } from '../app/services';
import type { ShellApi, ShellServices } from '../shared/shell-services';
import { ShellProvider } from '../shared/shell-context';
import { releaseFetch } from '../test-support/release-fetch';
import { forgetRelease } from './release';
import { RemoteSlot } from './remote-slot';
import { holdServerRenderedRemotes, ServerRemoteContext } from './server-render';
import { createWidgetHost } from './widget-host';

const release = { remotes: { 'mf-menus': 'http://remotes.test/mf-menus/1.0.0/mf-manifest.json' } };
/** The remote's server HTML, with markup a browser writes back differently (unquoted, void tags). */
const SERVER_HTML = '<h1 class="menus">Our menus</h1><p>Served <b>12:00</b>–22:00<br/>daily &amp; late</p>';
const HYDRATE = { state: { queries: { menus: { data: ['À la carte'] } } }, now: 1_790_000_000_000, version: '1.0.0' };

function services(): ShellServices {
  return {
    config: { brandKey: 'test', siteName: 'Maison Rivière', apiBase: '' },
    api: { content: { getBrandSettings: () => new Promise(() => undefined), getPage: async () => null } } as unknown as ShellApi,
    bus: createEventBus(),
    widgets: createWidgetHost(),
    initial: {},
  };
}

const page = (ui: ReactElement) => (
  <ShellProvider value={services()}>
    <MemoryRouter initialEntries={['/our-menu']}>{ui}</MemoryRouter>
  </ShellProvider>
);

/** The page as the site server sends it: the shell's server render with the remote's HTML, and its state block. */
function serverPage(remoteHtml = SERVER_HTML): HTMLElement {
  const html = renderToString(
    <ServerRemoteContext.Provider value={{ name: 'mf-menus', html: remoteHtml }}>{page(<RemoteSlot remote="mf-menus" label="our menus" />)}</ServerRemoteContext.Provider>,
  );
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="remote-state-mf-menus">${JSON.stringify(HYDRATE)}</script>`;
  return document.getElementById('root')!;
}

function remoteThatHydrates() {
  return {
    contractVersion: CONTRACT_VERSION,
    mount: jest.fn((_element: HTMLElement, _props: MountProps) => ({ update: jest.fn(), unmount: jest.fn() })),
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  forgetRelease();
  (registerRemotes as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockReset();
  global.fetch = releaseFetch(release);
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

describe('RemoteSlot with the server’s HTML', () => {
  it('is ready at once, keeps the HTML through the shell’s hydration, and mounts the remote with hydrate', async () => {
    const remote = remoteThatHydrates();
    (loadRemote as jest.Mock).mockResolvedValue(remote);
    const container = serverPage();
    const host = container.querySelector('[data-remote-host="mf-menus"]')!;

    render(page(<RemoteSlot remote="mf-menus" label="our menus" />), { container, hydrate: true });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-remote-host="mf-menus"]')).toBe(host);
    expect(screen.getByRole('heading', { name: 'Our menus' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(remote.mount).toHaveBeenCalledWith(host, expect.objectContaining({ hydrate: HYDRATE, location: expect.objectContaining({ pathname: '/our-menu' }) }));
    expect(host.querySelector('h1')).toHaveTextContent('Our menus');
    expect(consoleError).not.toHaveBeenCalled();
    // Spent: a slot mounted later renders afresh.
    expect(document.getElementById('remote-state-mf-menus')).toBeNull();
  });

  it('keeps the server’s HTML readable when the remote’s script cannot load', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ unavailable: 'Failed to fetch' });
    const container = serverPage();
    render(page(<RemoteSlot remote="mf-menus" label="our menus" />), { container, hydrate: true });
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our menus' })).toBeVisible();
  });

  it('renders afresh, without hydrate, when the page carries no server render', async () => {
    const remote = remoteThatHydrates();
    (loadRemote as jest.Mock).mockResolvedValue(remote);
    render(page(<RemoteSlot remote="mf-menus" label="our menus" />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading our menus…');
    await act(async () => undefined);
    expect(remote.mount).toHaveBeenCalledWith(expect.any(HTMLElement), expect.not.objectContaining({ hydrate: expect.anything() }));
  });
});

/** A remote page with a search form, as its server entry and its browser build render it. */
function DishSearch() {
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(query);
      }}
    >
      <input aria-label="Dish" value={query} onChange={(event) => setQuery(event.target.value)} />
      <button type="submit">Search</button>
      <p>{sent ? `Results for ${sent}` : 'No search yet'}</p>
    </form>
  );
}

describe('RemoteSlot: what the visitor did before the remote hydrated', () => {
  it('hands text typed and a search sent before the remote’s script ran to the hydrated remote', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({
      contractVersion: CONTRACT_VERSION,
      mount: createReactMount(() => <DishSearch />, { name: 'mf-menus', version: '1.0.0' }),
    });
    const container = serverPage(renderToString(<DishSearch />));
    // Typed while the page was still loading, then the search sent once the shell's code ran.
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Dish' });
    field.value = 'Bouillabaisse';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    holdServerRenderedRemotes();
    screen.getByRole('button', { name: 'Search' }).click();

    render(page(<RemoteSlot remote="mf-menus" label="our menus" />), { container, hydrate: true });

    expect(await screen.findByText('Results for Bouillabaisse')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dish' })).toHaveValue('Bouillabaisse');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

