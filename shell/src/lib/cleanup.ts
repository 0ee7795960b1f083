/** Spec §1: service workers and caches left by an older site are removed at start-up. */
export async function removeServiceWorkersAndCaches(nav: Navigator = navigator, cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  try {
    const registrations = (await nav.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(registrations.map((r) => r.unregister()));
    if (cacheStorage) await Promise.all((await cacheStorage.keys()).map((key) => cacheStorage.delete(key)));
  } catch {
    // Private modes may refuse both; nothing to clean there.
  }
}
