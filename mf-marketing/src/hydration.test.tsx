import { Subject } from 'rxjs';
import { formSearch, type MountFn, type MountProps, type ServerRenderResult, type ShellEvent } from '@riviere/mf-contract';
import { GUID, OFFER, TEST_CONFIG, toLocation, type FakeApi } from './test-support/fake-api';
import { NOW, serverProps, type HydrationData } from './test-support/server-props';

type Act = (work: () => unknown) => Promise<void> | void;

// React's act() from the browser's own registry (the testing library sets this only for its copy).
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

/**
 * The server's render, from modules of its own (as in the site server: not the browser's React or
 * contexts), placed in the page with its state block's data, through JSON as in the page.
 */
async function serverRendered(path: string, widget = 'app') {
  let result: ServerRenderResult | undefined;
  await jest.isolateModulesAsync(async () => {
    // The fake from this registry too: its ApiErrors are the ones the server's query cache knows.
    const { createFakeApi } = await import('./test-support/fake-api');
    const api = createFakeApi();
    jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: () => api }));
    const server = await import('./server');
    result = await server.render(serverProps(path, { widget }));
  });
  if (!result) throw new Error('no server render');
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: NOW, version: __APP_VERSION__ })) as HydrationData;
  // As the browser's DOM holds it (attribute case and void tags as it writes them).
  return { element, html: element.innerHTML, hydrate };
}

/** `work` with the browser's `mount`, from modules of its own too (its lazy pages load inside), with `api` as its brand API. */
function inBrowser(work: (mount: MountFn, act: Act, api: FakeApi) => Promise<void>): Promise<void> {
  return jest.isolateModulesAsync(async () => {
    const { createFakeApi } = await import('./test-support/fake-api');
    const api = createFakeApi();
    jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiClientFor: () => api }));
    const [{ mount }, { act }] = await Promise.all([import('./mount'), import('react')]);
    // The lazy pages, loaded already: in the page their chunks arrive while hydrating; here, inside act().
    await Promise.all(LAZY_PAGES.map((load) => load()));
    await work(mount, act, api);
  });
}

/** A few turns of the event loop, so the lazy pages' imports resolve and hydrate inside act(). */
async function lazyPagesSettled() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const LAZY_PAGES = [
  () => import('./features/offer/components/offer-page'),
  () => import('./features/sign-up/components/sign-up-page'),
  () => import('./features/sign-up/components/sign-up-form'),
  () => import('./features/preferences/components/preferences-page'),
  () => import('./features/referral/components/refer-a-friend-page'),
  () => import('./features/referral/components/referral-page'),
  () => import('./features/contact/components/contact-form'),
];

function mountProps(path: string, hydrate: HydrationData, events = new Subject<ShellEvent>(), widget = 'app'): MountProps {
  return {
    widget,
    location: toLocation(path),
    navigate: jest.fn(),
    config: TEST_CONFIG,
    bus: { emit: (event) => events.next(event), events$: events },
    onError: jest.fn(),
    hydrate,
  };
}

/** Every call a page makes to load what it shows (sending a form is not loading). */
function loads(api: FakeApi) {
  return [api.offers.getOfferBySlug, api.content.searchRestaurants, api.content.getChoices, api.preferences.getCustomerPreferences, api.referral.getReferral];
}

describe('a server-rendered marketing page in the browser', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    document.body.replaceChildren();
  });

  it.each([
    [`/offer/${OFFER.slug}`, OFFER.title],
    ['/sign-up', 'Sign up for news and offers'],
    ['/refer-a-friend', 'Refer a friend'],
    ['/referral?code=RF-ABCDEFGH23', 'Amélie invited you to Maison Rivière'],
    [`/preferences/${GUID}`, 'Your preferences'],
  ])('hydrates %s from the carried state: same page, no request, no error', async (path, heading) => {
    const { element, html, hydrate } = await serverRendered(path);
    await inBrowser(async (mount, act, api) => {
      let mounted: ReturnType<MountFn> | undefined;
      await act(async () => {
        mounted = mount(element, mountProps(path, hydrate));
        await lazyPagesSettled();
      });
      expect(element.querySelector('h1')?.textContent).toBe(heading);
      // The preferences form fills its fields (react-hook-form sets them once hydrated); the others stay as served.
      if (!path.startsWith('/preferences/')) expect(element.innerHTML).toBe(html);
      for (const load of loads(api)) expect(load).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      await act(async () => {
        mounted?.unmount();
        await lazyPagesSettled(); // the mount unmounts on the next task
      });
    });
  });

  it('hydrates the contact form the site server rendered with a form token (the browser\'s address has none): the same form, no request, no error', async () => {
    const { element, hydrate } = await serverRendered(`/contact${formSearch({ token: 'signed.token' })}`, 'contact-form');
    const form = element.querySelector('form');
    await inBrowser(async (mount, act, api) => {
      let mounted: ReturnType<MountFn> | undefined;
      await act(async () => {
        mounted = mount(element, mountProps('/contact', hydrate, undefined, 'contact-form'));
        await lazyPagesSettled();
      });
      expect(element.querySelector('form')).toBe(form);
      expect(api.contact.getContactTypes).not.toHaveBeenCalled();
      expect(api.contact.getContactContent).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      await act(async () => {
        mounted?.unmount();
        await lazyPagesSettled();
      });
    });
  });

  it('fills the preferences form with what the server carried', async () => {
    const { element, hydrate } = await serverRendered(`/preferences/${GUID}`);
    await inBrowser(async (mount, act) => {
      let mounted: ReturnType<MountFn> | undefined;
      await act(async () => {
        mounted = mount(element, mountProps(`/preferences/${GUID}`, hydrate));
        await lazyPagesSettled();
      });
      expect(element.querySelector<HTMLInputElement>('input[name="firstName"]')?.value).toBe('Amélie');
      expect(element.querySelector<HTMLSelectElement>('select[name="favRestaurantCode"]')?.value).toBe('118');
      await act(async () => {
        mounted?.unmount();
        await lazyPagesSettled();
      });
    });
  });

  it('keeps an unknown offer the 404 it was on the server: empty, handed to the shell and sent to /page-not-found, nothing loaded', async () => {
    const { element, hydrate } = await serverRendered('/offer/no-such-offer');
    await inBrowser(async (mount, act, api) => {
      const events = new Subject<ShellEvent>();
      const seen: ShellEvent[] = [];
      events.subscribe((event) => seen.push(event));
      const props = mountProps('/offer/no-such-offer', hydrate, events);
      let mounted: ReturnType<MountFn> | undefined;
      await act(async () => {
        mounted = mount(element, props);
        await lazyPagesSettled();
      });
      expect(seen).toContainEqual({ type: 'page:not-found' });
      expect(element.textContent).toBe('');
      expect(api.offers.getOfferBySlug).not.toHaveBeenCalled();
      expect(props.navigate).toHaveBeenCalledWith('/page-not-found', { replace: true });
      expect(consoleError).not.toHaveBeenCalled();
      await act(async () => {
        mounted?.unmount();
        await lazyPagesSettled();
      });
    });
  });
});
