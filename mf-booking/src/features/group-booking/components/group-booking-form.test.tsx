import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi } from '../../../test-support/fake-api';
import { renderWidget } from '../../../test-support/render-widget';
import { GROUP_SEND_FAILED } from '../lib/to-payload';

jest.setTimeout(20_000);

async function fill(user: ReturnType<typeof renderWidget>['user']) {
  await screen.findByRole('option', { name: 'Maison Rivière Greenwich' });
  await user.selectOptions(screen.getByLabelText('Restaurant *'), 'Maison Rivière Greenwich');
  await user.selectOptions(screen.getByLabelText('Type of booking *'), 'Birthday');
  await user.type(screen.getByLabelText('Number of guests *'), '24');
  await user.type(screen.getByLabelText('Date *'), '2026-12-12');
  await user.selectOptions(screen.getByLabelText('From *'), '19:00');
  await user.selectOptions(screen.getByLabelText('Until *'), '23:00');
  await user.type(screen.getByLabelText('First name *'), 'Amélie');
  await user.type(screen.getByLabelText('Last name *'), 'Martin');
  await user.type(screen.getByLabelText('E-mail *'), 'amelie@example.com');
  await user.type(screen.getByLabelText('Telephone *'), '07700 900123');
}

describe('the group bookings form', () => {
  it('posts the enquiry without a reCAPTCHA token when none is configured, then goes to the thanks page', async () => {
    const view = renderWidget('group-booking-form', '/group-bookings');
    expect(await screen.findByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    expect(screen.queryByText(/reCAPTCHA/)).toBeNull();
    await fill(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(view.navigate).toHaveBeenCalledWith('/group-bookings/thanks', undefined));
    expect(view.api.contact.sendGroupBooking).toHaveBeenCalledWith({
      storeId: 119, venue: 'Maison Rivière Greenwich', bookingType: 'Birthday', covers: 24, date: '2026-12-12', time: '19:00', until: '23:00',
      email: 'amelie@example.com', firstName: 'Amélie', lastName: 'Martin', telephoneNumber: '07700 900123', shouldReceivePromotions: false, shouldReceiveSms: false,
    });
  });

  it('says a refused field in the guest’s words, never the API’s field path', async () => {
    const api = createFakeApi();
    api.contact.sendGroupBooking.mockRejectedValueOnce(ApiError.fromResponse(400, { code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 }));
    const view = renderWidget('group-booking-form', '/group-bookings', { api });
    await fill(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('First name must be 80 characters or fewer.');
    expect(screen.queryByText(/firstName/)).not.toBeInTheDocument();
  });

  it('keeps everything typed and says so when sending fails', async () => {
    const api = createFakeApi();
    api.contact.sendGroupBooking.mockRejectedValueOnce(ApiError.fromResponse(503, { message: 'down' }));
    const view = renderWidget('group-booking-form', '/group-bookings', { api });
    await fill(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GROUP_SEND_FAILED);
    expect(screen.getByLabelText('First name *')).toHaveValue('Amélie');
    expect(view.navigate).not.toHaveBeenCalled();
  });
});
