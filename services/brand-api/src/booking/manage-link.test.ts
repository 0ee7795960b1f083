import { REFERENCE_PATTERN, manageKey, managePagePath, newReference, signManageToken, verifyManageToken } from './manage-link';

const key = manageKey('a-token-secret-of-some-length');

describe('manage link tokens', () => {
  it('round-trips a reference', () => {
    const token = signManageToken(key, 'MR-7K3PQ2XD');
    expect(token).toMatch(/^MR-7K3PQ2XD\.[A-Za-z0-9_-]{32}$/);
    expect(verifyManageToken(key, token)).toBe('MR-7K3PQ2XD');
  });

  it.each([
    ['another reference with this signature', (t: string) => t.replace('MR-7K3PQ2XD', 'MR-7K3PQ2XE')],
    ['a changed signature', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`],
    ['a short signature', (t: string) => t.slice(0, -3)],
    ['no signature', () => 'MR-7K3PQ2XD'],
    ['an empty token', () => ''],
    ['a dot only', () => '.'],
  ])('refuses %s', (_, tamper) => {
    expect(verifyManageToken(key, tamper(signManageToken(key, 'MR-7K3PQ2XD')))).toBeNull();
  });

  it('puts the guest\'s page at /booking/{reference}/{signature}: no segment of it looks like a file name', () => {
    for (const reference of Array.from({ length: 50 }, () => newReference('MR'))) {
      const token = signManageToken(key, reference);
      const path = managePagePath(token);
      expect(path).toBe(`/booking/${reference}/${token.slice(reference.length + 1)}`);
      expect(path.split('/').every((segment) => !segment.includes('.'))).toBe(true);
    }
  });

  it('refuses a token signed under another secret', () => {
    expect(verifyManageToken(manageKey('another-secret'), signManageToken(key, 'MR-7K3PQ2XD'))).toBeNull();
  });

  it('makes references in the documented shape, all different', () => {
    const refs = Array.from({ length: 500 }, () => newReference('MR'));
    for (const ref of refs) expect(ref).toMatch(new RegExp(REFERENCE_PATTERN));
    expect(new Set(refs).size).toBe(500);
    expect(newReference('EQ')).toMatch(/^EQ-/);
  });
});
