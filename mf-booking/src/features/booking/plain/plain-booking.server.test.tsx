/** @jest-environment node */
import { ApiError } from '@riviere/api-client';
import type { ServerRenderProps } from '@riviere/mf-contract';
import { apiForServer } from '../../../shared/api';
import { render, type PlainState } from '../../../server';
import { createFakeApi, TEST_CONFIG, toLocation, type FakeApi } from '../../../test-support/fake-api';

jest.mock('../../../shared/api', () => ({ ...jest.requireActual('../../../shared/api'), apiForServer: jest.fn() }));

/** Saturday 21 November 2026, 10:00 in London. */
const NOW = Date.parse('2026-11-21T10:00:00Z');

function pageProps(path: string): ServerRenderProps {
  return {
    widget: 'app',
    location: toLocation(path),
    config: TEST_CONFIG,
    origin: 'https://www.maison-riviere.test',
    now: NOW,
    api: { baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 } },
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
/** The opening tag of the element with this name (a form's control) or class. */
const tagNamed = (html: string, name: string) => new RegExp(`<[a-z]+ [^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const formTag = (html: string, className: string) => new RegExp(`<form class="${className}"[^>]*>`).exec(html)?.[0] ?? '';
const BOOK = '/restaurants/london/greenwich/book';

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  jest.mocked(apiForServer).mockReturnValue(api as never);
});

it('renders the search as a GET form to the page itself, kept out of every cache and search results', async () => {
  const result = await render(pageProps(BOOK));
  expect(result).toMatchObject({ status: 200, cacheable: false, head: { title: 'Book a table at Maison Rivière Greenwich', noindex: true } });
  const form = formTag(result.html, 'bk-plain__search');
  expect(form).toContain('method="get"');
  expect(form).toContain(`action="${BOOK}"`);
  expect(tagNamed(result.html, 'step')).toContain('value="times"');
  expect(tagNamed(result.html, 'date')).toMatch(/type="date".*value="2026-11-21"/);
  expect(text(result.html)).toContain('Occasion Any Dinner Private Dining');
  expect((result.state as PlainState).plain).toMatchObject({ kind: 'search', times: null });
  expect(api.booking.checkAvailability).not.toHaveBeenCalled();
});

it('answers the search with the restaurant’s free times as links to the details form', async () => {
  const { html } = await render(pageProps(`${BOOK}?step=times&date=2026-12-19&time=19:30&covers=2`));
  expect(api.booking.checkAvailability).toHaveBeenCalledWith({ stores: [{ storeId: 119 }], date: '2026-12-19', time: '19:30', adultCovers: 2, childrenCovers: 0 });
  expect(text(html)).toContain('Free times on Saturday 19 December 2026 for 2 guests');
  expect(html).toContain(`href="${BOOK}?step=details&amp;date=2026-12-19&amp;time=19%3A30&amp;covers=2&amp;slot=19%3A45&amp;slotOccasion=11902"`);
  expect(html.match(/class="rv-button bk-plain__time"/g)).toHaveLength(7);
});

it('shows a refused search again with the catalogue’s words and what the guest chose kept', async () => {
  const { html, status } = await render(pageProps(`${BOOK}?step=times&date=2026-11-01&time=20:00&covers=4`));
  expect(status).toBe(200);
  expect(text(html)).toContain('Please choose a date from today onwards.');
  expect(html).toMatch(/<option value="20:00" selected="">/);
  expect(html).toMatch(/<option value="4" selected="">/);
  expect(api.booking.checkAvailability).not.toHaveBeenCalled();
});

it('says when no time is free, with the restaurant’s number', async () => {
  api.booking.checkAvailability.mockResolvedValue({ success: false, message: 'Error checking availability', error: new ApiError('none', { status: 400, code: 'NO_FREE_SLOT', errorCode: 4 }) });
  const { html } = await render(pageProps(`${BOOK}?step=times&date=2026-12-19&time=19:30&covers=2`));
  expect(text(html)).toContain("We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in! Call the restaurant on 020 7946 0119 .");
});

it('renders the details form as a POST carrying the site server’s token, the free time and the menus to choose from', async () => {
  const { html } = await render(pageProps(`${BOOK}?step=details&date=2026-12-19&time=19:30&covers=2&slot=19:45&slotOccasion=11902&formToken=signed.token.here`));
  expect(formTag(html, 'bk-details')).toMatch(new RegExp(`action="${BOOK}" method="post"|method="post" action="${BOOK}"`));
  expect(html).toContain('<input type="hidden" name="formToken" value="signed.token.here"/>');
  expect(html).toContain('<input type="hidden" name="slot" value="19:45"/>');
  expect(text(html)).toContain('Menu À la carte Prix fixe');
  expect(text(html)).toContain('Book now');
});

it('shows what the guest typed and why it was refused, when the site server renders its answer', async () => {
  const { html } = await render(pageProps(`${BOOK}?step=details&date=2026-12-19&time=19:30&covers=2&slot=19:45&slotOccasion=11902&menu=a-la-carte&typed.firstName=Am%C3%A9lie&problem.lastName=Last+name+is+required.&problem=Sorry`));
  expect(tagNamed(html, 'firstName')).toContain('value="Amélie"');
  expect(tagNamed(html, 'lastName')).toMatch(/aria-invalid="true" aria-describedby="[^"]+-error"/);
  expect(text(html)).toContain('Last name is required.');
  expect(html).toContain('<div class="bk-error" role="alert">Sorry</div>');
  expect(html).toMatch(/checked="" value="a-la-carte"/);
});

it('says where the card guarantee needs JavaScript, and gives the restaurant’s number instead of a form', async () => {
  api.booking.getRequirements.mockResolvedValue({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false });
  const { html } = await render(pageProps(`${BOOK}?step=details&date=2026-12-19&time=19:30&covers=7&slot=19:45&slotOccasion=11902`));
  expect(text(html)).toContain('This booking needs a card guarantee, and the card form needs JavaScript. Please turn JavaScript on, or call the restaurant on 020 7946 0119 to book.');
  expect(html).toContain('href="tel:02079460119"');
  expect(html).not.toContain('<form class="bk-details"');
});

it('shows the confirmation from its reference', async () => {
  const { html, head } = await render(pageProps(`${BOOK}?step=confirmed&date=2026-12-19&time=19:45&covers=2&reference=MR-ABCD2345`));
  expect(head?.title).toBe('Your table is booked');
  expect(text(html)).toContain('Booking reference MR-ABCD2345 Restaurant Maison Rivière Greenwich Date Saturday 19 December 2026 Time 19:45 Guests 2');
});

it('says a restaurant that is not booked online cannot be, with its number; an unknown one is a 404', async () => {
  const witney = await render(pageProps('/restaurants/witney/witney/book'));
  expect(text(witney.html)).toContain('This restaurant cannot be booked online. Call the restaurant on 020 7946 0119 .');
  expect(witney.html).not.toContain('<form');
  expect((await render(pageProps('/restaurants/london/nowhere/book'))).status).toBe(404);
});
