/**
 * `/release.json`: which build of each remote the shell loads, as the URL of its
 * `mf-manifest.json`. Root-relative URLs ('/remotes/mf-menus/1.4.2/mf-manifest.json') are on the
 * site's own origin; absolute ones may point at another origin (a CDN, a team's own server).
 */
export interface Release {
  remotes: Record<string, string>;
}

export const EMPTY_RELEASE: Release = { remotes: {} };

const REMOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** '/remotes/…' or an absolute http(s) URL; never protocol-relative ('//host/…'). */
export function isManifestUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Throws an error naming the first problem; a release with one bad entry is refused whole. */
export function parseRelease(text: string): Release {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error('expected { "remotes": { "<name>": "<manifest url>" } }');
  }
  const result: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`"${name}" is not a remote name`);
    if (typeof url !== 'string' || !isManifestUrl(url)) throw new Error(`remote "${name}" needs a manifest URL (a path or http(s) URL)`);
    result[name] = url;
  }
  return { remotes: result };
}

/** Environment overrides win over (and may add to) the release file. */
export function withOverrides(release: Release, overrides: Record<string, string>): Release {
  return { remotes: { ...release.remotes, ...overrides } };
}

/** Origins other than the site's own that the release loads code from: they join the CSP. */
export function foreignOrigins(release: Release, siteUrl: string): string[] {
  const own = new URL(siteUrl).origin;
  const origins = new Set<string>();
  for (const url of Object.values(release.remotes)) {
    const origin = new URL(url, siteUrl).origin;
    if (origin !== own) origins.add(origin);
  }
  return [...origins].sort();
}
