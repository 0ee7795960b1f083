import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { consentCookies, decide, NOTHING_GRANTED, readPreferences, type ConsentChoice, type StoredConsent } from '../lib/consent';

/** Opens the banner again (the footer's "Cookie settings"). */
export const OPEN_COOKIE_SETTINGS = 'riviere:cookie-settings';

interface Props {
  /** Whether to show the banner now (the visitor has not decided, or asked to change). */
  open: boolean;
  onDecide(consent: StoredConsent): void;
}

/** Keeps what has focus visible above the banner: scroll padding plus a nudge when focus lands under it. */
function useNeverHideFocus(banner: React.RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight + 16}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || element.contains(target) || typeof target.getBoundingClientRect !== 'function') return;
      const box = target.getBoundingClientRect();
      const bannerTop = element.getBoundingClientRect().top;
      // Not for what cannot fit above the banner anyway (the skip link's <main>): no lurch down the page.
      if (box.bottom > bannerTop && box.height < bannerTop) window.scrollBy({ top: box.bottom - bannerTop + 16 });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [banner, open]);
}

/** The cookie banner: Accept, Reject, or Manage per category (in the server HTML for a visitor who has not decided). */
export function CookieBanner({ open, onDecide }: Props) {
  const banner = useRef<HTMLElement>(null);
  const [managing, setManaging] = useState(false);
  // The saved preferences are read once it is open in the browser (the server renders nothing granted).
  const [choice, setChoice] = useState<ConsentChoice>(NOTHING_GRANTED);
  useNeverHideFocus(banner, open);
  useEffect(() => {
    if (open) setChoice(readPreferences(document.cookie));
  }, [open]);

  if (!open) return null;
  const save = (consent: StoredConsent) => {
    for (const cookie of consentCookies(consent, window.location.protocol === 'https:')) document.cookie = cookie;
    setManaging(false);
    onDecide(consent);
  };

  return (
    <section ref={banner} className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title">Cookies on this site</h2>
        <p className="cookie-banner__text">
          We use cookies that the site needs to work, and — only if you agree — cookies for analytics and marketing. Read our{' '}
          <a href="/cookie-policy">cookie policy</a>.
        </p>
        {managing && (
          <fieldset className="cookie-banner__choices">
            <legend className="cookie-banner__legend">Choose which cookies we may use</legend>
            <label className="cookie-banner__choice">
              <input className="cookie-banner__box" type="checkbox" checked disabled /> Necessary (always on: the site cannot work without them)
            </label>
            <label className="cookie-banner__choice">
              <input className="cookie-banner__box" type="checkbox" checked={choice.analytics} onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })} /> Analytics (how the site is used)
            </label>
            <label className="cookie-banner__choice">
              <input className="cookie-banner__box" type="checkbox" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })} /> Marketing (offers that suit you)
            </label>
          </fieldset>
        )}
        <div className="cookie-banner__actions">
          <button type="button" className="rv-button rv-button--primary" onClick={() => save(decide('accepted'))}>Accept</button>
          <button type="button" className="rv-button rv-button--secondary" onClick={() => save(decide('rejected'))}>Reject</button>
          {managing ? (
            <button type="button" className="rv-button rv-button--secondary" onClick={() => save(decide('custom', choice))}>Save choices</button>
          ) : (
            <button type="button" className="rv-button rv-button--secondary" aria-expanded={false} onClick={() => setManaging(true)}>Manage</button>
          )}
        </div>
      </div>
    </section>
  );
}
