import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, renderApp, type RenderedApp } from '../../../test-support/render-app';

async function fillIn({ user }: RenderedApp) {
  await user.type(await screen.findByLabelText('E-mail address'), 'amelie@example.com');
  await user.type(screen.getByLabelText('First name'), 'Amélie');
  await screen.findByRole('option', { name: 'Covent Garden' });
  await user.selectOptions(screen.getByLabelText('Favourite restaurant'), 'Covent Garden');
  await user.type(screen.getByLabelText(/Phone number/), '07700 900123');
  await user.click(screen.getByLabelText(/I accept the/));
}

const dayOptions = () => within(screen.getByLabelText('Day')).getAllByRole('option').map((o) => o.textContent);

describe('newsletter sign-up', () => {
  it('signs up with 29 February 2000, clears the fields and goes to /signup-thanks', async () => {
    const view = renderApp('/sign-up');
    await fillIn(view);
    await view.user.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(dayOptions()).toContain('29'); // no year yet: the default year 1904 allows 29 February
    await view.user.selectOptions(screen.getByLabelText('Day'), '29');
    await view.user.selectOptions(screen.getByLabelText('Year'), '2000');
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for signing up' })).toBeInTheDocument();
    expect(view.navigate).toHaveBeenCalledWith('/signup-thanks', undefined);
    expect(view.api.signup.signUp).toHaveBeenCalledWith({
      emailAddress: 'amelie@example.com', favouriteRestaurant: 118, firstName: 'Amélie', phoneNumber: '07700 900123',
      acceptTerms: true, acceptSMSTerms: false, birthday: { day: 29, month: 2, year: 2000 }, sourcePage: '/sign-up',
    });
  });

  it('says a field the API refused in the guest’s words, never its field name', async () => {
    const api = createFakeApi();
    api.signup.signUp.mockRejectedValueOnce(ApiError.fromResponse(400, { code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 }));
    const view = renderApp('/sign-up', { api });
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('First name must be 80 characters or fewer.'));
    expect(screen.queryByText(/firstName/)).not.toBeInTheDocument();
  });

  it('cannot offer 29 February 2001: choosing 2001 clears the day and says why', async () => {
    const { user } = renderApp('/sign-up');
    await user.selectOptions(await screen.findByLabelText('Month'), 'February');
    await user.selectOptions(screen.getByLabelText('Day'), '29');
    await user.selectOptions(screen.getByLabelText('Year'), '2001');

    expect(dayOptions()).not.toContain('29');
    expect(dayOptions().at(-1)).toBe('28');
    expect(screen.getByLabelText('Day')).toHaveValue('');
    expect(screen.getByText('There is no 29 February 2001: February 2001 has 28 days, so please choose the day again.')).toBeInTheDocument();
  });

  it('keeps everything typed and says so when the API answers false', async () => {
    const view = renderApp('/sign-up');
    view.api.signup.signUp.mockResolvedValueOnce(false);
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('we could not sign you up'));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('amelie@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Amélie');
    expect(screen.getByLabelText('Favourite restaurant')).toHaveValue('118');
    expect(view.navigate).not.toHaveBeenCalled();
  });

  it('flags every required field on submit and sends nothing', async () => {
    const { user, api } = renderApp('/sign-up');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    for (const message of ['Please enter your e-mail address', 'Please enter your first name', 'Please choose your favourite restaurant', 'Please accept the terms and conditions to sign up']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.signup.signUp).not.toHaveBeenCalled();
  });

  it('works as the sign-up tile widget, sending the page it sits on', async () => {
    const view = renderApp('/keep-in-touch', { widget: 'sign-up-form' });
    await fillIn(view);
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(view.navigate).toHaveBeenCalledWith('/signup-thanks', undefined));
    expect(view.api.signup.signUp).toHaveBeenCalledWith(expect.objectContaining({ sourcePage: '/keep-in-touch' }));
  });
});
