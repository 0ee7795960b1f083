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

it.each(['/careers/job-search?type=part-time', '/careers/job-search?location=Bath', '/careers/job/MR-1'])(
  '%s hydrates from the server’s state: the same HTML, no API call, no React error',
  async (path) => {
    const result = await serverRendered(path);
    const element = document.createElement('div');
    element.innerHTML = result.html;
    document.body.append(element);
    const served = element.innerHTML;
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
      // The first frame is the server's; only then does the browser look for a place (distances),
      // and show 'Use my location', which needs the page's scripts.
      const live = served.replace(' cr-place__near-me--waiting" disabled=""', '"');
      if (path.startsWith('/careers/job-search')) expect(live).not.toBe(served);
      if (!path.includes('location=')) expect(element.innerHTML).toBe(live);
      expect(element.querySelectorAll('h1')).toHaveLength(1);
      expect(api.getBrandSettings).not.toHaveBeenCalled();
      expect(api.getJobs).not.toHaveBeenCalled();
      expect(api.getJob).not.toHaveBeenCalled();
      expect(api.getRestaurant).not.toHaveBeenCalled();
      // Distances are the browser's: it looks for the place once hydrated.
      if (path.includes('location=')) expect(api.getLocations).toHaveBeenCalledWith('Bath', expect.any(String));
      else expect(api.getLocations).not.toHaveBeenCalled();
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
