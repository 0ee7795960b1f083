import { screen, within } from '@testing-library/react';
import { ApiError, BOOKING_MESSAGES } from '@riviere/api-client';
import { availability, createFakeApi, store, type FakeApi } from '../../../test-support/fake-api';
import { renderWidget } from '../../../test-support/render-widget';

// The brand API out of reach behind a cached page (issue 26): the journey says online booking is
// unavailable for a moment, how to book instead, and tries again when asked.
jest.setTimeout(20_000);

const UNAVAILABLE = 'Online booking is unavailable for a moment.';
/** The availability call's failed answer, as the api-client gives it. */
const failed = (error: ApiError) => ({ success: false as const, message: 'Error checking availability' as const, error });
const noAnswer = () => ApiError.network(new TypeError('Failed to fetch'));
const unreachable = failed(noAnswer());
const edge503 = failed(ApiError.fromResponse(503, '<html><body>503 Backend fetch failed</body></html>'));
/** Greenwich has times, none of them the guest's exact 19:30: the list to choose from. */
const times = { success: true as const, data: availability([store(119, { exactMatch: false })]) };

/** Greenwich's booking modal: the restaurant chosen, Check availability pressed. */
async function checkOnGreenwichsPage(api: FakeApi) {
  const view = renderWidget('booking-modal', '/restaurants/london/greenwich/book-now', { api });
  await view.user.click(await screen.findByRole('button', { name: 'Check availability' }));
  return view;
}

describe('the booking journey while the brand API is out of reach', () => {
  it.each([
    ['the connection fails', unreachable],
    ['the edge answers 503 for it', edge503],
  ])('%s: says so, gives the restaurant’s number to call, and Try again shows the times', async (_case, failure) => {
    const api = createFakeApi();
    api.booking.checkAvailability.mockResolvedValueOnce(failure);
    const view = await checkOnGreenwichsPage(api);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${UNAVAILABLE} Please call us on 020 7946 0119 to book.`);
    expect(within(notice).getByRole('link', { name: '020 7946 0119' })).toHaveAttribute('href', 'tel:02079460119');
    expect(screen.queryByText(BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue|Choose a time/ })).not.toBeInTheDocument();

    api.booking.checkAvailability.mockResolvedValueOnce(times);
    await view.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: '19:00 at Maison Rivière Greenwich' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE, { exact: false })).not.toBeInTheDocument();
    expect(api.booking.checkAvailability).toHaveBeenCalledTimes(2);
  });

  it('a refusal of what was asked (400) keeps its own words: booking is not called unavailable', async () => {
    const api = createFakeApi();
    const refused = ApiError.fromResponse(400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'adultCovers must be at most 15', field: 'adultCovers', rule: 'maximum', limit: 15 });
    api.booking.checkAvailability.mockResolvedValueOnce(failed(refused));
    await checkOnGreenwichsPage(api);

    expect(await screen.findByRole('alert')).toHaveTextContent('Guests must be 15 or fewer.');
    expect(screen.queryByText(UNAVAILABLE, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '020 7946 0119' })).not.toBeInTheDocument();
  });

  it('bookings switched off on purpose (503 with the API’s code) keep the API’s words', async () => {
    const api = createFakeApi();
    const off = ApiError.fromResponse(503, { statusCode: 503, error: 'Service Unavailable', code: 'BOOKING_DISABLED', errorCode: 1, message: 'x' });
    api.booking.checkAvailability.mockResolvedValueOnce(failed(off));
    await checkOnGreenwichsPage(api);

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.BOOKING_DISABLED);
    expect(screen.queryByText(UNAVAILABLE, { exact: false })).not.toBeInTheDocument();
  });

  it('with no restaurant chosen yet, the list unreachable: says so with the contact page, and Try again loads the list', async () => {
    const api = createFakeApi();
    api.content.searchRestaurants.mockRejectedValueOnce(ApiError.fromResponse(502, { statusCode: 502, error: 'Bad Gateway', message: 'The brand API is not reachable, please try again.' }));
    const view = renderWidget('booking-modal', '/#booking', { api });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${UNAVAILABLE} Please try again in a few minutes, or contact us.`);
    expect(within(notice).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText("Sorry, we couldn't load our restaurants.")).not.toBeInTheDocument();

    await view.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.content.searchRestaurants).toHaveBeenCalledTimes(2);
  });

  it('the menus for the chosen time unreachable: the same, and Try again loads them', async () => {
    const api = createFakeApi();
    api.booking.getBookingMenus.mockRejectedValueOnce(noAnswer());
    const view = await checkOnGreenwichsPage(api); // 19:30 is free: the journey goes on to its menus

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${UNAVAILABLE} Please call us on 020 7946 0119 to book.`);
    expect(within(notice).getByRole('link', { name: '020 7946 0119' })).toHaveAttribute('href', 'tel:02079460119');
    await view.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Prix fixe/ })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE, { exact: false })).not.toBeInTheDocument();
  });

  it('the booking itself unreachable: the details are kept, the number given, and Try again books', async () => {
    const api = createFakeApi();
    api.booking.createBooking.mockRejectedValueOnce(ApiError.fromResponse(504, { statusCode: 504, error: 'Gateway Timeout', message: 'The brand API took too long to answer, please try again.' }));
    const view = await checkOnGreenwichsPage(api);
    await view.user.click(await screen.findByRole('radio', { name: /Prix fixe/ }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const details = { 'First name': 'Amélie', 'Last name': 'Martin', 'E-mail': 'amelie@example.com', Mobile: '07700 900 123' };
    for (const [label, value] of Object.entries(details)) await view.user.type(await screen.findByLabelText(label), value);
    await view.user.click(screen.getByRole('button', { name: 'Book now' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${UNAVAILABLE} Please call us on 020 7946 0119 to book.`);
    expect(within(notice).getByRole('link', { name: '020 7946 0119' })).toHaveAttribute('href', 'tel:02079460119');
    expect(screen.getByLabelText('First name')).toHaveValue('Amélie');
    await view.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
    expect(api.booking.createBooking).toHaveBeenCalledTimes(2);
  });
});
