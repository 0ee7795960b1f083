import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { availability, DINNER, HORIZON, store } from '../../../test-support/fake-api';
import { renderWidget, type RenderedWidget } from '../../../test-support/render-widget';

// Today is Saturday 21 November 2026 in the test clock.
jest.setTimeout(20_000);

/**
 * `horizonKnown` false: the occasions answer names no booking horizon (an API that does not say).
 * `noneToday`: the restaurant has no occasion left today, so only its undated answer gives the horizon.
 */
async function toPartyStep({ horizonKnown = true, noneToday = false } = {}): Promise<RenderedWidget> {
  const view = renderWidget('booking-modal', '/#booking');
  if (!horizonKnown) view.api.booking.getOccasions.mockImplementation(async (storeId, date) => ({ storeId, date: date ?? null, occasions: [], bookingHorizon: null }));
  if (noneToday) {
    view.api.booking.getOccasions.mockImplementation(async (storeId, date) => {
      if (date === undefined) return { storeId, date: null, occasions: [DINNER], bookingHorizon: HORIZON };
      throw ApiError.fromResponse(422, { statusCode: 422, error: 'Unprocessable Entity', code: 'NO_AVAILABLE_OCCASION', errorCode: 5, message: 'Sorry' });
    });
  }
  await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Date');
  return view;
}

async function openCalendar(view: RenderedWidget) {
  await view.user.click(screen.getByRole('button', { name: 'Choose date from a calendar' }));
  return screen.findByRole('dialog', { name: 'Choose a date' });
}

describe('the date field', () => {
  it('a past date stops Check availability: the field says why and keeps focus', async () => {
    const view = await toPartyStep();
    const date = screen.getByLabelText('Date');
    await view.user.clear(date);
    await view.user.type(date, '20/11/2026');
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a date as dd/mm/yyyy, today or later.');
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.booking.checkAvailability).not.toHaveBeenCalled();
  });

  it('a typed date after the booking horizon stops Check availability: the field says until when, keeps focus, no search', async () => {
    const view = await toPartyStep();
    await screen.findByRole('option', { name: 'Dinner' }); // the occasions answer, with the horizon, is in
    const date = screen.getByLabelText('Date');
    await view.user.clear(date);
    await view.user.type(date, '21/05/2027');
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.',
    );
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.booking.checkAvailability).not.toHaveBeenCalled();
    await view.user.clear(date);
    await view.user.type(date, '20/05/2027{Enter}');
    await waitFor(() => expect(view.api.booking.checkAvailability).toHaveBeenCalledWith(expect.objectContaining({ date: '2027-05-20' })));
  });

  it('a date the API refuses as beyond the booking horizon is said at the field, focus on it, the search stopped', async () => {
    // The occasions answer names no horizon: only the API's refusal says the date is too far.
    const view = await toPartyStep({ horizonKnown: false });
    const message = 'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.';
    const error = ApiError.fromResponse(422, { statusCode: 422, error: 'Unprocessable Entity', code: 'BEYOND_BOOKING_HORIZON', errorCode: 21, field: 'date', message });
    view.api.booking.checkAvailability.mockResolvedValue({ success: false, message: 'Error checking availability', error });
    const date = screen.getByLabelText('Date');
    await view.user.clear(date);
    await view.user.type(date, '21/05/2027');
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Check availability' })).toBeEnabled();
    await view.user.clear(date);
    await view.user.type(date, '20/05/2027');
    await view.user.click(screen.getByLabelText('Time')); // leaves the field (jsdom lays nothing out for Tab in the modal)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a date typed and submitted with Enter is the one searched', async () => {
    const view = await toPartyStep();
    const date = screen.getByLabelText('Date');
    await view.user.clear(date);
    await view.user.type(date, '12/12/2026{Enter}');
    await waitFor(() => expect(view.api.booking.checkAvailability).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-12-12' })));
  });
});

