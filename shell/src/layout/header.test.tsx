import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandSettings } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { Header } from './header';

const settings = {
  site_name: 'Maison Rivière',
  book_now_text: 'Book Now',
  mastheadItems: [
    { linkText: 'Menus', linkUrl: '/our-menu' },
    { linkText: 'About', linkUrl: '/faqs', links: [{ linkText: 'FAQs', linkUrl: '/faqs' }, { linkText: 'Careers', linkUrl: '/careers/job-search' }] },
  ],
} as BrandSettings;

function renderHeader() {
  renderWithShell(<Header settings={settings} siteName="x" />);
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'About' }), phoneMenu: screen.getByRole('button', { name: 'Menu' }) };
}

describe('Header navigation', () => {
  it('opens a dropdown from its toggle and closes it, and the phone menu, when one of its links is followed', async () => {
    const { user, toggle, phoneMenu } = renderHeader();
    await user.click(phoneMenu);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu when a top-level link is followed', async () => {
    const { user, phoneMenu } = renderHeader();
    await user.click(phoneMenu);
    await user.click(screen.getByRole('link', { name: 'Menus' }));
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a dropdown with Escape from inside it and gives focus back to its toggle', async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes a dropdown when focus leaves it', async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu with Escape from a link inside it and gives focus back to the Menu button', async () => {
    const { user, phoneMenu } = renderHeader();
    await user.click(phoneMenu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Menus' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveClass('nav--open');
    expect(phoneMenu).toHaveFocus();
  });

  it('closes the phone menu with Escape from its own button', async () => {
    const { user, phoneMenu } = renderHeader();
    await user.click(phoneMenu);
    expect(phoneMenu).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open dropdown inside the phone menu first, then the phone menu on the next Escape', async () => {
    const { user, toggle, phoneMenu } = renderHeader();
    await user.click(phoneMenu);
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'false');
    expect(phoneMenu).toHaveFocus();
  });

  it('leaves the phone menu open for an Escape meant for something else on the page', async () => {
    const { user, phoneMenu } = renderHeader();
    const elsewhere = document.body.appendChild(document.createElement('input'));
    await user.click(phoneMenu);
    elsewhere.focus();
    await user.keyboard('{Escape}');
    expect(phoneMenu).toHaveAttribute('aria-expanded', 'true');
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});

describe('Header Book Now', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('on the home page scrolls to the booking strip and focuses its first control, without a modal', async () => {
    const { user } = renderHeader();
    const strip = document.body.appendChild(document.createElement('section'));
    strip.id = 'booking-area';
    const start = strip.appendChild(document.createElement('button'));
    start.setAttribute('data-booking-start', '');
    await user.click(screen.getByRole('link', { name: 'Book Now' }));
    await waitFor(() => expect(start).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    strip.remove();
  });
});
