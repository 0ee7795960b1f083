import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@riviere/api-client';
import { createFakeApi, renderApp, type RenderedApp } from '../../../test-support/render-app';

async function fillIn({ user }: RenderedApp) {
  await user.type(await screen.findByLabelText('First name'), 'Amélie');
  await user.type(screen.getByLabelText('Last name'), 'Dubois');
  await user.type(screen.getByLabelText('E-mail address'), 'amelie@example.com');
  await user.selectOptions(screen.getByLabelText('Enquiry type'), 'About a restaurant visit');
  await user.selectOptions(screen.getByLabelText('Restaurant'), 'Covent Garden');
  await user.type(screen.getByLabelText(/Number of guests/), '4');
  await user.selectOptions(screen.getByLabelText('Reason'), 'My visit');
  await user.selectOptions(screen.getByLabelText('Which best describes it?'), 'Food and drink');
  await user.type(screen.getByLabelText('Message'), 'The tarte tatin was perfect.');
}

const pdf = () => new File(['%PDF-1.4 tiny'], 'receipt.pdf', { type: 'application/pdf' });

describe('contact form widget', () => {
  it('sends the message with a PDF, shows thanks and clears the form', async () => {
    const view = renderApp('/contact', { widget: 'contact-form' });
    await fillIn(view);
    await view.user.upload(screen.getByLabelText(/Attach files/), pdf());
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('receipt.pdf');
    await view.user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you for your message.'));
    expect(view.api.contact.sendEmail).toHaveBeenCalledWith({
      firstName: 'Amélie', lastName: 'Dubois', email: 'amelie@example.com', message: 'The tarte tatin was perfect.', enquiryType: 'restaurant',
      enquiryRestaurant: 118, guests: 4, reason: 'my-visit', subReason: 'food',
      files: [{ name: 'receipt.pdf', contentType: 'application/pdf', content: btoa('%PDF-1.4 tiny') }],
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it.each([
    ['a statusCode other than 200', (api: ReturnType<typeof createFakeApi>) => api.contact.sendEmail.mockResolvedValueOnce({ statusCode: 500, message: 'x' })],
    ['a failed request', (api: ReturnType<typeof createFakeApi>) => api.contact.sendEmail.mockRejectedValueOnce(new Error('down'))],
  ])('shows an error for %s and loses nothing typed', async (_label, arrange) => {
    const api = createFakeApi();
    arrange(api);
    const view = renderApp('/contact', { widget: 'contact-form', api });
    await fillIn(view);
    await view.user.upload(screen.getByLabelText(/Attach files/), pdf());
    await view.user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('we could not send your message'));
    expect(screen.getByLabelText('First name')).toHaveValue('Amélie');
    expect(screen.getByLabelText('Message')).toHaveValue('The tarte tatin was perfect.');
    expect(screen.getByLabelText('Which best describes it?')).toHaveValue('food');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('receipt.pdf');
  });

  it('says an attachment the API refused in the guest’s words, never its field path', async () => {
    const api = createFakeApi();
    api.contact.sendEmail.mockRejectedValueOnce(ApiError.fromResponse(400, { code: 'VALIDATION', message: 'files[0] must be a PDF, PNG, JPEG, GIF or WebP file', field: 'files[0]', rule: 'fileType' }));
    const view = renderApp('/contact', { widget: 'contact-form', api });
    await fillIn(view);
    await view.user.upload(screen.getByLabelText(/Attach files/), pdf());
    await view.user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Each attachment must be a PDF or an image (PNG, JPEG, GIF or WebP).'));
    expect(screen.queryByText(/files\[0\]/)).not.toBeInTheDocument();
  });

  it('refuses a file that is too big or not a PDF or image, with a clear message', async () => {
    const { user } = renderApp('/contact', { widget: 'contact-form' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText(/Attach files/), big);
    expect(screen.getByText(/"huge.png" is larger than 5 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('requires the restaurant only for a restaurant enquiry', async () => {
    const { user } = renderApp('/contact', { widget: 'contact-form' });
    await user.selectOptions(await screen.findByLabelText('Enquiry type'), 'About a restaurant visit');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please choose the restaurant you visited')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Enquiry type'), 'General enquiry');
    expect(screen.queryByText('Please choose the restaurant you visited')).not.toBeInTheDocument();
  });
});
