import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export { freePort } from '@riviere/server-kit/testing';

export const ROOT = path.resolve(__dirname, '../..');

/** What the global setup started (scripts/stack.mjs), as the tests see it. */
export interface Stack {
  siteUrl: string;
  apiUrl: string;
  inboxUrl: string;
  releaseFile: string;
  remotesStore: string;
  dataDir: string;
}


export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A release file: each remote's manifest URL and, as `release set` writes them, their pins. */
export interface Release {
  remotes: Record<string, string>;
  pins?: Record<string, unknown>;
}

/**
 * The release with `name` served from `url` instead, as a hand edit of the release file would
 * make it: the other remotes keep their pins, and `name` loses its own (it pinned the old build).
 */
export function withRemote(release: Release, name: string, url: string): Release {
  const pins = Object.fromEntries(Object.entries(release.pins ?? {}).filter(([remote]) => remote !== name));
  return { ...release, remotes: { ...release.remotes, [name]: url }, pins };
}
