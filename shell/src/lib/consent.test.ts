import { allowsTags, consentCookies, decide, googleConsent, readConsent, readPreferences } from './consent';

describe('cookie consent', () => {
  it.each([
    ['', null],
    ['other=1', null],
    ['cookie_consent=accepted', { decision: 'accepted', choice: { analytics: true, marketing: true } }],
    ['a=b; cookie_consent=rejected; c=d', { decision: 'rejected', choice: { analytics: false, marketing: false } }],
    ['cookie_consent=custom; cookie_preferences=analytics%3D1%26marketing%3D0', { decision: 'custom', choice: { analytics: true, marketing: false } }],
    ['cookie_consent=custom', { decision: 'custom', choice: { analytics: false, marketing: false } }],
    ['cookie_consent=maybe', null],
    // The decision expired (30 days) but the preferences (365 days) remain: ask again.
    ['cookie_preferences=analytics%3D1%26marketing%3D1', null],
  ])('%p reads as %p', (cookies, expected) => {
    expect(readConsent(cookies)).toEqual(expected);
  });

  it('starts the Manage panel from the saved preferences, or from nothing granted', () => {
    expect(readPreferences('cookie_preferences=analytics%3D0%26marketing%3D1')).toEqual({ analytics: false, marketing: true });
    expect(readPreferences('')).toEqual({ analytics: false, marketing: false });
  });

  it('keeps the decision for 30 days and the preferences for 365, Secure on https', () => {
    const [consent, preferences] = consentCookies(decide('custom', { analytics: true, marketing: false }), true);
    expect(consent).toBe('cookie_consent=custom; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(preferences).toBe('cookie_preferences=analytics%3D1%26marketing%3D0; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(consentCookies(decide('rejected'), false)[0]).toBe('cookie_consent=rejected; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it.each([
    [undefined, { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    [{ analytics: true, marketing: false }, { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
    [{ analytics: false, marketing: true }, { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' }],
  ])('Google consent mode for %p is %p', (choice, expected) => {
    expect(googleConsent(choice)).toEqual(expected);
  });

  it.each([
    [{ analytics: false, marketing: false }, false],
    [{ analytics: true, marketing: false }, true],
    [{ analytics: false, marketing: true }, true],
  ])('tags run for %p: %p', (choice, expected) => {
    expect(allowsTags(choice)).toBe(expected);
  });
});
