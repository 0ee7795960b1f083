import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, GUID, renderApp } from '../../../test-support/render-app';

describe('preferences page', () => {
  it('loads the preferences with their attributes and saves them, birth date as epoch seconds', async () => {
    const { user, api } = renderApp(`/preferences/${GUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your preferences' })).toBeInTheDocument();
    expect(api.preferences.getCustomerPreferences).toHaveBeenCalledWith(GUID, ['source']);
    expect(screen.getByLabelText('First name')).toHaveValue('Amélie');
    expect(screen.getByLabelText('Offers')).toBeChecked();

    await user.click(screen.getByLabelText('Wine'));
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    await user.selectOptions(screen.getByLabelText('Day'), '14');
    await user.selectOptions(screen.getByLabelText('Month'), 'July');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByLabelText('Send me offers by SMS.'));
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your preferences have been saved.'));
    expect(api.preferences.updateCustomerPreferences).toHaveBeenCalledWith(
      expect.objectContaining({
        customerGuid: GUID,
        birthDate: Date.UTC(1990, 6, 14) / 1000,
        gender: 'Female',
        websiteSmsOptIn: true,
        interests: [
          { name: 'Offers', checked: true },
          { name: 'Wine', checked: true },
        ],
      }),
    );
  });

  it.each([
    ['a message other than Success', async (api: ReturnType<typeof createFakeApi>) => api.preferences.updateCustomerPreferences.mockResolvedValueOnce({ message: 'Failed' })],
    ['a failed request', async (api: ReturnType<typeof createFakeApi>) => api.preferences.updateCustomerPreferences.mockRejectedValueOnce(new Error('down'))],
  ])('shows failure for %s and keeps the changes', async (_label, arrange) => {
    const api = createFakeApi();
    await arrange(api);
    const { user } = renderApp(`/preferences/${GUID}`, { api });
    const name = await screen.findByLabelText('First name');
    await user.clear(name);
    await user.type(name, 'Lili');
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('we could not save your preferences'));
    expect(screen.getByLabelText('First name')).toHaveValue('Lili');
  });

  it('says a field the API refused in the guest’s words, never its field name', async () => {
    const api = createFakeApi();
    api.preferences.updateCustomerPreferences.mockRejectedValueOnce(ApiError.fromResponse(400, { code: 'VALIDATION', message: 'phoneNumber is not in the expected format', field: 'phoneNumber', rule: 'pattern' }));
    const { user } = renderApp(`/preferences/${GUID}`, { api });
    await screen.findByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid telephone number, like 07700 900123.'));
    expect(screen.queryByText(/phoneNumber|expected format/)).not.toBeInTheDocument();
  });

  it.each(['6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11', 'not-a-guid'])('hands the unknown guid %s to the shell 404', async (guid) => {
    const { bus } = renderApp(`/preferences/${guid}`);
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found', message: 'We could not find those preferences.' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
