import type { ComponentType } from 'react';
import { reloadForChunkError } from './chunk-reload';

/** Wraps a lazy import: a missing chunk (a new deploy replaced it) reloads the page once. */
export function lazyWithReload<T extends ComponentType<never>>(load: () => Promise<{ default: T }>): () => Promise<{ default: T }> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadForChunkError(error)) return new Promise<never>(() => undefined);
      throw error;
    });
}
