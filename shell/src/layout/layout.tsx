import type { ReactNode } from 'react';
import { useShell } from '../app/shell-context';
import { Footer } from './footer';
import { Header } from './header';
import { useBrandSettings } from './use-brand-settings';

export function Layout({ children }: { children: ReactNode }) {
  const { config } = useShell();
  const settings = useBrandSettings();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header settings={settings} siteName={config.siteName} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer settings={settings} siteName={config.siteName} />
    </>
  );
}
