import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { EMPTY } from 'rxjs';
import { formSearch, type MountFn, type MountProps, type ServerRenderProps, type ServerRenderResult } from '@riviere/mf-contract';
import { createFakeApi, TEST_CONFIG, toLocation, type FakeApi } from './test-support/fake-api';

type Act = (work: () => unknown) => Promise<void> | void;

// The server render's streams, which jsdom leaves out (the site server runs it in Node).
beforeAll(() => Object.assign(globalThis, { ReadableStream: NodeReadableStream, setImmediate: nodeSetImmediate }));

/** The instant the page rendered for: the browser's clock is later (the state carries the journey). */
const NOW = Date.parse('2026-11-21T10:00:00Z');

/** The server's render, from modules of its own (as in the site server: not the browser's React or contexts). */
async function serverRendered(path: string, params?: Record<string, string>, answer: (api: FakeApi) => void = () => undefined, widget = 'booking-strip'): Promise<ServerRenderResult> {
  let result: ServerRenderResult | undefined;
  await jest.isolateModulesAsync(async () => {
    const api = createFakeApi();
    answer(api);
    jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: () => api }));
    const server = await import('./server');
    const props: ServerRenderProps = {
      widget,
      location: toLocation(path),
      config: TEST_CONFIG,
      origin: 'https://www.maison-riviere.test',
      now: NOW,
      api: { baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 } },
      ...(params ? { params } : {}),
    };
    result = await server.render(props);
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

/** Late in the evening the day's occasions are refused (no sitting left): that answer is carried too. */
const noOccasionsToday = (api: FakeApi) => {
  api.booking.getOccasions.mockImplementation(async (storeId: number, date?: string) => {
    if (date) throw Object.assign(new Error('No occasions for this date'), { status: 404 });
    return { storeId, date: null, occasions: [], bookingHorizon: null };
  });
};

it.each([
  ['the home page', '/', undefined, undefined],
  ['a restaurant page', '/restaurants/london/greenwich', { restaurant: 'london/greenwich' }, undefined],
  ['a restaurant page whose day has no occasions left', '/restaurants/london/greenwich', { restaurant: 'london/greenwich' }, noOccasionsToday],
])('the strip on %s hydrates from the server’s journey: the same HTML, no API call, no React error', async (_page, path, params, answer) => {
  const result = await serverRendered(path, params, answer);
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  const select = element.querySelector('select');
  const parsed = element.innerHTML;
  // What the page's state block carries, through JSON as in the page.
  const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: NOW, version: __APP_VERSION__ })) as MountProps['hydrate'];
  const errors = jest.spyOn(console, 'error');
  await inBrowser(async (mount, act, api) => {
    const props: MountProps = {
      widget: 'booking-strip',
      location: toLocation(path),
      navigate: jest.fn(),
      config: TEST_CONFIG,
      bus: { emit: jest.fn(), events$: EMPTY },
      onError: jest.fn(),
      ...(params ? { params } : {}),
      ...(hydrate ? { hydrate } : {}),
    };
    let remote: ReturnType<MountFn> | undefined;
    await act(async () => {
      remote = mount(element, props);
    });
    expect(element.innerHTML === parsed).toBe(true);
    // The server's own elements were taken over, not replaced.
    expect(element.querySelector('select')).toBe(select);
    expect(api.content.searchRestaurants).not.toHaveBeenCalled();
    expect(api.booking.getOccasions).not.toHaveBeenCalled();
    // The root unmounts on the next task.
    await act(async () => {
      remote!.unmount();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });
  expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  errors.mockRestore();
  element.remove();
});

it.each([
  ['its search', '/restaurants/london/greenwich/book'],
  ['its free times', '/restaurants/london/greenwich/book?step=times&date=2026-12-19&time=19:30&covers=2'],
  ['its details form, shown again with the typing and problems', '/restaurants/london/greenwich/book?step=details&date=2026-12-19&time=19:30&covers=2&slot=19:45&slotOccasion=11902&formToken=t.o.k&typed.firstName=Am%C3%A9lie&problem.lastName=Last+name+is+required.'],
])('the booking page without JavaScript hydrates %s from the server’s view when scripts run: the same HTML, no API call, no React error', async (_step, path) => {
  const result = await serverRendered(path, undefined, undefined, 'app');
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  const parsed = element.innerHTML;
  const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: NOW, version: __APP_VERSION__ })) as MountProps['hydrate'];
  const errors = jest.spyOn(console, 'error');
  await inBrowser(async (mount, act, api) => {
    const props: MountProps = { widget: 'app', location: toLocation(path), navigate: jest.fn(), config: TEST_CONFIG, bus: { emit: jest.fn(), events$: EMPTY }, onError: jest.fn(), ...(hydrate ? { hydrate } : {}) };
    let remote: ReturnType<MountFn> | undefined;
    await act(async () => {
      remote = mount(element, props);
    });
    expect(element.innerHTML === parsed).toBe(true);
    expect(api.content.searchRestaurants).not.toHaveBeenCalled();
    expect(api.booking.checkAvailability).not.toHaveBeenCalled();
    await act(async () => {
      remote!.unmount();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });
  expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  errors.mockRestore();
  element.remove();
});

it.each([
  // The site server renders the group form with a form token in its query; the browser's address has none.
  ['the group bookings form', 'group-booking-form', `/group-bookings${formSearch({ token: 'signed.token' })}`, '/group-bookings'],
  ["a guest's own booking", 'app', '/booking/MR-ABCD2345/sig', '/booking/MR-ABCD2345/sig'],
])('%s hydrates from the server’s render: its elements taken over, no API call, no React error', async (_page, widget, serverPath, browserPath) => {
  const result = await serverRendered(serverPath, undefined, undefined, widget);
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  const heading = element.querySelector('h1, h2');
  // The browser opens the page the moment it was rendered for (its "today" is the server's).
  const clock = jest.spyOn(Date, 'now').mockReturnValue(NOW);
  const hydrate = JSON.parse(JSON.stringify({ state: result.state, now: NOW, version: __APP_VERSION__ })) as MountProps['hydrate'];
  const errors = jest.spyOn(console, 'error');
  await inBrowser(async (mount, act, api) => {
    const props: MountProps = {
      widget,
      location: toLocation(browserPath),
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
    expect(heading).not.toBeNull();
    expect(element.querySelector('h1, h2')).toBe(heading);
    expect(element.textContent).not.toMatch(/Loading/);
    expect(api.content.searchRestaurants).not.toHaveBeenCalled();
    expect(api.booking.getManagedBooking).not.toHaveBeenCalled();
    await act(async () => {
      remote!.unmount();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });
  expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  errors.mockRestore();
  clock.mockRestore();
  element.remove();
});
