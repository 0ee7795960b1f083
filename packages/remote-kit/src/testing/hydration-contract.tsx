import { EMPTY } from 'rxjs';
import type { HydrationData, MountFn, MountedRemote, MountProps, ServerRenderProps, ServerRenderResult, SiteConfig } from '@riviere/mf-contract';

/**
 * The hydration contract every remote's server entry and `./mount` keep together, as one jest
 * suite (jest only): the site server renders a route or widget with `render(props)` and writes
 * its state in the page; the browser's `mount` takes that HTML over from the state — what it
 * shows kept, no request for what the state carries, no React error.
 *
 * Server and browser each run from a module registry of their own (`jest.isolateModulesAsync`),
 * as in the site server and the page: neither shares the other's React, contexts or query cache.
 */

/** React's act() from the browser's registry. */
export type Act = (work: () => unknown) => Promise<void> | void;

/** Which of the remote's API factories a side uses: the server entry's, or the browser's. */
export type ApiFactory = 'apiForServer' | 'apiClientFor';

export interface HydrationSetup<Api> {
  config: SiteConfig;
  /** The instant the server renders for; the state block carries it (`hydrate.now`). */
  now: number;
  /** The site's public origin the server renders for. */
  origin: string;
  /** The remote's build version (`__APP_VERSION__`): the browser hydrates only its own version's HTML. */
  version: string;
  /** A fake brand API, built in the registry it is called from (so its errors are that registry's). */
  fakeApi: () => Api | Promise<Api>;
  /**
   * Has the remote's `factory` answer with `api`, in the registry it is called from. Written in
   * the remote's test file, since a mocked module's path is the caller's:
   * `(factory, api) => jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), [factory]: () => api }))`.
   */
  useApi: (factory: ApiFactory, api: Api) => void;
  /** The remote's server entry and `./mount`, imported in the remote's test file. */
  server: () => Promise<{ render(props: ServerRenderProps): Promise<ServerRenderResult> }>;
  mount: () => Promise<{ mount: MountFn }>;
  /** Loads what a page would load while hydrating (lazy chunks), before the browser mounts. */
  preload?: () => Promise<unknown>;
  /** Props every mount gets besides the defaults (a bus that hears itself, `mountWidget`). */
  props?: () => Partial<MountProps>;
  /**
   * What the browser is given inside act() after mounting and after unmounting (React unmounts
   * on the next task): one task unless given (a remote on fake timers advances them instead).
   */
  settle?: () => Promise<unknown>;
  beforeEach?: () => void;
  afterEach?: () => void;
}

/** One page or widget the server renders and the browser hydrates. */
export interface HydrationCase<Api> {
  /** Names the test: what the visitor opens ('the strip on the home page'); the path unless given. */
  name?: string;
  path: string;
  /** 'app' (the remote's routes) unless given. */
  widget?: string;
  params?: Record<string, string>;
  /** The browser's address, when it differs from the server's (a form token in the server's query). */
  browserPath?: string;
  /** Sets the server's fake API up before it renders (an answer other than the usual). */
  answer?: (api: Api) => void;
  /** The browser's clock (`Date.now`) while it hydrates, when it must be the instant the page was rendered for. */
  browserNow?: number;
  /** Elements the browser must take over, not replace: the first match of each is the same node after hydrating. */
  takesOver?: readonly string[];
  /** The calls that load what the state carries: the browser makes none of them. */
  loads: (api: Api) => readonly unknown[];
  /** What the hydrated page keeps of what the server sent (and any call the browser does make). */
  keeps?: (element: HTMLElement, page: ServerRenderedPage, api: Api) => void;
}

/** The server's render, placed in the page as the site server places it. */
export interface ServerRenderedPage {
  /** A `<div>` in the document holding the server's HTML: the element `mount` is given. */
  element: HTMLDivElement;
  /** The HTML as the server sent it. */
  html: string;
  /** The same as the browser's DOM holds it (attribute case and void tags as it writes them). */
  parsed: string;
  /** What the page's state block carries, through JSON as in the page. */
  hydrate: HydrationData;
  result: ServerRenderResult;
}

/** What a remote's own hydration tests get inside the contract suite. */
export interface HydrationFixture<Api> {
  /** What the site server hands the server entry for `path`. */
  serverProps(path: string, extra?: Partial<ServerRenderProps>): ServerRenderProps;
  /** The server's render of `path`, from modules of its own, placed in the page. */
  serverRendered(path: string, options?: { extra?: Partial<ServerRenderProps>; answer?: (api: Api) => void }): Promise<ServerRenderedPage>;
  /** The props the shell passes to hydrate `path`: mock `navigate`/`onError`, a silent bus unless the setup gives one. */
  mountProps(path: string, hydrate: HydrationData | undefined, overrides?: Partial<MountProps>): MountProps;
  /** `work` with the browser's `mount`, from modules of its own too, with `api` as its brand API. */
  inBrowser(work: (mount: MountFn, act: Act, api: Api) => Promise<void>): Promise<void>;
  /** What the running test has logged with `console.error` so far (React's hydration errors among it), one line a call. */
  consoleErrors(): string[];
}

