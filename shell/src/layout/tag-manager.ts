import { allowsTags, googleConsent, TAG_MANAGER_DELAY_MS, type StoredConsent } from '../lib/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface TagManager {
  /** The visitor decided (or had decided on an earlier visit). */
  applyConsent(consent: StoredConsent): void;
  /** An analytics event: written to the data layer only once tracking is allowed, dropped if refused. */
  track(event: string, data?: Record<string, unknown>): void;
}

export interface TagManagerOptions {
  /** The container id from the brand settings ('GTM-…'); none = no tag manager at all. */
  containerId?: string;
  delayMs?: number;
  loadScript?: (src: string) => void;
}

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Google consent mode and the tag manager. The consent defaults (ad and analytics storage
 * denied) are the first thing in the data layer; the tag manager's script is requested only
 * `delayMs` after the visitor allows tracking, never before, and never if they refuse.
 */
export function createTagManager({ containerId, delayMs = TAG_MANAGER_DELAY_MS, loadScript = appendScript }: TagManagerOptions): TagManager {
  const dataLayer = (window.dataLayer ??= []);
  // gtag() pushes the `arguments` object itself, not an array: the only form the tag manager reads.
  function gtag(..._command: unknown[]): void {
    dataLayer.push(arguments);
  }
  gtag('consent', 'default', googleConsent());

  let allowed: boolean | null = null;
  let pending: Array<Record<string, unknown>> = [];
  let scheduled = false;

  return {
    applyConsent({ choice }) {
      gtag('consent', 'update', googleConsent(choice));
      allowed = allowsTags(choice);
      if (!allowed) {
        pending = [];
        return;
      }
      for (const entry of pending) dataLayer.push(entry);
      pending = [];
      if (containerId && !scheduled) {
        scheduled = true;
        window.setTimeout(() => {
          dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
          loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
        }, delayMs);
      }
    },
    track(event, data = {}) {
      const entry = { event, ...data };
      if (allowed === true) dataLayer.push(entry);
      else if (allowed === null) pending.push(entry);
    },
  };
}
