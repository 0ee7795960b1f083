import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

/** Spec §4: a new token is valid for 82,800,000 ms (23 hours). */
export const TOKEN_LIFETIME_MS = 82_800_000;
const ISSUER = 'riviere-site';
const AUDIENCE = 'riviere-brand-api';
const SECRET_FILE = 'token-secret';

export interface AppToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** An anonymous token: no visitor identity, only proof that our own site issued it. */
export async function signAppToken(secret: string, now: number = Date.now()): Promise<AppToken> {
  const expiresAt = now + TOKEN_LIFETIME_MS;
  const accessToken = await new SignJWT({ scope: 'anonymous' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .setJti(crypto.randomUUID())
    .sign(key(secret));
  return { accessToken, expiresAt };
}

/** Resolves when the token is ours and unexpired; rejects otherwise. */
export async function verifyAppToken(secret: string, token: string, now: number = Date.now()): Promise<void> {
  await jwtVerify(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    currentDate: new Date(now),
  });
}

/**
 * The shared signing secret: TOKEN_SECRET when set, otherwise one generated once into the
 * data folder so that the site server and the brand API on one machine agree without setup.
 */
export function resolveTokenSecret(configured: string | null | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process generated it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
export { FORM_TOKEN_LIFETIME_MS, checkFormToken, signFormToken, type FormTokenCheck } from './form-token';
