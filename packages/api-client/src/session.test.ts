import { createSessionId, defaultRandomUUID, SESSION_STORAGE_KEY } from './session';
import { createMemoryStorage, safeStorage } from './storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createSessionId', () => {
  it('creates the id once and stores it under riviere.session', () => {
    const storage = createMemoryStorage();
    const randomUUID = jest.fn(() => 'id-1');
    const sessionId = createSessionId(storage, randomUUID);
    expect(sessionId()).toBe('id-1');
    expect(sessionId()).toBe('id-1');
    expect(randomUUID).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBe('id-1');
  });

  it('reuses an id already in storage (another tab or an earlier visit)', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, 'earlier');
    const randomUUID = jest.fn(() => 'unused');
    expect(createSessionId(storage, randomUUID)()).toBe('earlier');
    expect(randomUUID).not.toHaveBeenCalled();
  });

  it('keeps one id when storage refuses writes', () => {
    const broken = safeStorage({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    let n = 0;
    const sessionId = createSessionId(broken, () => `id-${++n}`);
    expect([sessionId(), sessionId()]).toEqual(['id-1', 'id-1']);
  });
});

describe('defaultRandomUUID', () => {
  it('returns a version-4 UUID', () => {
    expect(defaultRandomUUID()).toMatch(UUID_V4);
  });

  it('builds one from getRandomValues where randomUUID is missing (insecure contexts)', () => {
    // Shadow the prototype method with an own property; deleting it restores the original.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => defaultRandomUUID()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
