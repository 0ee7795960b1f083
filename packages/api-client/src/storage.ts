/** The part of Web Storage the client uses; `localStorage` and `sessionStorage` fit it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** `localStorage` when the environment has a usable one, else a fresh in-memory store. */
export function defaultStorage(): StorageLike {
  try {
    // Reading localStorage throws in sandboxed frames and when the browser blocks site data.
    const local = globalThis.localStorage as StorageLike | undefined;
    if (local) return local;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

/**
 * Storage that never throws: a full quota or blocked storage must not fail an API call. Reads
 * fall back to null and writes are dropped; the client then keeps working per page load.
 */
export function safeStorage(storage: StorageLike): StorageLike {
  return {
    getItem(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        // dropped on purpose
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key);
      } catch {
        // dropped on purpose
      }
    },
  };
}
