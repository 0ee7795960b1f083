import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test-support/render';
import { GlobalBanner, GlobalPopup } from './global-messages';

const popup = { id: 'winter-2026', title: 'Winter menu', body: 'Our winter menu is here.', linkText: 'See it', linkUrl: '/our-menu' };

describe('the global banner and popup', () => {
  it('shows the banner with its link, and nothing without one', () => {
    const { unmount } = renderWithShell(<GlobalBanner banner={{ text: 'Christmas is booking up.', linkText: 'See Christmas', linkUrl: '/christmas' }} />);
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent('Christmas is booking up.');
    expect(screen.getByRole('link', { name: 'See Christmas' })).toHaveAttribute('href', '/christmas');
    unmount();
    renderWithShell(<GlobalBanner />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the popup once per visitor: closing it remembers that popup id', async () => {
    window.localStorage.clear();
    const first = renderWithShell(<GlobalPopup popup={popup} />);
    expect(await screen.findByRole('dialog', { name: 'Winter menu' })).toHaveTextContent('Our winter menu is here.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderWithShell(<GlobalPopup popup={popup} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    renderWithShell(<GlobalPopup popup={{ ...popup, id: 'spring-2027', title: 'Spring menu' }} />);
    expect(await screen.findByRole('dialog', { name: 'Spring menu' })).toBeInTheDocument();
  });
});
