import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, OFFER, renderApp } from '../../../test-support/render-app';

describe('refer a friend', () => {
  it('sends the invitation, then keeps who you are and clears the friend', async () => {
    const { user, api } = renderApp('/refer-a-friend');
    await user.type(await screen.findByLabelText('Your name'), 'Amélie Dubois');
    await user.type(screen.getByLabelText('Your e-mail address'), 'amelie@example.com');
    await user.type(screen.getByLabelText("Your friend's e-mail address"), 'bruno@example.com');
    await user.click(screen.getByLabelText(/My friend is happy/));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We have e-mailed your invitation to bruno@example.com.'));
    expect(api.referral.invite).toHaveBeenCalledWith({ referrerName: 'Amélie Dubois', referrerEmail: 'amelie@example.com', friendEmail: 'bruno@example.com', consent: true });
    expect(screen.getByLabelText('Your name')).toHaveValue('Amélie Dubois');
    expect(screen.getByLabelText("Your friend's e-mail address")).toHaveValue('');
  });

  it('shows the 409 for a friend already invited and keeps every field', async () => {
    const api = createFakeApi();
    api.referral.invite.mockRejectedValueOnce(ApiError.fromResponse(409, { code: 'REFERRAL_EXISTS', message: 'Your friend has already been invited: we send each friend one invitation only.' }));
    const { user } = renderApp('/refer-a-friend', { api });
    await user.type(await screen.findByLabelText('Your name'), 'Amélie');
    await user.type(screen.getByLabelText('Your e-mail address'), 'amelie@example.com');
    await user.type(screen.getByLabelText("Your friend's e-mail address"), 'bruno@example.com');
    await user.click(screen.getByLabelText(/My friend is happy/));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your friend has already been invited'));
    expect(screen.getByLabelText("Your friend's e-mail address")).toHaveValue('bruno@example.com');
    expect(screen.getByLabelText(/My friend is happy/)).toBeChecked();
  });

  it('says a field the API refused in the guest’s words, never its field name', async () => {
    const api = createFakeApi();
    api.referral.invite.mockRejectedValueOnce(ApiError.fromResponse(400, { code: 'VALIDATION', message: "friendEmail must be your friend's address, not your own", field: 'friendEmail', rule: 'notOwn' }));
    const { user } = renderApp('/refer-a-friend', { api });
    await user.type(await screen.findByLabelText('Your name'), 'Amélie');
    await user.type(screen.getByLabelText('Your e-mail address'), 'amelie@example.com');
    await user.type(screen.getByLabelText("Your friend's e-mail address"), 'bruno@example.com');
    await user.click(screen.getByLabelText(/My friend is happy/));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter your friend’s e-mail address, not your own.'));
    expect(screen.queryByText(/friendEmail/)).not.toBeInTheDocument();
  });

  it("opens a friend's link: who invited them, the welcome offer and the sign-up", async () => {
    const { api } = renderApp('/referral?code=RF-ABCDEFGH23');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amélie invited you to Maison Rivière' })).toBeInTheDocument();
    expect(api.referral.getReferral).toHaveBeenCalledWith('RF-ABCDEFGH23');
    expect(screen.getByRole('link', { name: 'Get your voucher code' })).toHaveAttribute('href', `/offer/${OFFER.slug}`);
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });

  it('still welcomes a friend whose code is unknown', async () => {
    const api = createFakeApi();
    api.referral.getReferral.mockRejectedValueOnce(ApiError.fromResponse(404, { message: 'We could not find that referral code.' }));
    renderApp('/referral?code=RF-2222222222', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Maison Rivière' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find that invitation/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});
