import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandSettings } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { Layout } from './layout';

const settings = { site_name: 'Maison Rivière', tag_manager_id: '', mastheadItems: [{ linkText: 'Menus', linkUrl: '/our-menu' }] } as unknown as BrandSettings;

/** A page whose visitor has not answered the cookie banner yet. */
async function renderPage() {
  renderWithShell(
    <Layout>
      <a href="/offer/2-for-1-mains">Get the offer</a>
    </Layout>,
    { api: { content: { getBrandSettings: async () => settings } } },
  );
  const banner = await screen.findByRole('region', { name: 'Cookies on this site' });
  return { user: userEvent.setup(), banner };
}

const forget = () => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  document.cookie = 'cookie_preferences=; Max-Age=0; Path=/';
};

describe('Layout: the cookie banner by keyboard', () => {
  beforeEach(forget);
  afterEach(forget);

  it('is the first thing Tab reaches, before the skip link and the header', async () => {
    const { user } = await renderPage();
    await user.tab();
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it.each([
    ['Accept', [], 'accepted'],
    ['Reject', [], 'rejected'],
    ['Save choices', ['Manage'], 'custom'],
  ])('after %s, focus is at the top of the page content, and the next Tab goes into it', async (answer, before, decision) => {
    const { user, banner } = await renderPage();
    for (const name of before) await user.click(screen.getByRole('button', { name }));
    screen.getByRole('button', { name: answer }).focus();
    await user.keyboard('{Enter}');
    expect(banner).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(document.cookie).toContain(`cookie_consent=${decision}`);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Get the offer' })).toHaveFocus();
  });
});
