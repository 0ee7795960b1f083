import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, GUID, renderApp } from '../../../test-support/render-app';

const form = () => screen.getByRole('form', { name: 'Your preferences' });

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

    await waitFor(() => expect(within(form()).getByRole('status')).toHaveTextContent('Your preferences have been saved.'));
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

  it('"Stop all marketing e-mails" asks first, then stops them, unticks every topic and says so; it can be undone', async () => {
    const { user, api } = renderApp(`/preferences/${GUID}`);
    const section = await screen.findByRole('region', { name: 'Marketing e-mails' });
    expect(section).toHaveTextContent('We send you our news and offers by e-mail.');
    await user.click(screen.getByRole('button', { name: 'Stop all marketing e-mails' }));
    expect(api.preferences.updateMarketingEmails).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: /Stop all marketing e-mails\?/ })).toHaveTextContent('E-mails you ask for, such as a booking confirmation, still come.');

    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(api.preferences.updateMarketingEmails).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop all marketing e-mails' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop all marketing e-mails' }));

    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('You get no marketing e-mails from us'));
    expect(api.preferences.updateMarketingEmails).toHaveBeenCalledWith(GUID, false);
    expect(screen.queryByLabelText('Offers')).not.toBeInTheDocument();
    expect(screen.getByText(/you stopped all marketing e-mails/)).toBeInTheDocument();

    // Saving the rest of the form keeps the topics unticked.
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }));
    await waitFor(() => expect(api.preferences.updateCustomerPreferences).toHaveBeenCalled());
    expect(api.preferences.updateCustomerPreferences.mock.calls[0]![0].interests).toEqual([{ name: 'Offers', checked: false }, { name: 'Wine', checked: false }]);

    await user.click(screen.getByRole('button', { name: 'Start marketing e-mails again' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('We send you our news and offers by e-mail.'));
    expect(api.preferences.updateMarketingEmails).toHaveBeenLastCalledWith(GUID, true);
    expect(screen.getByLabelText('Offers')).not.toBeChecked();
  });

  it('shows the stopped state it loaded, and a failure to change it', async () => {
    const api = createFakeApi();
    api.preferences.getCustomerPreferences.mockResolvedValueOnce({ ...(await api.preferences.getCustomerPreferences(GUID, [])), marketingEmails: false });
    api.preferences.updateMarketingEmails.mockRejectedValueOnce(new Error('down'));
    const { user } = renderApp(`/preferences/${GUID}`, { api });
    const section = await screen.findByRole('region', { name: 'Marketing e-mails' });
    expect(section).toHaveTextContent('You get no marketing e-mails from us');
    await user.click(screen.getByRole('button', { name: 'Start marketing e-mails again' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('we could not change your marketing e-mails'));
    expect(section).toHaveTextContent('You get no marketing e-mails from us');
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
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('we could not save your preferences'));
    expect(screen.getByLabelText('First name')).toHaveValue('Lili');
  });

  it('says a field the API refused in the guest’s words, never its field name', async () => {
    const api = createFakeApi();
    api.preferences.updateCustomerPreferences.mockRejectedValueOnce(ApiError.fromResponse(400, { code: 'VALIDATION', message: 'phoneNumber is not in the expected format', field: 'phoneNumber', rule: 'pattern' }));
    const { user } = renderApp(`/preferences/${GUID}`, { api });
    await screen.findByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Save my preferences' }));
    // The page has two alert regions (the form's and the marketing switch's); the form's says it.
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Please enter a valid telephone number, like 07700 900123.'));
    expect(screen.queryByText(/phoneNumber|expected format/)).not.toBeInTheDocument();
  });

  it.each(['6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11', 'not-a-guid'])('hands the unknown guid %s to the shell 404', async (guid) => {
    const { bus } = renderApp(`/preferences/${guid}`);
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found', message: 'We could not find those preferences.' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
