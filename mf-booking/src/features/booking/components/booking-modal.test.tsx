import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, BOOKING_MESSAGES, CARD_MESSAGES } from '@riviere/api-client';
import { availability, createFakeApi, store } from '../../../test-support/fake-api';
import { renderWidget } from '../../../test-support/render-widget';

const DETAILS = { 'First name': 'Amélie', 'Last name': 'Martin', 'E-mail': 'amelie@example.com', Mobile: '07700 900 123' };

async function fillDetails(user: ReturnType<typeof renderWidget>['user']) {
  for (const [label, value] of Object.entries(DETAILS)) await user.type(screen.getByLabelText(label), value);
}

async function toDetails(view: ReturnType<typeof renderWidget>) {
  const { user } = view;
  await user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Check availability' }));
  await user.click(await screen.findByRole('radio', { name: /Prix fixe/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('First name');
}

// Whole journeys typed by a simulated visitor: slower than one render.
jest.setTimeout(20_000);

describe('the Book a Table modal', () => {
  it('is a labelled modal dialog; Esc closes it to the same page without #booking', async () => {
    const view = renderWidget('booking-modal', '/find-us?q=bath#booking');
    const dialog = await screen.findByRole('dialog', { name: 'Book a Table' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Book a Table' })).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(view.navigate).toHaveBeenCalledWith('/find-us?q=bath', undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open, and Esc closes it even when focus was taken outside', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const view = renderWidget('booking-modal', '/faqs#booking');
    const title = await screen.findByRole('heading', { name: 'Book a Table' });
    outside.focus(); // what the shell's closing loading dialog does with focus
    expect(title).toHaveFocus();
    document.body.focus();
    await view.user.keyboard('{Escape}');
    expect(view.navigate).toHaveBeenCalledWith('/faqs', undefined);
    outside.remove();
  });

  it('wraps Tab and Shift+Tab around inside the dialog', async () => {
    // jsdom lays nothing out: every element counts as shown, as in a browser with the dialog open.
    const offsetParent = jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    try {
      const view = renderWidget('booking-modal', '/#booking');
      const dialog = await screen.findByRole('dialog', { name: 'Book a Table' });
      await screen.findByRole('option', { name: 'Greenwich' });
      const close = within(dialog).getByRole('button', { name: 'Close' });
      close.focus();
      await view.user.tab({ shift: true });
      const last = document.activeElement;
      expect(last).not.toBe(close);
      expect(dialog).toContainElement(last as HTMLElement);
      await view.user.tab();
      expect(close).toHaveFocus();
    } finally {
      offsetParent.mockRestore();
    }
  });

  it('Esc in the date picker closes the picker, not the dialog', async () => {
    const view = renderWidget('booking-modal', '/#booking');
    await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const toggle = await screen.findByRole('button', { name: 'Choose date from a calendar' });
    await view.user.click(toggle);
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Choose a date' })).getByRole('button', { name: 'Next month' }));
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Book a Table' })).toBeInTheDocument();
    // The only navigation is the journey's own history, never out of the booking URL.
    expect(view.navigate.mock.calls.map(([to]) => to).filter((to) => !/step=.*#booking$/.test(to))).toEqual([]);
  });

  it('picks a date from the calendar, which loads when opened', async () => {
    const view = renderWidget('booking-modal', '/#booking');
    await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const toggle = await screen.findByRole('button', { name: 'Choose date from a calendar' });
    await view.user.click(toggle);
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(calendar).getByRole('button', { name: 'Friday 20 November 2026' })).toBeDisabled();
    await view.user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await view.user.click(within(calendar).getByRole('button', { name: 'Saturday 12 December 2026' }));
    expect(screen.getByLabelText('Date')).toHaveValue('12/12/2026');
    expect(toggle).toHaveFocus();
  });

  describe("in the browser's history", () => {
    afterEach(() => window.sessionStorage.clear());
    const at = (step: string) => document.querySelector(`section.bk-step--current[data-step="${step}"]`);

    it('keeps each step and its choices in the URL, never the details: Back rebuilds the step before, Forward walks on again', async () => {
      const view = renderWidget('booking-modal', '/#booking');
      await toDetails(view);
      const pushed = view.navigate.mock.calls.filter(([, options]) => options?.replace === false).map(([to]) => new URLSearchParams(to.split('#')[0]?.split('?')[1]).get('step'));
      expect(pushed).toEqual(['party', 'slot', 'menu', 'details']);
      const details = view.navigate.mock.calls.at(-1)?.[0] ?? '';
      expect(details).toBe('/?step=details&restaurant=119&date=2026-11-21&time=11:00&covers=2&slot=119@11:00&menu=set-menu#booking');
      await fillDetails(view.user);
      expect(view.navigate.mock.calls.map(([to]) => to).join(' ')).not.toMatch(/Am%C3%A9lie|Amélie|Martin|example\.com|07700/);

      view.visit('/?step=menu&restaurant=119&date=2026-11-21&time=11:00&covers=2&slot=119@11:00&menu=set-menu#booking');
      expect(await screen.findByRole('radio', { name: /Prix fixe/ })).toBeChecked();
      expect(at('menu')).not.toBeNull();
      expect(view.api.booking.getBookingMenus).toHaveBeenCalledTimes(1);

      view.visit(details);
      expect(await screen.findByLabelText('First name')).toHaveValue('Amélie');
      expect(at('details')).not.toBeNull();
    });

    it('a reload on the confirmation shows it again, from the manage endpoint, with nothing to book', async () => {
      const first = renderWidget('booking-modal', '/#booking');
      first.api.booking.createBooking.mockResolvedValue({ bookingReference: 'MR-TEST01', bookingStatus: 1, manageUrl: 'https://site.test/booking/MR-TEST01/sig' });
      await toDetails(first);
      await fillDetails(first.user);
      const submit = screen.getByRole('button', { name: 'Book now' });
      await waitFor(() => expect(submit).toBeEnabled());
      await first.user.click(submit);
      await screen.findByRole('heading', { name: 'Your table is booked' });
      expect(first.navigate.mock.calls.at(-1)?.[0]).toBe('/?step=confirmation#booking');
      first.unmount();

      const reloaded = renderWidget('booking-modal', '/?step=confirmation#booking');
      expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
      await waitFor(() => expect(reloaded.api.booking.getManagedBooking).toHaveBeenCalledWith('MR-TEST01.sig'));
      // As the manage endpoint has the booking now (the fake's own reference).
      await waitFor(() => expect(screen.getByTestId('booking-reference')).toHaveTextContent('MR-ABCD2345'));
      expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();

      // Back to the details of a booking made: the confirmation stays.
      reloaded.visit('/?step=details&restaurant=119&date=2026-11-21&time=11:00&covers=2&slot=119@11:00&menu=set-menu#booking');
      expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
      expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
      expect(reloaded.navigate.mock.calls.at(-1)).toEqual(['/?step=confirmation#booking', { replace: true }]);
    });
  });

  it('books 2 guests end to end: exact match, menu, details, confirmation with calendar links', async () => {
    const view = renderWidget('booking-modal', '/#booking');
    await toDetails(view);
    expect(view.api.booking.checkAvailability).toHaveBeenCalledWith({ stores: [{ storeId: 119 }], date: '2026-11-21', time: '11:00', adultCovers: 2, childrenCovers: 0 });
    expect(view.api.booking.getBookingMenus).toHaveBeenCalledWith({ storeId: 119, occasionId: 11902, adults: 2, children: 0, dates: ['2026-11-21'], time: '11:00' });
    const submit = screen.getByRole('button', { name: 'Book now' });
    expect(submit).toBeDisabled();
    await fillDetails(view.user);
    await waitFor(() => expect(submit).toBeEnabled());
    await view.user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toHaveFocus();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('MR-TEST01');
    expect(view.api.booking.createBooking).toHaveBeenCalledWith(
      119,
      expect.objectContaining({ restaurantId: 119, mobilePhoneNumber: '07700900123', diningDateTime: '2026-11-21T11:00', menuIds: ['set-menu'], menuName: 'Prix fixe', adultCovers: 2 }),
    );
    const google = await screen.findByRole('link', { name: /Add to Google Calendar/ });
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe('20261121T110000Z/20261121T130000Z');
    const ics = decodeURIComponent(screen.getByRole('link', { name: /Add to Apple Calendar/ }).getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics).toContain('UID:MR-TEST01@maison-riviere.example');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261121T110000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.48027,-0.01387');
    expect(view.bus.events).toContainEqual(expect.objectContaining({ type: 'analytics', event: 'booking_complete' }));
  });

  it('goes through the card guarantee: a declined card shows the error, a valid one books', async () => {
    const api = createFakeApi();
    api.booking.getRequirements.mockResolvedValue({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false });
    api.braintree.submit.mockRejectedValueOnce(ApiError.fromResponse(422, { code: 'CARD_DECLINED', message: 'The card was not accepted: Do Not Honor' }));
    const view = renderWidget('booking-modal', '/#booking', { api });
    await toDetails(view);
    await fillDetails(view.user);
    await view.user.click(await screen.findByRole('button', { name: 'Card Guarantee' }));

    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: /declined/ }));
    await view.user.click(screen.getByRole('button', { name: 'Confirm card and book' }));
    expect(await screen.findByText(CARD_MESSAGES.CARD_DECLINED)).toBeInTheDocument();
    expect(screen.queryByText(/Do Not Honor/)).not.toBeInTheDocument();
    expect(api.booking.createBooking).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('radio', { name: /Visa ending 1881/ }));
    await view.user.click(screen.getByRole('button', { name: 'Confirm card and book' }));
    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
    expect(api.braintree.submit).toHaveBeenLastCalledWith({ nonce: 'fake-valid-visa-nonce', firstName: 'Amélie', lastName: 'Martin', email: 'amelie@example.com' });
    expect(api.booking.createBooking).toHaveBeenCalledWith(119, expect.objectContaining({ braintreeCustomerId: 'test-customer' }));
  });

  it('keeps the details and lets the visitor try again when the booking is refused', async () => {
    const api = createFakeApi();
    api.booking.createBooking.mockRejectedValueOnce(ApiError.fromResponse(400, { statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST', message: 'bookingTime must be on the grid' }));
    const view = renderWidget('booking-modal', '/#booking', { api });
    await toDetails(view);
    await fillDetails(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR);
    expect(screen.getByLabelText('First name')).toHaveValue('Amélie');
    await view.user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
    expect(api.booking.createBooking).toHaveBeenCalledTimes(2);
  });

  it('says a field the API refused in the guest’s words, never its field path', async () => {
    const api = createFakeApi();
    const refusal = { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 };
    api.booking.createBooking.mockRejectedValueOnce(ApiError.fromResponse(400, refusal));
    const view = renderWidget('booking-modal', '/#booking', { api });
    await toDetails(view);
    await fillDetails(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('First name must be 80 characters or fewer.');
    expect(screen.queryByText(/firstName/)).not.toBeInTheDocument();
  });

  it('says when the restaurants cannot be loaded, and loads them again on Try again', async () => {
    const api = createFakeApi();
    api.content.searchRestaurants.mockRejectedValueOnce(ApiError.fromResponse(429, { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'x' }));
    const view = renderWidget('booking-modal', '/#booking', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load our restaurants.");
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Greenwich' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with the brand API out of reach, says online booking is unavailable for a moment, and loads the restaurants on Try again', async () => {
    const api = createFakeApi();
    api.content.searchRestaurants.mockRejectedValueOnce(ApiError.network(new Error('offline')));
    const view = renderWidget('booking-modal', '/#booking', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Online booking is unavailable for a moment. Please try again in a few minutes, or contact us.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Greenwich' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns a large party into an enquiry', async () => {
    const api = createFakeApi();
    api.booking.getRequirements.mockResolvedValue({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true });
    api.booking.checkAvailability.mockResolvedValue({ success: true, data: availability([store(119, { isPlaceAsEnquiryEnabled: true, minimumCovers: 16 })]) });
    const view = renderWidget('booking-modal', '/#booking', { api });
    await toDetails(view);
    expect(screen.getByText(/Parties of 16\+ guests are an enquiry/)).toBeInTheDocument();
    await fillDetails(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Enquire now' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your enquiry' })).toBeInTheDocument();
    expect(api.booking.createEnquiry).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('handles a slot taken before submitting (status 9): the message, fresh times, details kept', async () => {
    const api = createFakeApi();
    api.booking.createBooking.mockResolvedValueOnce({ bookingReference: null, bookingStatus: 9 });
    const view = renderWidget('booking-modal', '/#booking', { api });
    await toDetails(view);
    await fillDetails(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText(BOOKING_MESSAGES.SLOT_TAKEN)).toBeInTheDocument();
    const times = screen.getAllByRole('button', { name: /at Maison Rivière Greenwich/ });
    expect(times.map((t) => t.textContent)).toEqual(['19:00', '19:15', '19:45']); // at most 3 after the time asked for
    expect(times[0]).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Continue with 19:00' }));
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Amélie');
    await view.user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
    expect(api.booking.createBooking).toHaveBeenLastCalledWith(119, expect.objectContaining({ bookingTime: '19:00' }));
  });

  it('shows the no-availability message with a call link and reports booking_unavailable on code 4', async () => {
    const api = createFakeApi();
    api.booking.checkAvailability.mockResolvedValue({
      success: false,
      message: 'Error checking availability',
      error: ApiError.fromResponse(422, { code: 'NO_FREE_SLOT', errorCode: 4, message: 'x' }),
    });
    const view = renderWidget('booking-modal', '/book-now?restaurant=greenwich', { api });
    await view.user.click(await screen.findByRole('button', { name: 'Check availability' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.NO_AVAILABILITY);
    expect(within(alert).getByRole('link', { name: /Call Maison Rivière Greenwich/ })).toHaveAttribute('href', 'tel:02079460119');
    expect(screen.getByRole('button', { name: 'Choose a time' })).toBeDisabled();
    expect(view.bus.events).toContainEqual({ type: 'analytics', event: 'booking_unavailable', data: { step: 'availability' } });
  });

  it.each([
    ['st-pauls', /Continue to booking/, 'link'],
    ['witney', /cannot be booked online/, 'text'],
    ['longleat-forest', /Center Parcs/, 'text'],
  ])('a restaurant that does not book online here (%s) says so', async (slug, text, kind) => {
    renderWidget('booking-modal', `/restaurants/x/${slug}/book-now`, { params: { restaurant: slug } });
    if (kind === 'link') {
      const link = await screen.findByRole('link', { name: text });
      expect(link).toHaveAttribute('target', '_blank');
    } else {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Check availability' })).not.toBeInTheDocument();
  });

  it('reads a deep link: restaurant, date, time and covers', async () => {
    renderWidget('booking-modal', '/book-now?restaurant=119&date=2026-12-12&time=18:15&covers=4');
    expect(await screen.findByLabelText('Date')).toHaveValue('12/12/2026');
    expect(screen.getByLabelText('Time')).toHaveValue('18:15');
    expect(screen.getByLabelText('Guests')).toHaveValue('4');
  });

  it('changing the occasion resets covers to its minimum', async () => {
    const view = renderWidget('booking-modal', '/book-now?restaurant=greenwich&covers=4');
    await screen.findByRole('option', { name: 'Private Dining (10+ guests)' });
    await view.user.selectOptions(screen.getByLabelText('Occasion'), 'Private Dining (10+ guests)');
    expect(screen.getByLabelText('Guests')).toHaveValue('10');
    await view.user.selectOptions(screen.getByLabelText('Occasion'), 'Dinner');
    expect(screen.getByLabelText('Guests')).toHaveValue('1');
  });
});
