import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTargetId, scrollOffset, scrollTopFor } from '../lib/scroll';

/** Scrolls smoothly so the element sits below the sticky header (spec §2 offsets). */
export function scrollToElement(element: Element): void {
  const header = document.querySelector('.header');
  const offset = scrollOffset(window.innerWidth, header?.getBoundingClientRect().height ?? 0);
  const top = scrollTopFor(element.getBoundingClientRect().top, window.scrollY, offset);
  // Braces matter: scrollTo returns a promise in current browsers, and callers must not pass it on.
  window.scrollTo({ top, behavior: 'smooth' });
}

/** How long a hash link waits for its target to appear (a remote renders it after loading). */
const WAIT_FOR_TARGET_MS = 3000;

/**
 * Links with a hash scroll smoothly to their element (which may still be on its way from a
 * remote); other navigation starts at the top. `#booking` is the booking modal, not a place.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;
    const id = hash === '#booking' ? null : hashTargetId(hash);
    if (!id) {
      if (pathChanged) window.scrollTo(0, 0);
      return undefined;
    }
    const scrollWhenThere = () => {
      const target = document.getElementById(id);
      if (target) scrollToElement(target);
      return Boolean(target);
    };
    if (scrollWhenThere()) return undefined;
    const observer = new MutationObserver(() => {
      if (scrollWhenThere()) stop();
    });
    const timeout = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
