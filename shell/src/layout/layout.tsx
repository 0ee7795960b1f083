import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useShell } from '../shared/shell-context';
import { readConsent, type StoredConsent } from '../lib/consent';
import { BackToTop } from './back-to-top';
import { CookieBanner, OPEN_COOKIE_SETTINGS } from './cookie-banner';
import { Footer } from './footer';
import { GlobalBanner, GlobalPopup } from './global-messages';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import { createTagManager, type TagManager } from './tag-manager';
import { useBrandSettings } from './use-brand-settings';

/**
 * Consent and tags: the cookie banner opens once the page runs and finds no decision (the
 * server's HTML is the same for every visitor, so a shared cache can keep it), and analytics
 * events from the bus wait for the visitor's decision.
 */
function useConsent(containerId: string | undefined) {
  const { bus, initial } = useShell();
  const tags = useRef<TagManager | null>(null);
  // The first frame is the server's: without the banner unless a test's render asks for it.
  const [bannerOpen, setBannerOpen] = useState(initial.askConsent === true);

  useEffect(() => {
    if (tags.current || containerId === undefined) return undefined;
    const manager = createTagManager({ containerId: containerId || undefined });
    tags.current = manager;
    const stored = readConsent(document.cookie);
    if (stored) manager.applyConsent(stored);
    setBannerOpen(!stored);
    const subscription = bus.events$.subscribe((event) => {
      if (event.type === 'analytics') manager.track(event.event, event.data);
    });
    const reopen = () => setBannerOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
    };
  }, [bus, containerId]);

  const decide = (consent: StoredConsent) => {
    tags.current?.applyConsent(consent);
    // Focus never falls to <body> as the banner goes: the top of the page's content is where the
    // visitor was about to start.
    document.getElementById('main')?.focus({ preventScroll: true });
    setBannerOpen(false);
  };
  return { bannerOpen, decide };
}

export function Layout({ children }: { children: ReactNode }) {
  const { config } = useShell();
  const settings = useBrandSettings();
  // Settings decide the tag manager id; until they arrive nothing is set up ('' = none configured).
  const consent = useConsent(settings ? (settings.tag_manager_id ?? '') : undefined);
  return (
    <>
      {/* First in the page, so that a keyboard meets it first (it shows fixed at the bottom). */}
      <CookieBanner open={consent.bannerOpen} onDecide={consent.decide} />
      <a className="skip-link" href="#main">Skip to content</a>
      <LoadingBar />
      <GlobalBanner banner={settings?.global_banner} />
      <Header settings={settings} siteName={config.siteName} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer settings={settings} siteName={config.siteName} />
      <BackToTop />
      <GlobalPopup popup={settings?.global_popup} />
    </>
  );
}
