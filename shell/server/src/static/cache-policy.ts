export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (ETag / Last-Modified) before every use. */
export const REVALIDATE = 'no-cache';

/**
 * A content hash in the file name: `main.3f9a0c17be.js`, `hero.0a1b2c3d4e.jpg` (webpack's
 * `[name].[contenthash]`), or a bare hash `3f9a0c17be5d4e21.woff2`. Hex, at least 8 digits.
 */
const HASHED = /(?:^|\.)[0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i;

/**
 * Cache-Control for a file of the shell build. A hashed name changes whenever its content does,
 * so it may be kept for a year; anything else (index.html, mf-manifest.json, robots.txt) must be
 * revalidated or a deploy would be invisible.
 */
export function shellCacheControl(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}
