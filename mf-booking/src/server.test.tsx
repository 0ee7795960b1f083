/** @jest-environment node */
import { CONTRACT_VERSION, formSearch, type ServerRenderProps } from '@riviere/mf-contract';
import { serverPropsFor } from '@riviere/remote-kit/testing';
import { apiForServer } from './shared/api';
import { BOOKABLE_FIELDS } from './features/booking/model/bookable-restaurant';
import { contractVersion, render, version, type GroupFormState, type StripState } from './server';
import { GROUP_SHOWN_AGAIN } from './features/group-booking/model/group-booking-messages';
import { GROUP_MESSAGES } from './features/group-booking/model/group-booking.schema';
import { changeNeedsScript } from './features/manage-booking/lib/manage-text';
import { createFakeApi, HORIZON, TEST_CONFIG, type FakeApi } from './test-support/fake-api';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: jest.fn() }));

/** Saturday 21 November 2026, 10:00 in London. */
const NOW = Date.parse('2026-11-21T10:00:00Z');

const serverProps = serverPropsFor({ config: TEST_CONFIG, now: NOW, origin: 'https://www.maison-riviere.test' });
const stripProps = (path: string, params?: Record<string, string>): ServerRenderProps => serverProps(path, { widget: 'booking-strip', ...(params ? { params } : {}) });

/** The value a select shows: its option marked selected. */
const selectedIn = (html: string, id: string) => new RegExp(`<select id="${id}"[^>]*>[\\s\\S]*?<option[^>]*selected=""[^>]*>([^<]*)<`).exec(html)?.[1];
const idOf = (html: string, label: string) => new RegExp(`<label class="bk-field__label" for="([^"]+)">${label}</label>`).exec(html)?.[1] ?? '';

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  jest.mocked(apiForServer).mockReturnValue(api as never);
});

it('is a contract 2 server entry of this version, reaching the API with the server token', async () => {
  expect(contractVersion).toBe(CONTRACT_VERSION);
  expect(version).toBe(__APP_VERSION__);
  await render(stripProps('/'));
  expect(apiForServer).toHaveBeenCalledWith({ baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 }, brandKey: 'test-brand' });
});

it('renders the home page strip: the booking row with its restaurant field first, every restaurant, nothing chosen', async () => {
  const { html, state, status } = await render(stripProps('/'));
  expect(status).toBe(200);
  expect(html).toContain('<section id="booking-area" class="bk-app bk-strip" aria-labelledby="bk-strip-title">');
  expect(html).toMatch(/<label class="bk-field__label" for="[^"]+">Restaurant<\/label><select id="[^"]+" data-booking-start="">/);
  expect(html).toContain('<option value="" selected="">Choose a restaurant</option>');
  expect(html).toContain('<button type="submit" class="rv-button rv-button--primary bk-row__find" disabled="">Find a table</button>');
  // A browser without scripts is told, in the strip, that the journey needs them and what to do instead.
  expect(html).toMatch(/<p class="bk-strip__noscript">This booking form needs JavaScript: please turn it on, or book from the restaurant’s own page — find it in <a href="\/restaurants">our restaurants<\/a>\.<\/p>/);
  for (const [town, name] of [['London', 'Greenwich'], ['London', 'O2'], ['Witney', 'Witney']]) expect(html).toMatch(new RegExp(`<optgroup label="${town}">(<option [^>]+>[^<]+</option>)*<option value="\\d+">${name}</option>`));
  // The journey it rendered is what the browser starts from: today in London and its default time
  // (at 10:00, the next whole hour).
  const { booking } = state as StripState;
  expect(booking).toMatchObject({ journey: { step: 'restaurant' }, restaurantsStatus: 'ready', selectedBookingDate: '2026-11-21', selectedBookingTime: '11:00', adultCovers: 2 });
  expect(booking.restaurants).toHaveLength(5);
  expect(api.booking.getOccasions).not.toHaveBeenCalled();
});

it('carries every restaurant with only what the journey reads, not the restaurant pages’ hours, story and pictures', async () => {
  const { state } = await render(stripProps('/restaurants/london/greenwich', { restaurant: 'london/greenwich' }));
  const { booking } = state as StripState;
  expect(booking.restaurants.map((r) => r.slug)).toEqual(['greenwich', 'o2', 'st-pauls', 'witney', 'longleat-forest']);
  for (const carried of booking.restaurants) expect(Object.keys(carried).sort()).toEqual([...BOOKABLE_FIELDS, 'closedDays'].sort());
  const json = JSON.stringify(state);
  for (const shownByTheFinder of ['openingHours', 'about', 'heroTiles', 'takeawayServices']) expect(json).not.toContain(`"${shownByTheFinder}"`);
});

it('renders a restaurant page strip as its booking row: that restaurant chosen, date, time and guests at their defaults', async () => {
  const { html, state } = await render(stripProps('/restaurants/london/greenwich', { restaurant: 'london/greenwich' }));
  expect(html).toContain('<form class="bk-row__form" aria-label="Find a table">');
  expect(html).not.toMatch(/>Restaurant<\/label>/);
  expect(html).not.toMatch(/>Occasion<\/label>/);
  expect(html).toMatch(/<input id="[^"]+" type="text"[^>]*data-booking-start=""[^>]*value="21\/11\/2026"\/>/);
  expect(html).toContain('Saturday 21 November 2026');
  expect(selectedIn(html, idOf(html, 'Time'))).toBe('11:00');
  expect(selectedIn(html, idOf(html, 'Guests') || idOf(html, 'Adults'))).toBe('2');
  expect(html).toContain('<button type="submit" class="rv-button rv-button--primary bk-row__find">Find a table</button>');
  // The day's occasions (and with them the booking horizon) are in the state, so the browser does not ask for them.
  expect(api.booking.getOccasions).toHaveBeenCalledWith(119, '2026-11-21');
  expect(api.booking.checkAvailability).not.toHaveBeenCalled();
  expect((state as StripState).booking).toMatchObject({ journey: { step: 'party', restaurantId: 119 }, occasionsStatus: 'ready', bookingHorizon: HORIZON });
});

