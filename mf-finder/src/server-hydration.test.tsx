import { within } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { MountFn, ShellEvent } from '@riviere/mf-contract';
import { describeHydrationContract, type HydrationCase } from '@riviere/remote-kit/testing';
import { TEST_CONFIG, type FakeApi } from './test-support/fake-api';
import { setPhone } from './test-support/render-app';
import { NOW, ORIGIN } from './test-support/server-props';

/** The browser's Geolocation API: one that answers with `position`, or none at all. */
function setGeolocation(position: { lat: number; lng: number } | 'missing') {
  const geolocation =
    position === 'missing'
      ? undefined
      : { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition) };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

/** The 'Use my location' button as a visitor meets it: `null` while it is hidden. */
const locateButton = (element: HTMLElement) => within(element).queryByRole('button', { name: 'Use my location' });
/** The same button in the page, hidden or not. */
const locateElement = (element: HTMLElement) => within(element).getByText('Use my location').closest('button');

const page = ([path, content]: [string, string | null]): HydrationCase<FakeApi> => ({
  path,
  keeps: (element) => {
    if (content) expect(element.textContent).toContain(content);
    else expect(element.textContent).toBe('');
    expect(element.textContent).not.toMatch(/Loading (the )?restaurants?…/);
  },
  loads: (api) => Object.values(api),
});

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
    props: () => {
      const events = new Subject<ShellEvent>();
      return { bus: { emit: (event) => events.next(event), events$: events }, mountWidget: jest.fn(() => ({ update: jest.fn(), unmount: jest.fn() })) };
    },
    settle: () => jest.advanceTimersByTimeAsync(0),
    beforeEach: () => {
      setPhone(false);
      // 20 seconds after the render: the same minute, so the status does not change.
      jest.useFakeTimers({ now: NOW + 20_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    },
    afterEach: () => jest.useRealTimers(),
  },
  (
    [
      ['/find-us', 'Find a restaurant'],
      ['/find-us?q=Bath', 'Maison Rivière Bath Widcombe'],
      ['/find-us?q=Nowhere', 'No locations found matching your query'],
      ['/restaurants', 'Maison Rivière Longleat Forest'],
      ['/restaurants/london', "Maison Rivière St Paul's"],
      ['/restaurants/bath/bath', 'Two mains for the price of one'],
      ['/restaurants/london/victoria/about', 'About Maison Rivière Victoria'],
      ['/restaurants/london/atlantis', null],
    ] as [string, string | null][]
  ).map(page),
  ({ serverRendered, inBrowser, mountProps, consoleErrors }) => {
    it('goes on from a hydrated restaurant to another one and to its about page: from the list, the page and its strip staying in place', async () => {
      const { element, hydrate } = await serverRendered('/restaurants/bath/bath');
      await inBrowser(async (mount, act, api) => {
        const strip = { update: jest.fn(), unmount: jest.fn() };
        const mountWidget = jest.fn(() => strip);
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, { ...mountProps('/restaurants/bath/bath', hydrate), mountWidget });
        });
        expect(api.searchRestaurants).not.toHaveBeenCalled();
        const heading = () => element.querySelector('h1')?.textContent;
        for (const [path, title] of [
          ['/restaurants/bath/bath-widcombe', 'Maison Rivière Bath Widcombe'],
          ['/restaurants/bath/bath-widcombe/book-now', 'Maison Rivière Bath Widcombe'],
        ]) {
          await act(async () => mounted?.update({ ...mountProps(path!, hydrate), mountWidget }));
          expect(heading()).toBe(title);
          expect(element.textContent).not.toMatch(/Loading (the )?restaurants?…/);
        }
        // Each new path is resolved from the list (which the browser's client keeps for an hour) …
        expect(api.searchRestaurants).toHaveBeenCalledTimes(2);
        expect(api.getRestaurantBySlugAndCity).not.toHaveBeenCalled();
        // … and the strip was placed once, then told of the other restaurant.
        expect(mountWidget).toHaveBeenCalledTimes(1);
        expect(strip.unmount).not.toHaveBeenCalled();
        expect(strip.update).toHaveBeenCalledWith({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'bath/bath-widcombe' } });
        expect(consoleErrors()).toEqual([]);
        await act(() => mounted?.unmount());
      });
    });

    it('hydrates the list on a phone, where the accordion takes over after the first frame, without a hydration error', async () => {
      setPhone(true);
      const { element, hydrate } = await serverRendered('/find-us?q=Bath');
      await inBrowser(async (mount, act, api) => {
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, mountProps('/find-us?q=Bath', hydrate));
        });
        const toggles = [...element.querySelectorAll('.fd-card__toggle')];
        expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
        expect(api.search).not.toHaveBeenCalled();
        expect(consoleErrors()).toEqual([]);
        await act(() => mounted?.unmount());
      });
    });

    it('offers "Use my location" once hydrated in a browser with geolocation, in the space the server kept, and it finds the restaurants near', async () => {
      setGeolocation({ lat: 51.5074123, lng: -0.1277999 });
      const { element, hydrate } = await serverRendered('/find-us');
      // The server's HTML (what a page without JavaScript keeps): no button to press.
      expect(locateButton(element)).toBeNull();
      expect(locateElement(element)).toBeDisabled();
      await inBrowser(async (mount, act, api) => {
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, mountProps('/find-us', hydrate));
        });
        const button = locateButton(element);
        expect(button).toBeVisible();
        expect(button).toBeEnabled();
        expect(consoleErrors()).toEqual([]);
        await act(async () => {
          button?.click();
          // The position, the search and the list's lazy chunk.
          await jest.advanceTimersByTimeAsync(100);
        });
        expect(api.searchByLocation).toHaveBeenCalledWith(51.50741, -0.1278);
        expect(within(element).getByRole('heading', { level: 2, name: '3 restaurants near your location' })).toBeInTheDocument();
        await act(() => mounted?.unmount());
      });
    });

    it('keeps the found restaurants on screen while "Use my location" appears as the page hydrates (no flash of the loading state)', async () => {
      setGeolocation({ lat: 51.5074123, lng: -0.1277999 });
      const { element, hydrate } = await serverRendered('/find-us?q=Bath');
      const cards = () => element.querySelectorAll('.fd-card__name').length;
      const shown = cards();
      expect(shown).toBeGreaterThan(1);
      // Every state the page passes through, as the visitor would see it between tasks and frames.
      const seen: number[] = [];
      const observer = new MutationObserver(() => seen.push(cards()));
      observer.observe(element, { childList: true, subtree: true });
      await inBrowser(async (mount, act) => {
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, mountProps('/find-us?q=Bath', hydrate));
          await jest.advanceTimersByTimeAsync(100);
        });
        observer.disconnect();
        expect(locateButton(element)).toBeVisible();
        expect(Math.min(shown, ...seen)).toBe(shown);
        expect(element.textContent).not.toMatch(/Loading (the )?restaurants?…/);
        expect(consoleErrors()).toEqual([]);
        await act(() => mounted?.unmount());
      });
    });

    it('keeps "Use my location" hidden and disabled after hydration in a browser without geolocation', async () => {
      setGeolocation('missing');
      const { element, hydrate } = await serverRendered('/find-us');
      await inBrowser(async (mount, act) => {
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, mountProps('/find-us', hydrate));
        });
        expect(element.textContent).toContain('Enter a postcode');
        expect(locateButton(element)).toBeNull();
        expect(locateElement(element)).toBeDisabled();
        expect(consoleErrors()).toEqual([]);
        await act(() => mounted?.unmount());
      });
    });

    it('keeps the status the server rendered, then follows the clock when the minute changes', async () => {
      const { element, hydrate } = await serverRendered('/restaurants/bath/bath');
      const statusText = () => element.querySelector('[data-testid="status-restaurant"]')?.textContent;
      // 22:30 in London, and still so in the browser's first frame.
      expect(statusText()).toBe('Closed · opens tomorrow 09:00');
      await inBrowser(async (mount, act) => {
        let mounted: ReturnType<MountFn> | undefined;
        await act(async () => {
          mounted = mount(element, mountProps('/restaurants/bath/bath', hydrate));
        });
        expect(statusText()).toBe('Closed · opens tomorrow 09:00');
        expect(consoleErrors()).toEqual([]);
        // 10½ hours on: 09:00 in London the next morning.
        await act(async () => {
          jest.advanceTimersByTime(10.5 * 3_600_000);
        });
        expect(statusText()).toBe('Open · closes 22:00');
        await act(() => mounted?.unmount());
      });
    });
  },
);
