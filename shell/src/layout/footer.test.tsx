import { screen } from '@testing-library/react';
import type { BrandSettings } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { Footer } from './footer';

const settings = {
  site_name: 'Maison Rivière',
  footerItems: [{ linkText: 'Contact us', linkUrl: '/contact' }],
  socialMediaItems: [{ linkText: 'Instagram', linkUrl: 'https://instagram.example/mr' }],
} as BrandSettings;

describe('Footer', () => {
  it('shows the newsletter sign-up link, social and footer links, and the copyright with the year', () => {
    renderWithShell(<Footer settings={settings} siteName="x" year={2026} />);
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Here' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('© 2026 Maison Rivière')).toBeInTheDocument();
  });
});
