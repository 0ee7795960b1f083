import { FORM_TOKEN_LIFETIME_MS, checkFormToken, signFormToken } from './form-token';

describe('form tokens', () => {
  const secret = 'test-secret-test-secret-test-secret';
  const now = Date.UTC(2026, 10, 29, 12);
  const token = signFormToken(secret, 'booking', now);

  it.each<[string, string, string, unknown, number, string]>([
    ['fresh, for its form', secret, 'booking', token, now, 'valid'],
    ['one second before expiry', secret, 'booking', token, now + FORM_TOKEN_LIFETIME_MS - 1000, 'valid'],
    ['after expiry', secret, 'booking', token, now + FORM_TOKEN_LIFETIME_MS + 1, 'expired'],
    ['for another form', secret, 'contact', token, now, 'invalid'],
    ['signed with another secret', 'another-secret-another-secret-xx', 'booking', token, now, 'invalid'],
    ['with its expiry moved', secret, 'booking', token.replace(/^\d+/, String(now + 10 * FORM_TOKEN_LIFETIME_MS)), now, 'invalid'],
    ['tampered', secret, 'booking', `${token.slice(0, -2)}xx`, now, 'invalid'],
    ['missing', secret, 'booking', undefined, now, 'invalid'],
    ['not a string', secret, 'booking', ['a', 'b'], now, 'invalid'],
    ['empty', secret, 'booking', '', now, 'invalid'],
    ['far too long', secret, 'booking', `${token}${'x'.repeat(500)}`, now, 'invalid'],
  ])('is %s → %s', (_case, key, purpose, given, at, expected) => {
    expect(checkFormToken(key, purpose, given, at)).toBe(expected);
  });

  it('differs on every page view', () => {
    expect(signFormToken(secret, 'booking', now)).not.toBe(signFormToken(secret, 'booking', now));
  });
});
