import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, OFFER, renderApp } from '../../../test-support/render-app';

describe('offer page', () => {
  it('enables the button once the e-mail is valid and the terms accepted, then shows the code and the success button', async () => {
    const { user, api, bus } = renderApp('/offer/2-for-1-mains');
    expect(await screen.findByRole('heading', { level: 1, name: OFFER.title })).toBeInTheDocument();
    expect(screen.getByText(OFFER.validityText)).toBeInTheDocument();
    expect(screen.getByText(OFFER.termAndConditions)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Get my code' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('To get your code, enter your e-mail address and tick the box to accept the terms and conditions.');

    await user.type(screen.getByLabelText('E-mail address'), 'amelie@example.com');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('To get your code, tick the box to accept the terms and conditions.');
    expect(screen.getByText('To get your code, tick the box to accept the terms and conditions.')).toBeVisible();
    await user.click(screen.getByLabelText('I accept the terms and conditions of this offer.'));
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);

    expect(await screen.findByText('MR-ABCDE-FGHJK')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We have e-mailed it to you too');
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/#booking');
    expect(api.offers.getCode).toHaveBeenCalledWith({ offerSlug: OFFER.slug, emailAddress: 'amelie@example.com', acceptTerms: true });
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: OFFER.title }));
    expect(bus.events).toContainEqual({ type: 'analytics', event: 'offer_claimed', data: { offer: OFFER.slug } });
  });

  it('shows the e-mail flag only after blur', async () => {
    const { user } = renderApp('/offer/2-for-1-mains');
    await user.type(await screen.findByLabelText('E-mail address'), 'amelie');
    expect(screen.queryByText('Please enter a valid e-mail address, like name@example.com')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid e-mail address, like name@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the e-mail and says so when the claim fails', async () => {
    const api = createFakeApi();
    api.offers.getCode.mockRejectedValueOnce(ApiError.fromResponse(500, { message: 'boom' }));
    const { user } = renderApp('/offer/2-for-1-mains', { api });
    await user.type(await screen.findByLabelText('E-mail address'), 'amelie@example.com');
    await user.click(screen.getByLabelText('I accept the terms and conditions of this offer.'));
    await user.click(screen.getByRole('button', { name: 'Get my code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('we could not get your voucher code'));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('amelie@example.com');
  });

  it("sends a 404 'could not find offer' to /page-not-found (spec §8), as the server answers 404", async () => {
    const { bus, navigate, container } = renderApp('/offer/no-such-offer');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/page-not-found', { replace: true }));
    expect(container.querySelector('.mk-app')).toBeEmptyDOMElement();
  });

  it('offers Try again for other load failures', async () => {
    const api = createFakeApi();
    api.offers.getOfferBySlug.mockRejectedValueOnce(ApiError.network(new Error('down')));
    const { user } = renderApp('/offer/2-for-1-mains', { api });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: OFFER.title })).toBeInTheDocument();
  });
});
