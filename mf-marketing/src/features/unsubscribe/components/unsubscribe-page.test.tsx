import { screen } from '@testing-library/react';
import { createFakeApi, FORGED_LINK, renderApp, UNSUBSCRIBE_LINK } from '../../../test-support/render-app';
import { INVALID_LINK } from '../model/unsubscribe-messages';

const path = (link: { recipient: string; signature: string }) => `/unsubscribe/${link.recipient}/${link.signature}`;

describe('unsubscribe page', () => {
  it('names the address and asks with a button that posts the form to the same address; opening it changes nothing', async () => {
    const { api } = renderApp(path(UNSUBSCRIBE_LINK));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from marketing e-mails' })).toBeInTheDocument();
    expect(screen.getByText('amelie@example.com')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Unsubscribe' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', path(UNSUBSCRIBE_LINK));
    expect(form.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'List-Unsubscribe');
    expect(form.querySelector('input[type="hidden"]')).toHaveValue('One-Click');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('type', 'submit');
    expect(api.preferences.getUnsubscribeState).toHaveBeenCalledWith(UNSUBSCRIBE_LINK);
    expect(api.preferences.updateMarketingEmails).not.toHaveBeenCalled();
  });

  it('says the address is unsubscribed when it is', async () => {
    const api = createFakeApi();
    api.preferences.getUnsubscribeState.mockResolvedValueOnce({ email: 'amelie@example.com', marketingEmails: false });
    renderApp(path(UNSUBSCRIBE_LINK), { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We will send no more marketing e-mails to amelie@example.com');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says what is wrong with a link we never signed, and offers no button', async () => {
    const { bus } = renderApp(path(FORGED_LINK));
    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(bus.events.filter((e) => e.type === 'page:not-found')).toEqual([]);
  });
});
