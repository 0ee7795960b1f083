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
import { createWidgetHost, HostedWidgets } from './widget-host';

const release = {
  remotes: {
    'mf-menus': 'http://remotes.test/mf-menus/1.0.0/mf-manifest.json',
    'mf-booking': 'http://remotes.test/mf-booking/1.0.0/mf-manifest.json',
  },
};
/** The remote's server HTML, with markup a browser writes back differently (unquoted, void tags). */
const SERVER_HTML = '<h1 class="menus">Our menus</h1><p>Served <b>12:00</b>–22:00<br/>daily &amp; late</p>';
const HYDRATE = { state: { queries: { menus: { data: ['À la carte'] } } }, now: 1_790_000_000_000, version: '1.0.0' };

function services(widgets = createWidgetHost()): ShellServices {
  return {
    config: { brandKey: 'test', siteName: 'Maison Rivière', apiBase: '' },
    api: { content: { getBrandSettings: () => new Promise(() => undefined), getPage: async () => null } } as unknown as ShellApi,
    bus: createEventBus(),
    widgets,
    initial: {},
  };
}

const page = (ui: ReactElement, shell = services()) => (
  <ShellProvider value={shell}>
    <MemoryRouter initialEntries={['/our-menu']}>{ui}</MemoryRouter>
  </ShellProvider>
);

/** The page as the site server sends it: the shell's server render with the remote's HTML, and its state block. */
function serverPage(remoteHtml = SERVER_HTML): HTMLElement {
  const html = renderToString(
    <ServerRemoteContext.Provider value={[{ key: 'mf-menus', html: remoteHtml }]}>{page(<RemoteSlot remote="mf-menus" label="our menus" />)}</ServerRemoteContext.Provider>,
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


const STRIP_HTML = '<section id="booking-area"><h2>Book a table</h2><select aria-label="Restaurant"><option value="">Choose a restaurant</option></select></section>';
const STRIP_STATE = { state: { booking: { step: 'restaurant' } }, now: 1_790_000_000_000, version: '1.0.0' };

describe('a widget with the server’s HTML', () => {
  it('the home page’s strip: its slot is ready at once and mf-booking hydrates it from its own state block', async () => {
    const remote = remoteThatHydrates();
    (loadRemote as jest.Mock).mockResolvedValue(remote);
    const strip = <RemoteSlot remote="mf-booking" widget="booking-strip" label="table booking" variant="widget" />;
    const html = renderToString(<ServerRemoteContext.Provider value={[{ key: 'mf-booking/booking-strip', html: STRIP_HTML }]}>{page(strip)}</ServerRemoteContext.Provider>);
    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="remote-state-mf-booking-booking-strip">${JSON.stringify(STRIP_STATE)}</script>`;
    const container = document.getElementById('root')!;
    const host = container.querySelector('[data-remote-host="mf-booking/booking-strip"]')!;
    expect(container.querySelector('[data-slot="mf-booking"]')).toHaveAttribute('data-state', 'ready');

    render(page(strip), { container, hydrate: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(remote.mount).toHaveBeenCalledWith(host, expect.objectContaining({ widget: 'booking-strip', hydrate: STRIP_STATE }));
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    expect(document.getElementById('remote-state-mf-booking-booking-strip')).toBeNull();
  });

  /** A restaurant page as the site server sends it: the finder's element for the strip, filled with the strip's server HTML. */
  function restaurantPage() {
    document.body.innerHTML = `<div id="page"><div data-widget-host="mf-booking/booking-strip">${STRIP_HTML}</div></div><script type="application/json" id="remote-state-mf-booking-booking-strip">${JSON.stringify(STRIP_STATE)}</script>`;
    const element = document.querySelector<HTMLElement>('[data-widget-host]')!;
    const widgets = createWidgetHost();
    render(page(<HostedWidgets />, services(widgets)));
    return { element, widgets };
  }

  it('the restaurant page’s strip: mf-booking hydrates it where the finder placed it, with no slot of the shell’s around it', async () => {
    const remote = remoteThatHydrates();
    (loadRemote as jest.Mock).mockResolvedValue(remote);
    const { element, widgets } = restaurantPage();
    const select = element.querySelector('select');

    await act(async () => {
      widgets.mount(element, { remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'london/greenwich' } });
    });
    expect(remote.mount).toHaveBeenCalledWith(element, expect.objectContaining({ widget: 'booking-strip', params: { restaurant: 'london/greenwich' }, hydrate: STRIP_STATE }));
    expect(element.querySelector('select')).toBe(select);
    expect(element.querySelector('.remote-slot')).toBeNull();
    expect(document.getElementById('remote-state-mf-booking-booking-strip')).toBeNull();
  });

  it('the restaurant page’s strip stays readable when mf-booking’s script cannot load', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ unavailable: 'Failed to fetch' });
    const { element, widgets } = restaurantPage();
    await act(async () => {
      widgets.mount(element, { remote: 'mf-booking', widget: 'booking-strip' });
    });
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the restaurant page’s strip renders afresh in a slot, with its fallback, when it fails once live', async () => {
    let fail: (error: Error) => void = () => undefined;
    (loadRemote as jest.Mock).mockResolvedValue({
      contractVersion: CONTRACT_VERSION,
      mount: jest.fn((_element: HTMLElement, props: MountProps) => {
        fail = props.onError;
        return { update: jest.fn(), unmount: jest.fn() };
      }),
    });
    const { element, widgets } = restaurantPage();
    await act(async () => {
      widgets.mount(element, { remote: 'mf-booking', widget: 'booking-strip' });
    });
    await act(async () => fail(new Error('render error')));
    await act(async () => undefined);
    expect(element.querySelector('[data-slot="mf-booking"]')).not.toBeNull();
  });
});
