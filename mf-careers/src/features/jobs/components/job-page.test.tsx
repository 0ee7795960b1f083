import { screen, waitFor } from '@testing-library/react';
import { createFakeApi, refusal, renderApp } from '../../../test-support/render-app';

describe('JobPage (/careers/job/{id}, /careers/job-search/{id})', () => {
  it('shows the job with its description, and its title to the shell', async () => {
    const { bus } = renderApp('/careers/job/MR-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Host' })).toBeInTheDocument();
    expect(screen.getByText('What the MR-2 job is about.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for this job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to job search/ })).toHaveAttribute('href', '/careers/job-search');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Host' }));
  });

  it('leads back to the same search when opened from it', async () => {
    renderApp('/careers/job-search/MR-2?type=part-time&location=SW1A+1AA&utm_source=x');
    await screen.findByRole('heading', { level: 1, name: 'Host' });
    expect(screen.getByRole('link', { name: /Back to job search/ })).toHaveAttribute('href', '/careers/job-search?utm_source=x&type=part-time&location=SW1A+1AA');
  });

  it.each([
    ['an unknown job id', '/careers/job/MR-9999', refusal(404, 'We could not find the job.')],
    ['an id that cannot be a job id', '/careers/job-search/%3Cscript%3E', refusal(400, 'params/jobId must match pattern', { field: 'jobId' })],
  ])('hands %s to the shell’s 404 page', async (_case, path, error) => {
    const api = createFakeApi();
    api.getJob.mockRejectedValueOnce(error);
    const { bus, container } = renderApp(path, api);
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found' }));
    expect(container.querySelector('h1')).toBeNull();
  });

  it('hands a path it does not own to the shell’s 404 page', () => {
    const { bus } = renderApp('/careers/elsewhere');
    expect(bus.events).toContainEqual({ type: 'page:not-found' });
  });

  it('offers to try again when the job cannot be loaded', async () => {
    const api = createFakeApi();
    api.getJob.mockRejectedValueOnce(new Error('offline'));
    const view = renderApp('/careers/job/MR-2', api);
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Host' })).toBeInTheDocument();
  });
});
