import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { createReactMount, type MountProps, type ServerRenderResult, type ShellEvent } from '@riviere/mf-contract';
import { RemoteRoot, hydrateStateOf, useNow } from './remote-root';
import { FakeApp, type FakeApi } from './test-support/fake-remote';
import { NOW, fakeApi } from './test-support/server-props';

const VERSION = '1.2.3';

// The server render's streams, which jsdom leaves out (the site server runs it in Node).
beforeAll(() => Object.assign(globalThis, { ReadableStream: NodeReadableStream, setImmediate: nodeSetImmediate }));

/** The server's render, from modules of its own (as in the site server: not the browser's React or contexts). */
async function serverRendered(pathname: string) {
  let result: ServerRenderResult | undefined;
  await jest.isolateModulesAsync(async () => {
    const server = await import('./server-render');
    const remote = await import('./test-support/fake-remote');
    const fixtures = await import('./test-support/server-props');
    const render = server.createServerRender({ name: 'mf-fake', version: VERSION, App: remote.FakeApp, apiFor: fixtures.fakeApi });
    result = await render(fixtures.serverProps(pathname));
  });
  if (!result) throw new Error('no server render');
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  // What the page's state block carries, through JSON as in the page.
  const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: NOW, version: VERSION })) as MountProps['hydrate'];
  return { element, html: result.html, hydrate };
}

function mountProps(pathname: string, hydrate: MountProps['hydrate']): MountProps {
  const events = new Subject<ShellEvent>();
  return {
    widget: 'app',
    location: { pathname, search: '', hash: '' },
    navigate: jest.fn(),
    config: { brandKey: 'riviere', siteName: 'Rivière', apiBase: '' },
    bus: { emit: (event) => events.next(event), events$: events },
    onError: jest.fn(),
    ...(hydrate ? { hydrate } : {}),
  };
}

function mountWith(api: FakeApi, version = VERSION) {
  return createReactMount(
    (props) => (
      <RemoteRoot hydrate={hydrateStateOf(props, version)}>
        <FakeApp props={props} api={api} />
      </RemoteRoot>
    ),
    { name: 'mf-fake', version },
  );
}

describe('a server-rendered remote in the browser', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
    jest.useFakeTimers({ now: NOW + 20_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    consoleError.mockRestore();
    document.body.replaceChildren();
  });

  it.each([['/our-menu/a-la-carte'], ['/our-menu/nope']])('hydrates %s from the carried state: same HTML, no request, no error', async (pathname) => {
    const { element, html, hydrate } = await serverRendered(pathname);
    const api = fakeApi();
    let mounted: ReturnType<ReturnType<typeof mountWith>> | undefined;
    await act(async () => {
      mounted = mountWith(api)(element, mountProps(pathname, hydrate));
    });
    expect(element.innerHTML).toBe(html);
    expect(api.menu).not.toHaveBeenCalled();
    expect(api.restaurant).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => mounted?.unmount());
  });

  it('moves the clock on when the minute changes, from the instant the server rendered for', async () => {
    const { element, hydrate } = await serverRendered('/our-menu/a-la-carte');
    await act(async () => {
      mountWith(fakeApi())(element, mountProps('/our-menu/a-la-carte', hydrate));
    });
    expect(element.textContent).toContain(new Date(NOW).toISOString());
    await act(async () => {
      jest.advanceTimersByTime(40_000);
    });
    expect(element.textContent).toContain(new Date(NOW + 60_000).toISOString());
  });

  it('renders afresh, loading its data, when the HTML came from another version', async () => {
    const { element, hydrate } = await serverRendered('/our-menu/a-la-carte');
    const api = fakeApi();
    await act(async () => {
      mountWith(api, '1.3.0')(element, mountProps('/our-menu/a-la-carte', hydrate));
    });
    expect(api.menu).toHaveBeenCalledTimes(1);
    expect(element.querySelector('h1')?.textContent).toBe('À la carte');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('the clock a remote is given', () => {
  afterEach(() => jest.useRealTimers());

  it('is the one useNow reads, first and at each minute, whatever the machine’s clock says', async () => {
    // The machine's clock is a year off; the remote's is the one a test (or a page) hands it.
    jest.useFakeTimers({ now: NOW - 365 * 86_400_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let time = NOW;
    const Now = () => <p>{new Date(useNow()).toISOString()}</p>;
    render(
      <RemoteRoot clock={() => time}>
        <Now />
      </RemoteRoot>,
    );
    expect(screen.getByText(new Date(NOW).toISOString())).toBeInTheDocument();
    time = NOW + 60_000;
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(new Date(NOW + 60_000).toISOString())).toBeInTheDocument();
  });
});
