import { screen, waitFor, within } from '@testing-library/react';
import { JOB_MESSAGES } from '@riviere/api-client';
import { JOBS, job, question } from '../../../test-support/jobs';
import { createFakeApi, refusal, renderApp } from '../../../test-support/render-app';
import { APPLICATION_MESSAGES as M } from '../model/application-messages';

const SIMPLE_JOB = job('MR-9', { name: 'Kitchen Porter', questions: [question('q-9', 'TEXT', true)] });

async function openApplication(jobId: string, api = createFakeApi([...JOBS, SIMPLE_JOB])) {
  const view = renderApp(`/careers/job/${jobId}`, api);
  const apply = await screen.findByRole('button', { name: 'Apply for this job' });
  await view.user.click(apply);
  const dialog = await screen.findByRole('dialog');
  return { ...view, apply, dialog };
}

async function fillSimple(user: Awaited<ReturnType<typeof openApplication>>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Zoë');
  await user.type(screen.getByLabelText('Second name'), "D'Arcy");
  await user.type(screen.getByLabelText('E-mail address'), 'zoe@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+44 7700 900123');
  await user.type(screen.getByLabelText(/Question q-9/), 'I love washing up.');
}

describe('ApplyModal', () => {
  it('is a modal dialog: focus moves in, Tab stays inside, Esc closes and focus returns to Apply', async () => {
    const { user, apply, dialog } = await openApplication('MR-9');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Apply: Kitchen Porter');
    expect(within(dialog).getByRole('heading', { name: 'Apply: Kitchen Porter' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Send application' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apply).toHaveFocus();
  });

  it('keeps what was typed when closed and opened again', async () => {
    const { user, apply } = await openApplication('MR-9');
    await user.type(screen.getByLabelText('First name'), 'Zoë');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(apply);
    expect(screen.getByLabelText('First name')).toHaveValue('Zoë');
  });

  it.each([
    ['First name', 'Zo3', M.FIRST_NAME_INVALID],
    ['First name', '', M.FIRST_NAME_REQUIRED],
    ['Second name', '', M.SECOND_NAME_REQUIRED],
    ['E-mail address', 'zoe@example', M.EMAIL_INVALID],
    ['Phone number', '123456', M.TELEPHONE_INVALID],
  ])('shows the %s rule when the field is left (%p)', async (label, text, message) => {
    const { user } = await openApplication('MR-9');
    const input = screen.getByLabelText(label);
    await user.click(input);
    if (text) await user.type(input, text);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('sends the spec §3 payload and thanks the visitor', async () => {
    const { user, api, bus } = await openApplication('MR-9');
    await fillSimple(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: M.THANKS_TITLE })).toHaveFocus();
    expect(screen.getByText('Thank you for your application. We will be in touch soon.')).toBeInTheDocument();
    const thanks = screen.getByRole('dialog', { name: M.THANKS_TITLE });
    expect(thanks).toHaveClass('cr-apply--thanks');
    expect(thanks).toHaveTextContent(/Your application for Kitchen Porter at .+ has reached the restaurant's hiring team\./);
    expect(thanks).toHaveTextContent('We have e-mailed you a copy at zoe@example.com.');
    expect(within(thanks).getByRole('link', { name: 'See all our jobs' })).toHaveAttribute('href', '/careers/job-search');
    expect(api.apply).toHaveBeenCalledWith({
      email: 'zoe@example.com',
      firstName: 'Zoë',
      secondName: "D'Arcy",
      telephone: '+44 7700 900123',
      jobId: 'MR-9',
      experience: [],
      questions: [{ id: 'q-9', answer: 'I love washing up.' }],
    });
    expect(bus.events).toContainEqual({ type: 'analytics', event: 'job_application_submitted', data: { jobId: 'MR-9', category: 'back-of-house' } });
  });

  it('on submit shows every missing answer of a CV job and sends nothing', async () => {
    // MR-1, Head Chef: CV and work experience required, four questions (two mandatory).
    const { user, api } = await openApplication('MR-1');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    for (const message of [M.FIRST_NAME_REQUIRED, M.RESUME_REQUIRED, M.EMPLOYER_REQUIRED, M.TO_YEAR_REQUIRED, M.CHOOSE_ONE]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.apply).not.toHaveBeenCalled();
  });

  it('checks the CV file name as soon as one is chosen', async () => {
    const { user } = await openApplication('MR-1');
    await user.upload(screen.getByLabelText('CV file'), new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    expect(await screen.findByText(M.RESUME_TYPE)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CV file'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText(M.RESUME_TYPE)).not.toBeInTheDocument());
  });

  it('adds and removes work entries, but one always stays; a current role needs no end', async () => {
    const { user } = await openApplication('MR-1');
    expect(screen.queryByRole('button', { name: /Remove role/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add another role/ }));
    expect(screen.getByRole('group', { name: 'Role 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove role 2' }));
    expect(screen.queryByRole('group', { name: 'Role 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove role/ })).not.toBeInTheDocument();

    const role = screen.getByRole('group', { name: 'Role 1' });
    await user.click(within(role).getByRole('checkbox', { name: 'This is my current role' }));
    expect(within(role).queryByRole('group', { name: 'To' })).not.toBeInTheDocument();
  });

  it.each([
    ['a duplicate application', refusal(409, JOB_MESSAGES.DUPLICATE, { code: 'DUPLICATED_REQUEST' }), M.DUPLICATE],
    ['a message with err=15', refusal(400, 'Rejected by the applicant tracking system: err=15'), M.INVALID_FIELDS],
    ['a server failure', refusal(503, 'Service Unavailable'), M.SUBMIT_FAILED],
  ])('shows %s in an error modal, and the form keeps everything', async (_case, error, message) => {
    const api = createFakeApi([...JOBS, SIMPLE_JOB]);
    api.apply.mockRejectedValueOnce(error);
    const { user } = await openApplication('MR-9', api);
    await fillSimple(user);
    const send = screen.getByRole('button', { name: 'Send application' });
    await user.click(send);

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription(message);
    expect(within(alert).getByRole('heading')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(send).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Zoë');
    expect(screen.getByLabelText(/Question q-9/)).toHaveValue('I love washing up.');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(message);
  });

  it('marks the CV when the server refuses its bytes', async () => {
    const api = createFakeApi([...JOBS, SIMPLE_JOB]);
    api.apply.mockRejectedValueOnce(refusal(400, 'resume must be a PDF or Word (.docx) document', { code: 'VALIDATION', field: 'resume', rule: 'fileType' }));
    const { user } = await openApplication('MR-9', api);
    await fillSimple(user);
    await user.upload(screen.getByLabelText(/CV file/), new File(['MZ'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription('Your CV must be a PDF or Word (.docx) file.');
    expect(within(alert).queryByText(/resume/i)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Back to your application' }));
    expect(screen.getByLabelText(/CV file/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/CV file/)).toHaveAccessibleDescription(expect.stringContaining('Your CV must be a PDF or Word (.docx) file.'));
  });

  it('says a name the server refuses by its label, never its field name, and marks it', async () => {
    const api = createFakeApi([...JOBS, SIMPLE_JOB]);
    api.apply.mockRejectedValueOnce(refusal(400, 'firstName must be at most 80 characters', { code: 'VALIDATION', field: 'firstName', rule: 'maxLength', limit: 80 }));
    const { user } = await openApplication('MR-9', api);
    await fillSimple(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription('First name must be 80 characters or fewer.');
    await user.click(within(alert).getByRole('button', { name: 'Back to your application' }));
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/firstName/)).not.toBeInTheDocument();
  });
});
