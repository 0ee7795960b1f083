import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_LIFETIME_MS, resolveTokenSecret, signAppToken, verifyAppToken } from './index';

describe('app tokens', () => {
  const secret = 'test-secret-test-secret-test-secret';
  const now = Date.UTC(2026, 10, 21, 12);

  it('lasts 23 hours', async () => {
    const token = await signAppToken(secret, now);
    expect(token.expiresAt - now).toBe(TOKEN_LIFETIME_MS);
    await expect(verifyAppToken(secret, token.accessToken, now + TOKEN_LIFETIME_MS - 1000)).resolves.toBeUndefined();
  });

  it.each([
    ['expired', async (t: string) => verifyAppToken(secret, t, now + TOKEN_LIFETIME_MS + 1000)],
    ['signed with another secret', async (t: string) => verifyAppToken('another-secret-another-secret-xx', t, now)],
    ['tampered', async (t: string) => verifyAppToken(secret, `${t.slice(0, -2)}xx`, now)],
  ])('is refused when %s', async (_case, check) => {
    const token = await signAppToken(secret, now);
    await expect(check(token.accessToken)).rejects.toThrow();
  });

  it('generates one secret per data folder and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'token-'));
    const first = resolveTokenSecret(null, dir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(resolveTokenSecret(undefined, dir)).toBe(first);
    expect(resolveTokenSecret('configured', dir)).toBe('configured');
  });
});
