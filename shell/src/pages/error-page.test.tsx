import { screen } from '@testing-library/react';
import { renderWithShell } from '../test-support/render';
import { ErrorPage, ErrorPageBoundary, NotFoundPage } from './error-page';

describe('error pages', () => {
  it('defaults to 500 with a Return to homepage button', () => {
    renderWithShell(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 500');
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  });

  it('says the page could not be found with 404', () => {
    renderWithShell(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 404: This page could not be found');
  });

  it('falls back to a plain message when the error page itself fails', () => {
    const Broken = () => {
      throw new Error('broken');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ErrorPageBoundary><Broken /></ErrorPageBoundary>);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});
