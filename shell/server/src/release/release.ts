/**
 * `/release.json`: which build of each remote the shell loads, as the URL of its
 * `mf-manifest.json`. Root-relative URLs ('/remotes/mf-menus/1.4.2/mf-manifest.json') are on the
 * site's own origin; absolute ones may point at another origin (a CDN, a team's own server).
 * `pins` (the release file's, never sent to the browser) holds what the site server may run.
 */
export interface Release {
  remotes: Record<string, string>;
  /** Per remote, the pin `release set` wrote; a release file written before pins has none. */
  pins?: Record<string, Pin>;
}


/**
 * The files of one version as `release set` checked them when it made the version live: the
 * site server runs a server entry only if its bytes have this sha256, whatever the store or the
 * version's own publish record now say.
 */
export interface Pin {
  /** The manifest URL the pin is for: a pin naming another version than the release pins nothing. */
  manifest: string;
  /** The server entry (relative to the version's folder), or null: the version renders in the browser. */
  server: { entry: string; sha256: string } | null;
  /** The browser's entry script (recorded, not checked by the site server). */
  remoteEntry?: { file: string; sha256: string };
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

const SHA256 = /^[0-9a-f]{64}$/;

/** A path inside the version's folder: no absolute path, no '..' segment. */
const isRelativePath = (value: string) => value !== '' && !value.startsWith('/') && !value.includes('\\') && !value.split('/').includes('..');

/** `{ [field]: path, sha256 }`, checked. */
function parsePinnedFile<F extends string>(value: unknown, where: string, field: F): Record<F, string> & { sha256: string } {
  const pinned = value as Record<string, unknown> | null;
  const file = pinned?.[field];
  if (typeof file !== 'string' || !isRelativePath(file)) throw new Error(`${where} needs "${field}": a path inside its version's folder`);
  if (typeof pinned?.sha256 !== 'string' || !SHA256.test(pinned.sha256)) throw new Error(`${where} needs a sha256 (64 hex digits)`);
  return { [field]: file, sha256: pinned.sha256 } as Record<F, string> & { sha256: string };
}

function parsePin(name: string, value: unknown): Pin {
  const pin = value as { manifest?: unknown; server?: unknown; remoteEntry?: unknown } | null;
  if (typeof pin !== 'object' || pin === null || Array.isArray(pin)) throw new Error(`the pin of "${name}" is not an object`);
  if (typeof pin.manifest !== 'string' || !isManifestUrl(pin.manifest)) throw new Error(`the pin of "${name}" needs the manifest URL it pins`);
  if (pin.server === undefined) throw new Error(`the pin of "${name}" needs "server" (null when it renders in the browser)`);
  return {
    manifest: pin.manifest,
    server: pin.server === null ? null : parsePinnedFile(pin.server, `the server entry pinned for "${name}"`, 'entry'),
    ...(pin.remoteEntry === undefined ? {} : { remoteEntry: parsePinnedFile(pin.remoteEntry, `the remote entry pinned for "${name}"`, 'file') }),
  };
}

/** Throws an error naming the first problem; a release with one bad entry (or pin) is refused whole. */
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
  const pins = (json as { pins?: unknown }).pins;
  if (pins === undefined) return { remotes: result };
  if (typeof pins !== 'object' || pins === null || Array.isArray(pins)) throw new Error('expected "pins": { "<name>": { "manifest", "server", "remoteEntry" } }');
  return { remotes: result, pins: Object.fromEntries(Object.entries(pins).map(([name, pin]) => [name, parsePin(name, pin)])) };
}

/** Environment overrides win over (and may add to) the release file; a remote they replace loses its pin. */
export function withOverrides(release: Release, overrides: Record<string, string>): Release {
  const remotes = { ...release.remotes, ...overrides };
  if (!release.pins) return { remotes };
  return { remotes, pins: Object.fromEntries(Object.entries(release.pins).filter(([name]) => !(name in overrides))) };
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