it("applies the page's deep link: its date, time and covers", async () => {
  const { html } = await render(stripProps('/?restaurant=greenwich&date=2026-12-24&time=18:00&covers=4'));
  expect(html).toMatch(/value="24\/12\/2026"/);
  expect(selectedIn(html, idOf(html, 'Time'))).toBe('18:00');
  expect(selectedIn(html, idOf(html, 'Guests') || idOf(html, 'Adults'))).toBe('4');
});

it('fails, so the browser renders the strip, when the restaurant list cannot be had', async () => {
  api.content.searchRestaurants.mockRejectedValueOnce(new Error('Server error'));
  await expect(render(stripProps('/'))).rejects.toThrow('the restaurant list could not be loaded');
});

it('renders only the strip, the group form, the booking page and a guest\'s booking: another widget fails with a reason', async () => {
  await expect(render({ ...stripProps('/'), widget: 'booking-modal' })).rejects.toThrow('mf-booking renders only its booking strip, group form, booking page and a guest\'s booking on the server, not "booking-modal"');
});

it('stops when the site server gives up', async () => {
  const controller = new AbortController();
  controller.abort(new Error('time budget spent'));
  await expect(render({ ...stripProps('/'), signal: controller.signal })).rejects.toThrow('time budget spent');
});

describe('the group bookings form on the server (it posts without JavaScript)', () => {
  const groupProps = (search: string): ServerRenderProps => ({ ...stripProps(`/group-bookings${search}`), widget: 'group-booking-form' });
  const TYPED = {
    storeId: '119', bookingType: 'Birthday', covers: '6', date: '2026-12-05', time: '19:00', until: '23:00',
    firstName: 'Amélie', lastName: 'Martin', email: 'group@example.com', telephoneNumber: '07700 900123', shouldReceiveSms: 'on',
  };

  it('is a plain form posting to /group-bookings with the token the site server gave and every restaurant listed, kept for nobody else', async () => {
    const { html, state, cacheable } = await render(groupProps(formSearch({ token: 'signed.token' })));
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/group-bookings"');
    expect(html).toContain('<input type="hidden" name="form-token" value="signed.token"/>');
    expect(html).not.toContain('Loading restaurants');
    expect(selectedIn(html, idOf(html, 'From \\*'))).toBe('19:00');
    expect(selectedIn(html, idOf(html, 'Until \\*'))).toBe('22:00');
    expect(cacheable).toBe(false);
    expect((state as GroupFormState).restaurants.length).toBeGreaterThan(0);
    expect(html).toContain(`<option value="${(state as GroupFormState).restaurants[0]?.storeId}">`);
  });

  it("shown again after it was refused: what was typed is there, and the wrong field says why in the form's words", async () => {
    const { html } = await render(groupProps(formSearch({ token: 't', problem: 'refused', posted: TYPED })));
    expect(html).toContain(GROUP_SHOWN_AGAIN.refused);
    expect(html).toContain(GROUP_MESSAGES.coversMin);
    expect(html).toMatch(/type="number"[^>]*value="6"/);
    expect(html).toMatch(/autoComplete="given-name"[^>]*value="Amélie"/);
    expect(selectedIn(html, idOf(html, 'Type of booking \\*'))).toBe('Birthday');
    expect(selectedIn(html, idOf(html, 'Until \\*'))).toBe('23:00');
    expect(html).toMatch(/type="checkbox"[^>]*name="shouldReceiveSms"[^>]*checked=""/);
  });

  it.each(['expired', 'unverified', 'failed'] as const)('shown again because it %s: says so', async (problem) => {
    const { html } = await render(groupProps(formSearch({ token: 't', problem, posted: TYPED })));
    expect(html).toContain(GROUP_SHOWN_AGAIN[problem]);
    expect(html).not.toContain(GROUP_MESSAGES.coversMin);
  });
});

describe("a guest's own booking on the server (readable without JavaScript)", () => {
  const manageProps = (path: string): ServerRenderProps => ({ ...stripProps(path), widget: 'app' });

  it('renders the booking behind the link with its details, never indexed nor kept, and carries it to the browser', async () => {
    const result = await render(manageProps('/booking/MR-ABCD2345/sig'));
    const html = result.html.replace(/<!-- -->/g, '');
    expect(result.status).toBe(200);
    expect(html).toContain('Your booking, Amélie</h1>');
    expect(html).toContain('<dd class="bk-facts__value">MR-ABCD2345</dd>');
    expect(html).toContain('Maison Rivière Greenwich</a>');
    expect(html).toContain('<dd class="bk-facts__value">19:30</dd>');
    expect(result.cacheable).toBe(false);
    expect(result.head?.noindex).toBe(true);
    expect(result.state).toEqual({ queries: { 'managed-booking:MR-ABCD2345.sig': expect.anything() } });
    // Changing and cancelling need the script: without it the page says so and gives the number.
    expect(html).toContain(`<p class="bk-manage__hint bk-noscript">${changeNeedsScript('Maison Rivière Greenwich')} <a href="tel:02079460119">`);
  });
});
