import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from './page-states';

describe('page states', () => {
  it('announces loading as a busy status', () => {
    render(<LoadingState label="Loading menus…" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading menus…');
  });

  it('announces an error and retries on request', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="We could not load the menus." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the menus.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when there is nothing to retry', () => {
    render(<ErrorState message="Gone." />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what is empty and what to do next', () => {
    render(
      <EmptyState message="No jobs match.">
        <a href="/careers/job-search">Clear filters</a>
      </EmptyState>,
    );
    expect(screen.getByText('No jobs match.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('titles a missing thing as the page heading', () => {
    render(<NotFoundState title="Menu not found" message="This menu is no longer served." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Menu not found' })).toBeInTheDocument();
  });
});
