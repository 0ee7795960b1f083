import { createHash } from 'node:crypto';

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

/**
 * Every page not for one person is the same bytes for every visitor: a shared cache keeps it a
 * day (purges keep it fresh), serves it stale while it revalidates and for a day while the origin
 * is down; browsers revalidate it on every use (its ETag makes that a 304).
 */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400';

/** A strong ETag: the same bytes, the same tag, on every worker and every site server. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the request's If-None-Match names this ETag (or `*`); weak comparison, as RFC 9110 has for it. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
