import { Subject } from 'rxjs';
import { formSearch, type MountFn, type ShellEvent } from '@riviere/mf-contract';
import { describeHydrationContract, type HydrationCase } from '@riviere/remote-kit/testing';
import { GUID, OFFER, TEST_CONFIG, type FakeApi } from './test-support/fake-api';
import { NOW, ORIGIN } from './test-support/server-props';

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

/** Every call a page makes to load what it shows (sending a form is not loading). */
function loads(api: FakeApi) {
  return [api.offers.getOfferBySlug, api.content.searchRestaurants, api.content.getChoices, api.preferences.getCustomerPreferences, api.referral.getReferral];
}

const page = ([path, heading]: [string, string]): HydrationCase<FakeApi> => ({
  path,
  loads,
  keeps: (element, { parsed }) => {
    expect(element.querySelector('h1')?.textContent).toBe(heading);
    // The preferences form fills its fields (react-hook-form sets them once hydrated); the others stay as served.
    if (!path.startsWith('/preferences/')) expect(element.innerHTML).toBe(parsed);
  },
});

const contactForm: HydrationCase<FakeApi> = {
  name: 'the contact form the site server rendered with a form token (the browser’s address has none)',
  widget: 'contact-form',
  path: `/contact${formSearch({ token: 'signed.token' })}`,
  browserPath: '/contact',
  takesOver: ['form'],
  loads: (api) => [api.contact.getContactTypes, api.contact.getContactContent],
};

describeHydrationContract<FakeApi>(
  {
    config: TEST_CONFIG,
    now: NOW,
    origin: ORIGIN,
    version: __APP_VERSION__,
    // The fake from the registry it is used in: its ApiErrors are the ones that registry's query cache knows.
    fakeApi: async () => (await import('./test-support/fake-api')).createFakeApi(),
    useApi: (factory, api) => jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), [factory]: () => api })),
    server: () => import('./server'),
    mount: () => import('./mount'),
    // The lazy pages, loaded already: in the page their chunks arrive while hydrating; here, inside act().
    preload: () => Promise.all(LAZY_PAGES.map((load) => load())),
    props: () => {
      const events = new Subject<ShellEvent>();
      return { bus: { emit: (event) => events.next(event), events$: events } };
    },
    settle: lazyPagesSettled,
  },
  [
    ...(
      [
        [`/offer/${OFFER.slug}`, OFFER.title],
        ['/sign-up', 'Sign up for news and offers'],
        ['/refer-a-friend', 'Refer a friend'],
        ['/referral?code=RF-ABCDEFGH23', 'Amélie invited you to Maison Rivière'],
        [`/preferences/${GUID}`, 'Your preferences'],
      ] as [string, string][]
    ).map(page),
    contactForm,
  ],
  ({ serverRendered, inBrowser, mountProps, consoleErrors }) => {
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
        const props = mountProps('/offer/no-such-offer', hydrate, { bus: { emit: (event) => events.next(event), events$: events } });
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, props);
          await lazyPagesSettled();
        });
        expect(seen).toContainEqual({ type: 'page:not-found' });
        expect(element.textContent).toBe('');
        expect(api.offers.getOfferBySlug).not.toHaveBeenCalled();
        expect(props.navigate).toHaveBeenCalledWith('/page-not-found', { replace: true });
        expect(consoleErrors()).toEqual([]);
        await act(async () => {
          mounted?.unmount();
          await lazyPagesSettled();
        });
      });
    });
  },
);
