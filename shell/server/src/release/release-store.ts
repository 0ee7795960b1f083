import type { FastifyBaseLogger } from 'fastify';
import { watchFile } from '../lib/watched-file';
import { EMPTY_RELEASE, foreignOrigins, isManifestUrl, parseRelease, withOverrides, type Release } from './release';

export interface ReleaseStore {
  /** The release in force: the last good file with the environment overrides applied. */
  current(): Release;
  /** Origins of remotes served from elsewhere, for the CSP. */
  foreignOrigins(): string[];
  /** Picks up a changed file (checked at most once per interval). */
  refresh(): Promise<void>;
}

export interface ReleaseStoreOptions {
  file: string;
  overrides: Record<string, string>;
  siteUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** Releasing or rolling back a remote is an edit of the release file: no restart, no rebuild. */
export function createReleaseStore(options: ReleaseStoreOptions): ReleaseStore {
  for (const [name, url] of Object.entries(options.overrides)) {
    if (!isManifestUrl(url)) throw new Error(`The override for remote "${name}" is not a manifest URL: "${url}"`);
  }
  let release = withOverrides(EMPTY_RELEASE, options.overrides);
  let origins = foreignOrigins(release, options.siteUrl);

  const watched = watchFile<Release>({
    file: options.file,
    intervalMs: options.intervalMs,
    parse: parseRelease,
    onProblem: (message) => options.log.warn(`release: ${message}; keeping the last good release`),
    onChange: (next) => {
      release = withOverrides(next, options.overrides);
      origins = foreignOrigins(release, options.siteUrl);
      options.log.info({ remotes: release.remotes }, 'release loaded');
    },
  });

  return {
    current: () => release,
    foreignOrigins: () => origins,
    refresh: () => watched.refresh(),
  };
}
