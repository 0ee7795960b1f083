import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, SUPPORTED_CONTRACT_VERSIONS, type RemoteModule } from '@riviere/mf-contract';

/** `/release.json`: which build of each remote the site runs, by manifest URL. */
export interface Release {
  remotes: Record<string, string>;
  /** Each remote's entry script, when the site server read it from the manifest for us. */
  entries?: Record<string, string>;
}

/** Remote folder names ('mf-menus') become federation names ('mf_menus'). */
export const federationName = (remote: string): string => remote.replace(/-/g, '_');

export class RemoteUnavailableError extends Error {
  // Declared, not a parameter property: the build would define it with a helper (first-load bytes).
  declare readonly remote: string;
  constructor(remote: string, reason: string) {
    super(`${remote} is unavailable: ${reason}`);
    this.remote = remote;
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
  return { remotes: release.remotes ?? {}, ...(release.entries ? { entries: release.entries } : {}) };
}

/**
 * The page's release with /release.json's remotes beside it: a page carries only the remotes it
 * renders, the others are read when first needed. What the page carries wins (it rendered with it).
 */
export function mergeReleases(inPage: Release, whole: Release): Release {
  return {
    remotes: { ...whole.remotes, ...inPage.remotes },
    entries: { ...whole.entries, ...inPage.entries },
  };
}

/**
 * The remote's entry script, named by its manifest. The federation runtime is built without its
 * manifest ("snapshot") code, which keeps the shell smaller: the site server usually wrote the
 * entry into the page, and otherwise (a remote on another origin, a dev server) it is read here.
 */
export async function remoteEntryUrl(manifestUrl: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)): Promise<string> {
  const base = new URL(manifestUrl, window.location.href);
  if (/\.js$/.test(base.pathname)) return base.href;
  const response = await fetchFn(base.href);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json().catch(() => null)) as { metaData?: { remoteEntry?: { name?: string; path?: string } } } | null;
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  return new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href;
}

let current: Promise<Release> | null = null;
/** Whether `current` is all of the release (read from /release.json), not only the page's part. */
let whole = false;
const registered = new Map<string, Promise<void>>();

/** The release is read once per page load (from the page when the server wrote it there). */
export function ensureRelease(): Promise<Release> {
  const inPage = current ? null : releaseInPage();
  if (!current) whole = !inPage;
  current ??= inPage ? Promise.resolve(inPage) : fetchRelease();
  current.catch(() => {
    current = null;
  });
  return current;
}

let completing: Promise<Release> | null = null;

/** The release with `remote` in it when the site runs it: the page's part first, /release.json when it lacks the remote. */
async function releaseWith(remote: string): Promise<Release> {
  const release = await ensureRelease();
  if (release.remotes[remote]) return release;
  if (whole) return ensureRelease();
  // Callers at the same time share one request.
  completing ??= fetchRelease()
    .then((all) => {
      const merged = mergeReleases(release, all);
      current = Promise.resolve(merged);
      whole = true;
      return merged;
    })
    .finally(() => {
      completing = null;
    });
  return completing;
}

/** Forgets the release and registrations: the next use reads them afresh (tests start clean with it). */
export function forgetRelease(): void {
  current = null;
  whole = false;
  registered.clear();
}

/** Registers one remote of the release before its first use; `force` replaces a failed one. */
function ensureRegistered(remote: string, release: Release, force: boolean): Promise<void> {
  if (force) registered.delete(remote);
  let registration = registered.get(remote);
  if (!registration) {
    const manifestUrl = release.remotes[remote]!;
    const entry = release.entries?.[remote];
    registration = (entry ? Promise.resolve(entry) : remoteEntryUrl(manifestUrl)).then((url) =>
      registerRemotes([{ name: federationName(remote), entry: url }], { force }),
    );
    registration.catch(() => registered.delete(remote));
    registered.set(remote, registration);
  }
  return registration;
}

/**
 * Loads a remote's mount module. `retry` re-reads the release and re-registers with
 * `force: true`, dropping the failed container so "Try again" really fetches again.
 */
export async function loadRemoteModule(remote: string, retry = false): Promise<RemoteModule> {
  if (retry) {
    current = null;
    current = Promise.resolve(await fetchRelease());
    whole = true;
  }
  const release = await releaseWith(remote);
  if (!release.remotes[remote]) throw new RemoteUnavailableError(remote, 'not in the current release');
  try {
    await ensureRegistered(remote, release, retry);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error));
  }
  const module = await loadRemote<RemoteModule & { unavailable?: string }>(`${federationName(remote)}/mount`);
  if (!module || module.unavailable) throw new RemoteUnavailableError(remote, module?.unavailable ?? 'no module');
  // An older remote keeps working: the contract only ever grows (version 2 added hydration).
  if (!SUPPORTED_CONTRACT_VERSIONS.includes(module.contractVersion)) {
    throw new RemoteUnavailableError(remote, `speaks contract ${module.contractVersion}, the shell ${CONTRACT_VERSION}`);
  }
  return module;
}
