import { screen, within } from '@testing-library/react';
import type { RestaurantLocation } from '@riviere/api-client';
import { availability, createFakeApi, store } from '../../../test-support/fake-api';
import { renderWidget, type RenderedWidget } from '../../../test-support/render-widget';

// Today is Saturday 21 November 2026 in the test clock; Greenwich is closed on Tuesdays here.
jest.setTimeout(20_000);

async function apiClosedOnTuesdays() {
  const api = createFakeApi();
  const list = await api.content.searchRestaurants();
  const closedTuesdays = (r: RestaurantLocation): RestaurantLocation =>
    r.storeId === 119 ? { ...r, openingHours: { ...r.openingHours, tuesdayOpen: 'closed', tuesdayClose: 'closed' } } : r;
  api.content.searchRestaurants.mockResolvedValue(list.map(closedTuesdays));
  return api;
}

async function greenwichClosedOnTuesdays(): Promise<RenderedWidget> {
  const view = renderWidget('booking-modal', '/#booking', { api: await apiClosedOnTuesdays() });
  await view.user.selectOptions(await screen.findByLabelText('Restaurant'), 'Greenwich');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Date');
  return view;
}

describe('a day the restaurant is closed', () => {
  it('is marked closed in the calendar, by name, and cannot be picked', async () => {
    const view = await greenwichClosedOnTuesdays();
    await view.user.click(screen.getByRole('button', { name: 'Choose date from a calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    const tuesday = within(calendar).getByRole('button', { name: 'Tuesday 24 November 2026, closed' });
    expect(tuesday).toHaveAttribute('aria-disabled', 'true');
    expect(tuesday).toHaveAccessibleDescription('Maison Rivière Greenwich is closed on Tuesdays.');
    expect(within(calendar).getByText('Maison Rivière Greenwich is closed on Tuesdays.')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Wednesday 25 November 2026' })).not.toHaveAttribute('aria-disabled');

    await view.user.click(tuesday);
    expect(screen.getByLabelText('Date')).toHaveValue('21/11/2026');
    expect(screen.getByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
  });

  it('typed, is said in words at the field, keeping the restaurant and the time, and nothing is searched', async () => {
    const view = await greenwichClosedOnTuesdays();
    await view.user.selectOptions(screen.getByLabelText('Time'), '19:30');
    const date = screen.getByLabelText('Date');
    await view.user.clear(date);
    await view.user.type(date, '24/11/2026');
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Maison Rivière Greenwich is closed on Tuesdays. Please choose another day.');
    expect(date).toHaveFocus();
    expect(view.api.booking.checkAvailability).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Time')).toHaveValue('19:30');
    expect(screen.getByText('Maison Rivière Greenwich')).toBeInTheDocument(); // the restaurant section's summary
  });

  it('chosen by a link, is said under the field at once, and Check availability stops there', async () => {
    const view = renderWidget('booking-modal', '/book-now?restaurant=greenwich&date=2026-11-24&time=19:30', { api: await apiClosedOnTuesdays() });
    expect(await screen.findByText('Maison Rivière Greenwich is closed on Tuesdays. Please choose another day.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maison Rivière Greenwich is closed on Tuesdays. Please choose another day.');
    expect(view.api.booking.checkAvailability).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Time')).toHaveValue('19:30');
  });
});

describe('when the chosen restaurant has no table', () => {
  it('says so, keeps it chosen, and offers the nearest other only as another restaurant, never chosen for the guest', async () => {
    const view = await greenwichClosedOnTuesdays();
    view.api.booking.checkAvailability.mockResolvedValue({
      success: true,
      data: availability([store(119, { occasionId: null, exactMatch: false, timeSlots: [] }), store(114, { exactMatch: true })]),
    });
    await view.user.click(screen.getByRole('button', { name: 'Check availability' }));

    expect(await screen.findByText('Sorry, Maison Rivière Greenwich has no table for 2 on Saturday 21 November 2026.')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other restaurants nearby with a table for 2' });
    expect(within(others).getByText('Maison Rivière O2 has a table at 19:30, the time you asked for.')).toBeInTheDocument();
    for (const time of within(others).getAllByRole('button')) expect(time).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Choose a time' })).toBeDisabled();

    await view.user.click(within(others).getByRole('button', { name: '19:30 at Maison Rivière O2, the time you asked for' }));
    expect(screen.getByRole('button', { name: 'Continue with 19:30 at Maison Rivière O2' })).toBeEnabled();
  });
});
