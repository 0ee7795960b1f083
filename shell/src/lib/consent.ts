/**
 * Cookie consent (spec §9): the visitor's decision is kept for 30 days, their per-category
 * preferences for 365; until they decide, Google consent mode denies ad and analytics storage.
 */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentDecision = 'accepted' | 'rejected' | 'custom';

export const CONSENT_COOKIE = 'cookie_consent';
export const PREFERENCES_COOKIE = 'cookie_preferences';
export const CONSENT_MAX_AGE_DAYS = 30;
export const PREFERENCES_MAX_AGE_DAYS = 365;
/** The tag manager loads this long after consent, never before (spec §9). */
export const TAG_MANAGER_DELAY_MS = 1000;

export const NOTHING_GRANTED: ConsentChoice = { analytics: false, marketing: false };
const EVERYTHING_GRANTED: ConsentChoice = { analytics: true, marketing: true };

export interface StoredConsent {
  decision: ConsentDecision;
  choice: ConsentChoice;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** What the visitor decided, from `document.cookie`; null until they decide (or after 30 days). */
export function readConsent(cookies: string): StoredConsent | null {
  const decision = cookieValue(cookies, CONSENT_COOKIE);
  if (decision === 'accepted') return { decision, choice: EVERYTHING_GRANTED };
  if (decision === 'rejected') return { decision, choice: NOTHING_GRANTED };
  if (decision !== 'custom') return null;
  const preferences = new URLSearchParams(cookieValue(cookies, PREFERENCES_COOKIE) ?? '');
  return { decision, choice: { analytics: preferences.get('analytics') === '1', marketing: preferences.get('marketing') === '1' } };
}

/** The preferences the Manage panel starts from: the last saved ones (kept 365 days), else nothing granted. */
export function readPreferences(cookies: string): ConsentChoice {
  const raw = cookieValue(cookies, PREFERENCES_COOKIE);
  if (raw === null) return NOTHING_GRANTED;
  const preferences = new URLSearchParams(raw);
  return { analytics: preferences.get('analytics') === '1', marketing: preferences.get('marketing') === '1' };
}

export function decide(decision: ConsentDecision, custom: ConsentChoice = NOTHING_GRANTED): StoredConsent {
  if (decision === 'accepted') return { decision, choice: EVERYTHING_GRANTED };
  if (decision === 'rejected') return { decision, choice: NOTHING_GRANTED };
  return { decision, choice: custom };
}

/** The `document.cookie` assignments that store a decision. */
export function consentCookies({ decision, choice }: StoredConsent, secure: boolean): string[] {
  const day = 24 * 60 * 60;
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const preferences = `analytics=${choice.analytics ? 1 : 0}&marketing=${choice.marketing ? 1 : 0}`;
  return [
    `${CONSENT_COOKIE}=${decision}; Max-Age=${CONSENT_MAX_AGE_DAYS * day}${attributes}`,
    `${PREFERENCES_COOKIE}=${encodeURIComponent(preferences)}; Max-Age=${PREFERENCES_MAX_AGE_DAYS * day}${attributes}`,
  ];
}

export type ConsentState = 'granted' | 'denied';

/** Google consent mode for a choice; the default (no choice yet) denies everything. */
export function googleConsent(choice: ConsentChoice = NOTHING_GRANTED): Record<string, ConsentState> {
  const ads: ConsentState = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** The tag manager runs only for a visitor who allowed at least one kind of tracking. */
export const allowsTags = (choice: ConsentChoice) => choice.analytics || choice.marketing;
