import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type RemoteModule } from '@riviere/mf-contract';

/** `/release.json`: which build of each remote the site runs, by manifest URL. */
export interface Release {
  remotes: Record<string, string>;
}

/** Remote folder names ('mf-menus') become federation names ('mf_menus'). */
export const federationName = (remote: string): string => remote.replace(/-/g, '_');

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, reason: string) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** The release the site server wrote into the page (a data block), if any. */
function releaseInPage(): Release | null {
  const block = typeof document === 'undefined' ? null : document.getElementById('release');
  if (!block?.textContent) return null;
  try {
    const release = JSON.parse(block.textContent) as Release;
    return release.remotes ? release : null;
  } catch {
    return null;
  }
}

async function fetchRelease(): Promise<Release> {
  const response = await fetch('/release.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`release.json answered ${response.status}`);
  const release = (await response.json()) as Release;
  return { remotes: release.remotes ?? {} };
}

function register(release: Release, force: boolean): void {
  const remotes = Object.entries(release.remotes).map(([remote, entry]) => ({ name: federationName(remote), entry }));
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

let current: Promise<Release> | null = null;

/** The release is read once per page load; the remotes in it are registered before first use. */
export function ensureRelease(): Promise<Release> {
  const inPage = current ? null : releaseInPage();
  current ??= (inPage ? Promise.resolve(inPage) : fetchRelease()).then((release) => {
    register(release, false);
    return release;
  });
  current.catch(() => {
    current = null;
  });
  return current;
}

/**
 * Loads a remote's mount module. `retry` re-reads the release and re-registers with
 * `force: true`, dropping the failed container so "Try again" really fetches again.
 */
export async function loadRemoteModule(remote: string, retry = false): Promise<RemoteModule> {
  if (retry) {
    current = null;
    const release = await fetchRelease();
    register(release, true);
    current = Promise.resolve(release);
  }
  const release = await ensureRelease();
  if (!release.remotes[remote]) throw new RemoteUnavailableError(remote, 'not in the current release');
  const module = await loadRemote<RemoteModule & { unavailable?: string }>(`${federationName(remote)}/mount`);
  if (!module || module.unavailable) throw new RemoteUnavailableError(remote, module?.unavailable ?? 'no module');
  if (module.contractVersion !== CONTRACT_VERSION) {
    throw new RemoteUnavailableError(remote, `speaks contract ${module.contractVersion}, the shell ${CONTRACT_VERSION}`);
  }
  return module;
}
