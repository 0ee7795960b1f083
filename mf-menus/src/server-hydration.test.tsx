import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { EMPTY } from 'rxjs';
import type { MountFn, MountProps, ServerRenderResult } from '@riviere/mf-contract';
import { createFakeApi, TEST_CONFIG, toLocation, type FakeApi } from './test-support/render-app';
import { NOW, serverProps } from './test-support/server-props';

type Act = (work: () => unknown) => Promise<void> | void;

// The server render's streams, which jsdom leaves out (the site server runs it in Node).
beforeAll(() => Object.assign(globalThis, { ReadableStream: NodeReadableStream, setImmediate: nodeSetImmediate }));

/** The server's render, from modules of its own (as in the site server: not the browser's React or contexts). */
async function serverRendered(path: string): Promise<ServerRenderResult> {
  let result: ServerRenderResult | undefined;
  await jest.isolateModulesAsync(async () => {
    const api = createFakeApi();
    jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: () => api }));
    const server = await import('./server');
    result = await server.render(serverProps(path));
  });
  if (!result) throw new Error('no server render');
  return result;
}

/** `work` with the browser's `mount`, from modules of its own too, with `api` as its brand API. */
function inBrowser(work: (mount: MountFn, act: Act, api: FakeApi) => Promise<void>): Promise<void> {
  return jest.isolateModulesAsync(async () => {
    const api = createFakeApi();
    jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: () => api }));
    const [{ mount }, { act }] = await Promise.all([import('./mount'), import('react')]);
    await work(mount, act, api);
  });
}

it.each(['/our-menu?diet=vegan', '/our-menu/a-la-carte', '/restaurants/london/greenwich/menu/kids'])(
  '%s hydrates from the server’s state: the same HTML, no API call, no React error',
  async (path) => {
    const result = await serverRendered(path);
    const element = document.createElement('div');
    element.innerHTML = result.html;
    document.body.append(element);
    // What the page's state block carries, through JSON as in the page.
    const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: NOW, version: __APP_VERSION__ })) as MountProps['hydrate'];
    const errors = jest.spyOn(console, 'error');
    await inBrowser(async (mount, act, api) => {
      const props: MountProps = {
        widget: 'app',
        location: toLocation(path),
        navigate: jest.fn(),
        config: TEST_CONFIG,
        bus: { emit: jest.fn(), events$: EMPTY },
        onError: jest.fn(),
        ...(hydrate ? { hydrate } : {}),
      };
      let remote: ReturnType<MountFn> | undefined;
      await act(async () => {
        remote = mount(element, props);
      });
      expect(element.innerHTML).toBe(result.html);
      expect(element.querySelectorAll('h1')).toHaveLength(1);
      expect(api.getMenus).not.toHaveBeenCalled();
      expect(api.getMenu).not.toHaveBeenCalled();
      expect(api.getRestaurantBySlugAndCity).not.toHaveBeenCalled();
      // The root unmounts on the next task.
      await act(async () => {
        remote!.unmount();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    });
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
    errors.mockRestore();
    element.remove();
  },
);
