import { screen, within } from '@testing-library/react';
import { ApiError, BOOKING_MESSAGES } from '@riviere/api-client';
import { availability, createFakeApi, store, type FakeApi } from '../../../test-support/fake-api';
import { renderWidget } from '../../../test-support/render-widget';

// The booking strip as one row (issue 25): date, time and guests (a restaurant first on the home
// page), Find a table, the free times as chips, and a chip into the journey in the modal.
jest.setTimeout(20_000);

const UNAVAILABLE = 'Online booking is unavailable for a moment.';
const failed = (error: ApiError) => ({ success: false as const, message: 'Error checking availability' as const, error });
/** Greenwich has times around 19:30, none of them the exact match: the chips to choose from. */
const times = { success: true as const, data: availability([store(119, { exactMatch: false }), store(114)]) };

const onGreenwichsPage = (api: FakeApi) => renderWidget('booking-strip', '/restaurants/london/greenwich', { api, params: { restaurant: 'london/greenwich' } });
const chipsIn = (list: HTMLElement) => within(list).getAllByRole('link').map((chip) => chip.textContent);

describe('the booking row on a restaurant page', () => {
  it('is date, time and guests and Find a table, under the one Book a table heading', async () => {
    onGreenwichsPage(createFakeApi());
    expect(screen.getByRole('heading', { name: 'Book a table' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Find a table' });
    expect(within(form).getByLabelText('Date')).toHaveValue('21/11/2026');
    expect(within(form).getByLabelText('Date')).toHaveAttribute('data-booking-start');
    expect(within(form).getByLabelText('Time')).toHaveValue('11:00');
    expect(within(form).getByLabelText('Guests')).toHaveValue('2');
    expect(within(form).queryByLabelText('Restaurant')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Occasion')).not.toBeInTheDocument();
    expect(await within(form).findByRole('button', { name: 'Find a table' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Select a restaurant' })).not.toBeInTheDocument();
  });

  it('finds the free times near the time asked for, as chips named by their time', async () => {
    const api = createFakeApi();
    api.booking.checkAvailability.mockResolvedValueOnce(times);
    const view = onGreenwichsPage(api);
    await view.user.selectOptions(screen.getByLabelText('Time'), '19:30');
    await view.user.selectOptions(screen.getByLabelText('Guests'), '4');
    await view.user.click(await screen.findByRole('button', { name: 'Find a table' }));

    const ours = await screen.findByRole('list', { name: 'Free times at Maison Rivière Greenwich' });
    expect(chipsIn(ours)).toEqual(['18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15']);
    expect(within(ours).getByRole('link', { name: '19:30' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('7 free times. Choose one to book.');
    // The nearby restaurant's times are its own, named with it.
    expect(screen.getByRole('heading', { name: 'Other restaurants nearby' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '19:30 at Maison Rivière O2' })).toBeInTheDocument();
    expect(api.booking.checkAvailability).toHaveBeenCalledWith({ stores: [{ storeId: 119 }], date: '2026-11-21', time: '19:30', adultCovers: 4, childrenCovers: 0 });
    // Nothing goes on by itself: the menus are the modal's.
    expect(api.booking.getBookingMenus).not.toHaveBeenCalled();
  });

  it('a changed field takes the chips away until the visitor finds again', async () => {
    const view = onGreenwichsPage(createFakeApi());
    await view.user.click(await screen.findByRole('button', { name: 'Find a table' }));
    expect(await screen.findByRole('link', { name: '19:00' })).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Guests'), '3');
    expect(screen.queryByRole('link', { name: '19:00' })).not.toBeInTheDocument();
  });

  it('a chip opens the journey in the modal at its menus, with the restaurant, date, time, party and slot kept', async () => {
    const api = createFakeApi();
    api.booking.checkAvailability.mockResolvedValue(times);
    const strip = onGreenwichsPage(api);
    await strip.user.selectOptions(screen.getByLabelText('Time'), '19:30');
    await strip.user.click(await screen.findByRole('button', { name: 'Find a table' }));
    await strip.user.click(await screen.findByRole('link', { name: '19:45' }));

    const url = '/restaurants/london/greenwich/book-now?step=menu&restaurant=119&date=2026-11-21&time=19:30&covers=2&slot=119@19:45';
    expect(strip.navigate.mock.lastCall?.[0]).toBe(url);
    expect(screen.getByRole('link', { name: '19:45' })).toHaveAttribute('href', url);
    strip.unmount();

    const modal = renderWidget('booking-modal', url, { api });
    const dialog = await screen.findByRole('dialog', { name: 'Book a Table' });
    expect(await within(dialog).findByRole('radio', { name: /Prix fixe/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Maison Rivière Greenwich at 19:45, 2 guests')).toBeInTheDocument();
    expect(api.booking.getBookingMenus).toHaveBeenCalledWith(expect.objectContaining({ storeId: 119, time: '19:45', adults: 2, dates: ['2026-11-21'] }));
    await modal.user.click(within(dialog).getByRole('radio', { name: /Prix fixe/ }));
    await modal.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByLabelText('First name')).toBeInTheDocument();
  });

  it('no free time: the journey’s no-availability message and the restaurant’s number', async () => {
    const api = createFakeApi();
    api.booking.checkAvailability.mockResolvedValueOnce({ success: true as const, data: availability([store(119, { timeSlots: [], exactMatch: false })]) });
    const view = onGreenwichsPage(api);
    await view.user.click(await screen.findByRole('button', { name: 'Find a table' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.NO_AVAILABILITY);
    expect(within(alert).getByRole('link', { name: 'Call Maison Rivière Greenwich on 020 7946 0119' })).toHaveAttribute('href', 'tel:02079460119');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('the brand API out of reach: online booking is unavailable for a moment, the number, and Try again finds the times', async () => {
    const api = createFakeApi();
    api.booking.checkAvailability.mockResolvedValueOnce(failed(ApiError.network(new TypeError('Failed to fetch'))));
    const view = onGreenwichsPage(api);
    await view.user.click(await screen.findByRole('button', { name: 'Find a table' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${UNAVAILABLE} Please call us on 020 7946 0119 to book.`);
    api.booking.checkAvailability.mockResolvedValueOnce(times);
    await view.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '19:00' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE, { exact: false })).not.toBeInTheDocument();
  });

  it('a refusal keeps its own words', async () => {
    const api = createFakeApi();
    const refused = ApiError.fromResponse(400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'adultCovers must be at most 15', field: 'adultCovers', rule: 'maximum', limit: 15 });
    api.booking.checkAvailability.mockResolvedValueOnce(failed(refused));
    const view = onGreenwichsPage(api);
    await view.user.click(await screen.findByRole('button', { name: 'Find a table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guests must be 15 or fewer.');
  });

  it('a date it cannot take stops the search at the field, in the journey’s words', async () => {
    const api = createFakeApi();
    const view = onGreenwichsPage(api);
    const date = screen.getByLabelText('Date');
    await view.user.clear(date);
    await view.user.type(date, '20/11/2026');
    await view.user.click(await screen.findByRole('button', { name: 'Find a table' }));
    expect(await screen.findByText('Please enter a date as dd/mm/yyyy, today or later.')).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(api.booking.checkAvailability).not.toHaveBeenCalled();
  });
});

describe('the booking row on the home page', () => {
  it('has the restaurant first; Find a table waits for one that books online; a chip opens the modal over the home page', async () => {
    const view = renderWidget('booking-strip', '/');
    const form = screen.getByRole('form', { name: 'Find a table' });
    const restaurant = within(form).getByLabelText('Restaurant');
    expect(restaurant).toHaveAttribute('data-booking-start');
    expect(within(form).getAllByRole('combobox')[0]).toBe(restaurant);
    expect(within(form).getByRole('button', { name: 'Find a table' })).toBeDisabled();

    await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Witney');
    expect(screen.getByText('This restaurant cannot be booked online, please contact the restaurant directly.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Find a table' })).toBeDisabled();

    await view.user.selectOptions(screen.getByLabelText('Restaurant'), 'Greenwich');
    await view.user.click(within(form).getByRole('button', { name: 'Find a table' }));
    await view.user.click(await screen.findByRole('link', { name: '19:30' }));
    expect(view.navigate.mock.lastCall?.[0]).toBe('/book-now?step=menu&restaurant=119&date=2026-11-21&time=11:00&covers=2&slot=119@19:30');
  });

  it('the restaurant list out of reach: says so with the contact page, and Try again loads it', async () => {
    const api = createFakeApi();
    api.content.searchRestaurants.mockRejectedValueOnce(ApiError.fromResponse(502, { statusCode: 502, error: 'Bad Gateway', message: 'The brand API is not reachable, please try again.' }));
    const view = renderWidget('booking-strip', '/', { api });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`${UNAVAILABLE} Please try again in a few minutes, or contact us.`);
    await view.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
