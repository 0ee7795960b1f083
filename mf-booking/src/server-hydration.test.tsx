import { formSearch } from '@riviere/mf-contract';
import { describeHydrationContract, type HydrationCase } from '@riviere/remote-kit/testing';
import { createFakeApi, TEST_CONFIG, type FakeApi } from './test-support/fake-api';

/** The instant the page rendered for: the browser's clock is later (the state carries the journey). */
const NOW = Date.parse('2026-11-21T10:00:00Z');

/** Late in the evening the day's occasions are refused (no sitting left): that answer is carried too. */
const noOccasionsToday = (api: FakeApi) => {
  api.booking.getOccasions.mockImplementation(async (storeId: number, date?: string) => {
    if (date) throw Object.assign(new Error('No occasions for this date'), { status: 404 });
    return { storeId, date: null, occasions: [], bookingHorizon: null };
  });
};

/** The same HTML as the server's, as the browser's DOM holds it. */
const sameHtml: HydrationCase<FakeApi>['keeps'] = (element, { parsed }) => expect(element.innerHTML === parsed).toBe(true);

const strips: HydrationCase<FakeApi>[] = [
  { name: 'the strip on the home page', path: '/' },
  { name: 'the strip on a restaurant page', path: '/restaurants/london/greenwich', params: { restaurant: 'london/greenwich' } },
  { name: 'the strip on a restaurant page whose day has no occasions left', path: '/restaurants/london/greenwich', params: { restaurant: 'london/greenwich' }, answer: noOccasionsToday },
].map((strip) => ({
  ...strip,
  widget: 'booking-strip',
  keeps: sameHtml,
  // The server's own elements are taken over, not replaced.
  takesOver: ['select'],
  loads: (api) => [api.content.searchRestaurants, api.booking.getOccasions],
}));

/** The booking page without JavaScript, hydrated from the server's view when scripts run. */
const bookingPages: HydrationCase<FakeApi>[] = [
  ['the booking page’s search', '/restaurants/london/greenwich/book'],
  ['the booking page’s free times', '/restaurants/london/greenwich/book?step=times&date=2026-12-19&time=19:30&covers=2'],
  ['the booking page’s details form, shown again with the typing and problems', '/restaurants/london/greenwich/book?step=details&date=2026-12-19&time=19:30&covers=2&slot=19:45&slotOccasion=11902&formToken=t.o.k&typed.firstName=Am%C3%A9lie&problem.lastName=Last+name+is+required.'],
].map(([name, path]) => ({ name, path: path!, keeps: sameHtml, loads: (api) => [api.content.searchRestaurants, api.booking.checkAvailability] }));

/** Pages whose browser opens the moment they were rendered for (their "today" is the server's). */
const ownPages: HydrationCase<FakeApi>[] = [
  // The site server renders the group form with a form token in its query; the browser's address has none.
  { name: 'the group bookings form', widget: 'group-booking-form', path: `/group-bookings${formSearch({ token: 'signed.token' })}`, browserPath: '/group-bookings' },
  { name: "a guest's own booking", path: '/booking/MR-ABCD2345/sig' },
].map((page) => ({
  ...page,
  browserNow: NOW,
  takesOver: ['h1, h2'],
  keeps: (element) => expect(element.textContent).not.toMatch(/Loading/),
  loads: (api) => [api.content.searchRestaurants, api.booking.getManagedBooking],
}));

describeHydrationContract<FakeApi>(
  {
    config: TEST_CONFIG,
    now: NOW,
    origin: 'https://www.maison-riviere.test',
    version: __APP_VERSION__,
    fakeApi: () => createFakeApi(),
    useApi: (factory, api) => jest.doMock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), [factory]: () => api })),
    server: () => import('./server'),
    mount: () => import('./mount'),
  },
  [...strips, ...bookingPages, ...ownPages],
);
