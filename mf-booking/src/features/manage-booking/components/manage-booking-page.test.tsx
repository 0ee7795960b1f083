import { screen, within } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, MANAGED } from '../../../test-support/fake-api';
import { renderWidget } from '../../../test-support/render-widget';

const PAGE = '/booking/MR-ABCD2345/sig';

describe('a guest\'s own booking, from the link in their e-mail', () => {
  it('shows the booking: reference, restaurant with a link to its page, when, who, what; directions, calendar and the cut-off', async () => {
    const { api } = renderWidget('app', PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking, Amélie' })).toBeInTheDocument();
    expect(api.booking.getManagedBooking).toHaveBeenCalledWith('MR-ABCD2345.sig');
    expect(screen.getByText('MR-ABCD2345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maison Rivière Greenwich' })).toHaveAttribute('href', '/restaurants/london/greenwich');
    for (const text of ['Tuesday 1 December', '19:30', '2 guests', 'À la carte', 'Terrace', 'A table by the window']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.48027,-0.01387');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', MANAGED.calendarUrl);
    expect(screen.getByText('Free to change or cancel until 17:30 on Tuesday 1 December.')).toBeInTheDocument();
  });

  it('asks before cancelling; keeping it changes nothing, cancelling confirms', async () => {
    const { api, user } = renderWidget('app', PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const question = screen.getByRole('heading', { name: 'Cancel your table for 2 on Tuesday 1 December at 19:30?' });
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep my booking' }));
    expect(api.booking.cancelManagedBooking).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(await screen.findByText('Your booking is cancelled. We have e-mailed you a confirmation.')).toBeInTheDocument();
    expect(api.booking.cancelManagedBooking).toHaveBeenCalledWith('MR-ABCD2345.sig');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
  });

  it('a changed booking, once cancelled, says when it was cancelled, not when it was changed, and offers no change or cancel', async () => {
    const api = createFakeApi();
    const changed = { ...MANAGED, changedAt: '2026-11-21T10:05:00Z', cancelledAt: null };
    api.booking.getManagedBooking.mockResolvedValue(changed);
    api.booking.cancelManagedBooking.mockResolvedValue({ ...changed, status: 'cancelled', canCancel: false, canChange: false, cancelledAt: '2026-11-22T09:00:00Z' });
    const { user } = renderWidget('app', PAGE, { api });
    expect(await screen.findByText('Changed on Saturday 21 November at 10:05')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(await screen.findByText('Cancelled on Sunday 22 November at 09:00')).toBeInTheDocument();
    expect(screen.queryByText(/^Changed on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change booking|Cancel booking/ })).not.toBeInTheDocument();
  });

  it('opens at the cancel question from the e-mail\'s cancel link', async () => {
    renderWidget('app', `${PAGE}?action=cancel`);
    expect(await screen.findByRole('heading', { name: /^Cancel your table for 2/ })).toBeInTheDocument();
  });

  it('moves the booking to another time and says when it changed', async () => {
    const { api, user } = renderWidget('app', PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    const time = screen.getByLabelText('Time');
    await within(time).findByRole('option', { name: '20:00' });
    await user.selectOptions(time, '20:00');
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    expect(await screen.findByText('Your booking is changed. We have e-mailed you the details and a calendar update.')).toBeInTheDocument();
    expect(api.booking.changeManagedBooking).toHaveBeenCalledWith('MR-ABCD2345.sig', { date: '2026-12-01', time: '20:00', adultCovers: 2, childCovers: 0 });
    expect(screen.getByText('Changed on Saturday 21 November at 10:05')).toBeInTheDocument();
    expect(screen.getByText('20:00')).toBeInTheDocument();
  });

  it('refuses a past date in the guest’s words, without asking for its free times', async () => {
    const { api, user } = renderWidget('app', PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('min', '2026-11-21'); // today in London, by the test clock
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '20:00' });
    api.booking.getSlots.mockClear();
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.tab();
    expect(await screen.findByText('Please choose a date from today onwards.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(api.booking.getSlots).not.toHaveBeenCalledWith(expect.objectContaining({ dates: ['2026-11-20'] }));
    expect(screen.queryByText(/could not load the free times/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    expect(api.booking.changeManagedBooking).not.toHaveBeenCalled();
  });

  it('says a date the API refuses in the catalogue’s words, never the API’s', async () => {
    const api = createFakeApi();
    api.booking.getSlots.mockRejectedValue(ApiError.fromResponse(400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'dates must be today or later', field: 'dates', rule: 'past' }));
    const { user } = renderWidget('app', PAGE, { api });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a date from today onwards.');
    expect(screen.queryByText(/must be today or later|could not load the free times/)).not.toBeInTheDocument();
  });

  it('offers the other menus the new time has, keeping the booking\'s unless the guest picks another', async () => {
    const { api, user } = renderWidget('app', PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '20:00' });
    await user.selectOptions(screen.getByLabelText('Time'), '20:00');
    const menu = await screen.findByLabelText('Menu');
    expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['Keep À la carte', 'Prix fixe']);
    await user.selectOptions(menu, 'Prix fixe');
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    expect(await screen.findByText(/Your booking is changed/)).toBeInTheDocument();
    expect(api.booking.changeManagedBooking).toHaveBeenCalledWith('MR-ABCD2345.sig', { date: '2026-12-01', time: '20:00', adultCovers: 2, childCovers: 0, menuIds: ['set-menu'] });
  });

  it('a bigger party goes through the card step, then the change is made with the card', async () => {
    const api = createFakeApi();
    api.booking.changeManagedBooking.mockRejectedValueOnce(ApiError.fromResponse(422, { code: 'NEED_CREDIT_CARD', message: 'This booking needs a credit card to confirm.' }));
    const { user } = renderWidget('app', PAGE, { api });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.selectOptions(screen.getByLabelText('Adults'), '8');
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '20:00' });
    await user.selectOptions(screen.getByLabelText('Time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    expect(await screen.findByText('A table for 8 needs a card to guarantee it. Nothing is charged now.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Confirm card and change' }));
    expect(await screen.findByText(/Your booking is changed/)).toBeInTheDocument();
    expect(api.braintree.submit).toHaveBeenCalledWith(expect.objectContaining({ email: 'amelie@example.com', firstName: 'Amélie' }));
    expect(api.booking.changeManagedBooking).toHaveBeenLastCalledWith('MR-ABCD2345.sig', expect.objectContaining({ adultCovers: 8, braintreeCustomerId: 'test-customer' }));
  });

  it('a declined card says so in the guest’s words, not the processor’s', async () => {
    const api = createFakeApi();
    api.booking.changeManagedBooking.mockRejectedValueOnce(ApiError.fromResponse(422, { code: 'NEED_CREDIT_CARD', message: 'This booking needs a credit card to confirm.' }));
    api.braintree.submit.mockRejectedValueOnce(ApiError.fromResponse(422, { code: 'CARD_DECLINED', message: 'The card was not accepted: Do Not Honor', field: 'nonce' }));
    const { user } = renderWidget('app', PAGE, { api });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.selectOptions(screen.getByLabelText('Adults'), '8');
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '20:00' });
    await user.selectOptions(screen.getByLabelText('Time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm card and change' }));
    expect(await screen.findByText('Your card was declined. Please try another card or contact your bank.')).toBeInTheDocument();
    expect(screen.queryByText(/Do Not Honor/)).not.toBeInTheDocument();
  });

  it('a party that would be an enquiry is told so and offered the enquiry', async () => {
    const api = createFakeApi();
    api.booking.changeManagedBooking.mockRejectedValueOnce(ApiError.fromResponse(422, { code: 'CHANGE_NEEDS_ENQUIRY', message: 'A table for 19 is booked by enquiry at Maison Rivière Greenwich.' }));
    const { user } = renderWidget('app', PAGE, { api });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.selectOptions(screen.getByLabelText('Adults'), '19');
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '20:00' });
    await user.selectOptions(screen.getByLabelText('Time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    expect(await screen.findByText('A table for 19 is booked by enquiry at Maison Rivière Greenwich.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send an enquiry instead' })).toHaveAttribute('href', '/restaurants/london/greenwich/book-now?date=2026-12-01&covers=19');
  });

  it('a slot just taken keeps the form open with the message', async () => {
    const api = createFakeApi();
    api.booking.changeManagedBooking.mockResolvedValueOnce({ bookingStatus: 9, message: 'Sorry, that time slot’s just been taken. Please choose another time.', booking: MANAGED });
    const { user } = renderWidget('app', PAGE, { api });
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '20:00' });
    await user.selectOptions(screen.getByLabelText('Time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Change my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that time slot’s just been taken. Please choose another time.');
    expect(screen.getByRole('button', { name: 'Change my booking' })).toBeInTheDocument();
  });

  it('past the cut-off shows the restaurant\'s phone instead of change and cancel', async () => {
    const api = createFakeApi();
    api.booking.getManagedBooking.mockResolvedValueOnce({ ...MANAGED, canChange: false, canCancel: false });
    renderWidget('app', PAGE, { api });
    expect(await screen.findByRole('link', { name: '020 7946 0119' })).toHaveAttribute('href', 'tel:02079460119');
    expect(screen.queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it.each([
    [ApiError.fromResponse(410, { code: 'BOOKING_CANCELLED', message: 'This booking has been cancelled.' }), 'This booking has been cancelled'],
    [ApiError.fromResponse(404, { code: 'BOOKING_NOT_FOUND', message: 'We could not find that booking.' }), 'We could not find that booking'],
  ])('a link that no longer shows a booking says why (%#)', async (error, title) => {
    const api = createFakeApi();
    api.booking.getManagedBooking.mockRejectedValueOnce(error);
    renderWidget('app', PAGE, { api });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/book-now');
  });
});