describe('the calendar and the booking horizon', () => {
  it("the days after the restaurant's last bookable day are disabled, and the calendar says why", async () => {
    const view = await toPartyStep();
    await screen.findByRole('option', { name: 'Dinner' }); // the occasions answer, with the horizon, is in
    const calendar = await openCalendar(view);
    await view.user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    const last = within(calendar).getByRole('button', { name: 'Thursday 20 May 2027' });
    expect(last).toHaveFocus(); // 21 May is past the horizon: focus stops on the last bookable day
    expect(last).toBeEnabled();
    for (const name of ['Friday 21 May 2027', 'Monday 31 May 2027']) {
      const after = within(calendar).getByRole('button', { name });
      expect(after).toBeDisabled();
      expect(after).toHaveAccessibleDescription('Tables can be booked up to Thursday 20 May 2027.');
    }
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();
    await view.user.click(within(calendar).getByRole('button', { name: 'Friday 21 May 2027' }));
    expect(screen.getByLabelText('Date')).toHaveValue('21/11/2026');
  });
});

describe('a restaurant with no occasion left today', () => {
  it('still has its horizon: the calendar disables the days after it', async () => {
    const view = await toPartyStep({ noneToday: true });
    await waitFor(() => expect(view.api.booking.getOccasions).toHaveBeenCalledWith(119));
    await waitFor(() => expect(screen.getByLabelText('Occasion')).toBeEnabled()); // the occasions call is over
    const calendar = await openCalendar(view);
    await view.user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    expect(within(calendar).getByRole('button', { name: 'Thursday 20 May 2027' })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: 'Friday 21 May 2027' })).toBeDisabled();
  });
});

describe('the calendar by keyboard', () => {
  it('focuses the chosen day; arrows, Home/End and Page Up/Down move; one Tab stop in the grid', async () => {
    const view = await toPartyStep({ horizonKnown: false }); // a year ahead is within reach
    const calendar = await openCalendar(view);
    const day = (name: string) => within(calendar).getByRole('button', { name });
    expect(day('Saturday 21 November 2026')).toHaveFocus();
    const stops = within(calendar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0 && b.className.includes('bk-calendar__day'));
    expect(stops).toHaveLength(1);

    const steps: [string, string][] = [
      ['{ArrowRight}', 'Sunday 22 November 2026'],
      ['{ArrowDown}', 'Sunday 29 November 2026'],
      ['{Home}', 'Monday 23 November 2026'],
      ['{End}', 'Sunday 29 November 2026'],
      ['{ArrowLeft}', 'Saturday 28 November 2026'],
      ['{ArrowUp}', 'Saturday 21 November 2026'],
      ['{ArrowLeft}', 'Saturday 21 November 2026'], // yesterday is past: focus stays on today
      ['{PageDown}', 'Monday 21 December 2026'],
      ['{Shift>}{PageDown}{/Shift}', 'Tuesday 21 December 2027'],
      ['{Shift>}{PageUp}{/Shift}', 'Monday 21 December 2026'],
      ['{PageUp}', 'Saturday 21 November 2026'],
    ];
    for (const [keys, expected] of steps) {
      await view.user.keyboard(keys);
      expect(within(calendar).getByRole('button', { name: expected })).toHaveFocus();
    }
  });

  it('Enter picks the focused day and gives focus back to the calendar button', async () => {
    const view = await toPartyStep();
    await openCalendar(view);
    await view.user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('23/11/2026');
    expect(screen.getByRole('button', { name: 'Choose date from a calendar' })).toHaveFocus();
  });

  it('Space picks too; Esc closes without picking', async () => {
    const view = await toPartyStep();
    await openCalendar(view);
    await view.user.keyboard('{ArrowDown}{Escape}');
    expect(screen.getByLabelText('Date')).toHaveValue('21/11/2026');
    expect(screen.getByRole('button', { name: 'Choose date from a calendar' })).toHaveFocus();
    await openCalendar(view);
    await view.user.keyboard('{ArrowDown}[Space]');
    expect(screen.getByLabelText('Date')).toHaveValue('28/11/2026');
  });
});

describe('several restaurants listed', () => {
  it('the first slot is selected (spec §4), and another can be chosen', async () => {
    const view = await toPartyStep();
    view.api.booking.checkAvailability.mockResolvedValue({
      success: true,
      data: availability([store(119, { exactMatch: false, timeSlots: [{ time: '20:00' }, { time: '20:15' }] }), store(114, { exactMatch: false })]),
    });
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('button', { name: '20:00 at Maison Rivière Greenwich' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Continue with 20:00' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Other restaurants nearby' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: '19:00 at Maison Rivière O2' }));
    expect(screen.getByRole('button', { name: 'Continue with 19:00 at Maison Rivière O2' })).toBeEnabled();
  });
});
