/** Spec §8: a chunk load error reloads the page once, at most every 60 s. */
export const RELOAD_INTERVAL_MS = 60_000;
const KEY = 'riviere.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

/** Pure rule: reload when the last reload is unknown or older than the interval. */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= RELOAD_INTERVAL_MS;
}

/** Reloads for a chunk error when the rule allows; resolves false when it did not. */
export function reloadForChunkError(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, reload = () => window.location.reload(), now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = storage.getItem(KEY);
  if (!shouldReload(now, last === null ? null : Number(last))) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