function toLocation(path: string): MountProps['location'] {
  const url = new URL(path, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** What the site server hands a server entry for `path`, at `now`, with a server token good for an hour. */
export function serverPropsFor({ config, now, origin }: Pick<HydrationSetup<unknown>, 'config' | 'now' | 'origin'>) {
  return (path: string, extra: Partial<ServerRenderProps> = {}): ServerRenderProps => ({
    widget: 'app',
    location: toLocation(path),
    config,
    origin,
    now,
    api: { baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: now + 3_600_000 } },
    ...extra,
  });
}

/** Rendered HTML as a visitor reads it: tags out, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const oneTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function hydrationFixture<Api>(setup: HydrationSetup<Api>, consoleError: () => jest.SpyInstance): HydrationFixture<Api> {
  const serverProps = serverPropsFor(setup);
  return {
    serverProps,
    consoleErrors: () => consoleError().mock.calls.map((call: unknown[]) => call.map(String).join(' ')),
    async serverRendered(path, { extra, answer } = {}) {
      let result: ServerRenderResult | undefined;
      await jest.isolateModulesAsync(async () => {
        const api = await setup.fakeApi();
        answer?.(api);
        setup.useApi('apiForServer', api);
        const server = await setup.server();
        result = await server.render(serverProps(path, extra));
      });
      if (!result) throw new Error('no server render');
      const element = document.body.appendChild(document.createElement('div'));
      element.innerHTML = result.html;
      // As the site server writes the state block (shell/server remote-page.ts): the parts the render named go with it.
      const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: setup.now, version: setup.version, ...(result.parts ? { parts: result.parts } : {}) })) as HydrationData;
      return { element, html: result.html, parsed: element.innerHTML, hydrate, result };
    },
    mountProps: (path, hydrate, overrides = {}) => ({
      widget: 'app',
      location: toLocation(path),
      navigate: jest.fn(),
      config: setup.config,
      bus: { emit: jest.fn(), events$: EMPTY },
      onError: jest.fn(),
      ...setup.props?.(),
      ...(hydrate ? { hydrate } : {}),
      ...overrides,
    }),
    inBrowser(work) {
      return jest.isolateModulesAsync(async () => {
        const api = await setup.fakeApi();
        setup.useApi('apiClientFor', api);
        const [{ mount }, { act }] = await Promise.all([setup.mount(), import('react')]);
        await setup.preload?.();
        await work(mount, act, api);
      });
    },
  };
}

/**
 * Declares the hydration suite for one remote: each case rendered by the server entry and
 * hydrated by `./mount`; `own` declares the remote's own hydration tests in the same suite.
 */
export function describeHydrationContract<Api>(setup: HydrationSetup<Api>, cases: readonly HydrationCase<Api>[], own?: (fixture: HydrationFixture<Api>) => void): void {
  let consoleError: jest.SpyInstance;
  const fixture = hydrationFixture(setup, () => consoleError);
  const settle = setup.settle ?? oneTask;

  describe('hydration (the server’s HTML taken over by ./mount)', () => {
    let actEnvironment: unknown;
    beforeAll(() => {
      // act() from the browser's registry (the testing library sets this only around its own).
      actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    });
    afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));
    beforeEach(() => {
      setup.beforeEach?.();
      consoleError = jest.spyOn(console, 'error');
    });
    afterEach(() => {
      consoleError.mockRestore();
      setup.afterEach?.();
      document.body.replaceChildren();
    });

    it.each(cases.map((c) => [c.name ?? c.path, c] as const))(
      '%s hydrates from the server’s render: what it shows kept, no request for what the state carries, no React error',
      async (_name, { path, widget = 'app', params, browserPath = path, answer, browserNow, takesOver = [], loads, keeps }) => {
        const page = await fixture.serverRendered(path, { extra: { widget, ...(params ? { params } : {}) }, answer });
        const { element } = page;
        const served = takesOver.map((selector) => element.querySelector(selector));
        for (const node of served) expect(node).not.toBeNull();
        const clock = browserNow === undefined ? undefined : jest.spyOn(Date, 'now').mockReturnValue(browserNow);
        try {
          await fixture.inBrowser(async (mount, act, api) => {
            let remote: MountedRemote | undefined;
            await act(async () => {
              remote = mount(element, fixture.mountProps(browserPath, page.hydrate, { widget, ...(params ? { params } : {}) }));
              await settle();
            });
            keeps?.(element, page, api);
            takesOver.forEach((selector, at) => expect(element.querySelector(selector)).toBe(served[at]));
            for (const load of loads(api)) expect(load).not.toHaveBeenCalled();
            await act(async () => {
              remote?.unmount();
              await settle();
            });
          });
        } finally {
          clock?.mockRestore();
        }
        expect(fixture.consoleErrors()).toEqual([]);
      },
    );

    own?.(fixture);
  });
}
