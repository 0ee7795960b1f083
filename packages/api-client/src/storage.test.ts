import { createMemoryStorage, defaultStorage, safeStorage } from './storage';

describe('storage', () => {
  it('memory storage keeps, replaces and removes items', () => {
    const storage = createMemoryStorage();
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('a', '2');
    expect(storage.getItem('a')).toBe('2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('safeStorage turns thrown errors into null reads and dropped writes', () => {
    const fail = () => {
      throw new Error('SecurityError');
    };
    const storage = safeStorage({ getItem: fail, setItem: fail, removeItem: fail });
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(() => storage.removeItem('a')).not.toThrow();
  });

  describe('defaultStorage', () => {
    afterEach(() => {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    });

    it('uses localStorage when present', () => {
      const local = createMemoryStorage();
      Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
      expect(defaultStorage()).toBe(local);
    });

    it('falls back to memory when localStorage is missing or throws on access', () => {
      Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
      const first = defaultStorage();
      first.setItem('a', '1');
      expect(first.getItem('a')).toBe('1');
      Object.defineProperty(globalThis, 'localStorage', {
        get() {
          throw new Error('SecurityError');
        },
        configurable: true,
      });
      expect(defaultStorage().getItem('a')).toBeNull();
    });
  });
});
