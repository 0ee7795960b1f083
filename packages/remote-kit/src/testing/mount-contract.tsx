import { act, screen, waitFor, within, type ByRoleMatcher } from '@testing-library/react';
import { EMPTY } from 'rxjs';
import { CONTRACT_VERSION, type MountedRemote, type MountProps, type RemoteModule, type SiteConfig, type WidgetRef } from '@riviere/mf-contract';

/**
 * The shell contract every remote's `./mount` module keeps, as one jest suite (jest only: it
 * declares `describe`/`it` and uses jest's globals):
 * - it exports the current `CONTRACT_VERSION`;
 * - `mount(element, props)` renders into the element, names its build on it (`data-remote`) and
 *   builds its API client from the shell's config; `update()` follows a new location; `unmount()`
 *   empties the element (React unmounts on the next task, hence the fake timers);
 * - a link hands navigation to the shell's `navigate` instead of pushing browser history;
 * - an unknown widget is reported through `onError` as `<remote> has no widget "<widget>"`.
 */

/** What a test expects on screen: an accessible element (a link may be checked for its href), or a custom check. */
export type Shows =
  | { role: ByRoleMatcher; name: string; level?: number; href?: string }
  | ((element: HTMLElement) => Promise<void>);

export interface MountContract {
  remote: WidgetRef['remote'];
  module: RemoteModule;
  config: SiteConfig;
  /** The remote's API factory, mocked by the test file: mounting builds the client from `config`. */
  apiClientFor: (config: SiteConfig) => unknown;
  /** Runs before each test (e.g. a viewport size). */
  beforeEach?: () => void;
  /** The first mount ('app' widget unless `widget` is given) and what it shows. */
  mounts: { path: string; widget?: string; shows: Shows };
  /** Where `update()` moves the mounted remote, and what it shows there. */
  update?: { path: string; shows: Shows };
  /** A link the remote renders at `path`, and where clicking it asks the shell to go. */
  navigation?: { path: string; link: string; to: string };
  /** A widget name the remote does not have, mounted at `path`. */
  unknownWidget: { path: string; widget: string };
}

/** What a remote's own tests get inside the contract suite. */
export interface MountFixture {
  /** The running test's element: a fresh `<div>` in the page, removed after the test. */
  element(): HTMLDivElement;
  /** The props the shell passes for `path`: the 'app' widget, mock `navigate`/`onError`, a silent bus. */
  props(path: string, overrides?: Partial<MountProps>): MountProps;
  /** Mounts the remote into `element()` inside `act()`, as the shell does. */
  mount(props: MountProps): MountedRemote;
}

function toLocation(path: string): MountProps['location'] {
  const url = new URL(path, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

async function expectShown(element: HTMLElement, shows: Shows): Promise<void> {
  if (typeof shows === 'function') return shows(element);
  const found = await within(element).findByRole(shows.role, { name: shows.name, level: shows.level });
  if (shows.href === undefined) expect(found).toBeInTheDocument();
  else expect(found).toHaveAttribute('href', shows.href);
}

/** Unmounts and runs the deferred React unmount, then expects the element emptied. */
function expectUnmountEmpties(remote: MountedRemote, element: HTMLElement): void {
  expect(element).not.toBeEmptyDOMElement();
  jest.useFakeTimers();
  try {
    remote.unmount();
    act(() => jest.runAllTimers()); // React is unmounted on the next task, outside the shell's render
  } finally {
    jest.useRealTimers();
  }
  expect(element).toBeEmptyDOMElement();
}

/**
 * Declares the contract suite for one remote; `own` declares the remote's own tests in the same
 * suite, with the same element and props.
 */
export function describeMountContract(contract: MountContract, own?: (fixture: MountFixture) => void): void {
  const { remote, module, config } = contract;
  let element: HTMLDivElement;
  const fixture: MountFixture = {
    element: () => element,
    props: (path, overrides = {}) => ({
      widget: 'app',
      location: toLocation(path),
      navigate: jest.fn(),
      config,
      bus: { emit: jest.fn(), events$: EMPTY },
      onError: jest.fn(),
      ...overrides,
    }),
    mount(props) {
      let mounted!: MountedRemote;
      act(() => {
        mounted = module.mount(element, props);
      });
      return mounted;
    },
  };

  describe('mount (the ./mount module the shell loads)', () => {
    beforeEach(() => {
      contract.beforeEach?.();
      element = document.body.appendChild(document.createElement('div'));
    });
    afterEach(() => element.remove());

    it('speaks the current contract version', () => {
      expect(module.contractVersion).toBe(CONTRACT_VERSION);
    });

    const { mounts, update } = contract;
    it(`mounts into an element${update ? ', follows update() to a new location' : ''} and cleans up on unmount()`, async () => {
      const first = fixture.props(mounts.path, { widget: mounts.widget ?? 'app' });
      const mounted = fixture.mount(first);
      expect(element.dataset.remote).toBe(remote);
      expect(contract.apiClientFor).toHaveBeenLastCalledWith(config);
      await expectShown(element, mounts.shows);

      if (update) {
        act(() => mounted.update({ ...first, location: toLocation(update.path) }));
        await expectShown(element, update.shows);
      }
      await act(async () => undefined); // what the page still fetches settles before it is unmounted
      expectUnmountEmpties(mounted, element);
    });

    const { navigation } = contract;
    if (navigation) {
      it('hands navigation to the shell instead of owning a history', async () => {
        const navigate = jest.fn();
        const historyLength = window.history.length;
        fixture.mount(fixture.props(navigation.path, { navigate }));
        const link = await within(element).findByRole('link', { name: navigation.link });
        act(() => link.click());
        expect(navigate).toHaveBeenCalledWith(navigation.to);
        expect(window.history.length).toBe(historyLength);
      });
    }

    it('reports an unknown widget to the shell through onError', async () => {
      const { path, widget } = contract.unknownWidget;
      const onError = jest.fn();
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      // Outside act(), as in a browser: act() would rethrow the error instead of letting React report it.
      const actEnvironment: unknown = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
      try {
        module.mount(element, fixture.props(path, { widget, onError }));
        await waitFor(() => expect(onError).toHaveBeenCalled());
        expect(onError).toHaveBeenCalledWith(new Error(`${remote} has no widget "${widget}"`));
        expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      } finally {
        Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
        consoleError.mockRestore();
      }
    });

    own?.(fixture);
  });
}
