import { createMemoryStorage } from './storage';
import { deferred } from './test-support/fake-fetch';
import {
  clearToken,
  createTokenSource,
  isReusable,
  readToken,
  REUSE_MARGIN_MS,
  TOKEN_STORAGE_KEY,
  writeToken,
} from './token';
import type { AppToken } from './types';

const NOW = 1_750_000_000_000;

describe('isReusable', () => {
  it.each([
    ['no token', null, false],
    ['23 h left', NOW + 82_800_000, true],
    ['margin + 1 ms left', NOW + REUSE_MARGIN_MS + 1, true],
    ['exactly the margin left', NOW + REUSE_MARGIN_MS, false],
    ['margin - 1 ms left', NOW + REUSE_MARGIN_MS - 1, false],
    ['expiring now', NOW, false],
    ['expired', NOW - 1, false],
  ])('%s → %s', (_, expiresAt, expected) => {
    const token = expiresAt === null ? null : { accessToken: 't', expiresAt };
    expect(isReusable(token, NOW)).toBe(expected);
  });

  it('the margin is 300,000 ms', () => {
    expect(REUSE_MARGIN_MS).toBe(300_000);
  });
});

describe('readToken / writeToken / clearToken', () => {
  it('round-trips through storage under riviere.token as JSON', () => {
    const storage = createMemoryStorage();
    writeToken(storage, { accessToken: 'abc', expiresAt: NOW });
    expect(JSON.parse(storage.getItem(TOKEN_STORAGE_KEY) ?? '')).toEqual({ accessToken: 'abc', expiresAt: NOW });
    expect(readToken(storage)).toEqual({ accessToken: 'abc', expiresAt: NOW });
    clearToken(storage);
    expect(readToken(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['no accessToken', JSON.stringify({ expiresAt: NOW })],
    ['empty accessToken', JSON.stringify({ accessToken: '', expiresAt: NOW })],
    ['expiresAt as text', JSON.stringify({ accessToken: 'a', expiresAt: String(NOW) })],
  ])('reads %s as no token', (_, raw) => {
    const storage = createMemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, raw);
    expect(readToken(storage)).toBeNull();
  });
});

describe('createTokenSource', () => {
  function setup(stored?: AppToken) {
    const storage = createMemoryStorage();
    if (stored) writeToken(storage, stored);
    let issued = 0;
    const requests: boolean[] = [];
    const fetchToken = jest.fn(async (clearCache: boolean) => {
      requests.push(clearCache);
      return { accessToken: `new-${++issued}`, expiresAt: NOW + 82_800_000 };
    });
    const source = createTokenSource({ storage, now: () => NOW, fetchToken });
    return { storage, source, requests, fetchToken };
  }

  it('reuses a stored token with more than the margin left', async () => {
    const { source, requests } = setup({ accessToken: 'kept', expiresAt: NOW + REUSE_MARGIN_MS + 1 });
    await expect(source.get()).resolves.toBe('kept');
    expect(requests).toEqual([]);
  });

  it('fetches with clearCache false and stores the result when the stored one is too old', async () => {
    const { source, requests, storage } = setup({ accessToken: 'old', expiresAt: NOW + REUSE_MARGIN_MS });
    await expect(source.get()).resolves.toBe('new-1');
    expect(requests).toEqual([false]);
    expect(readToken(storage)?.accessToken).toBe('new-1');
    await expect(source.get()).resolves.toBe('new-1');
    expect(requests).toEqual([false]);
  });

  it('shares one in-flight request among concurrent callers', async () => {
    const storage = createMemoryStorage();
    const pending = deferred<AppToken>();
    const fetchToken = jest.fn(() => pending.promise);
    const source = createTokenSource({ storage, now: () => NOW, fetchToken });
    const all = Promise.all([source.get(), source.get(), source.get()]);
    pending.resolve({ accessToken: 'shared', expiresAt: NOW + 82_800_000 });
    await expect(all).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('does not store anything when the request fails, and the next call asks again', async () => {
    const storage = createMemoryStorage();
    const fetchToken = jest
      .fn<Promise<AppToken>, [boolean]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ accessToken: 'second', expiresAt: NOW + 82_800_000 });
    const source = createTokenSource({ storage, now: () => NOW, fetchToken });
    await expect(source.get()).rejects.toThrow('down');
    expect(readToken(storage)).toBeNull();
    await expect(source.get()).resolves.toBe('second');
  });

  it('refresh clears the rejected token and fetches with clearCache true', async () => {
    const { source, requests, storage } = setup({ accessToken: 'rejected', expiresAt: NOW + 82_800_000 });
    await expect(source.refresh('rejected')).resolves.toBe('new-1');
    expect(requests).toEqual([true]);
    expect(readToken(storage)?.accessToken).toBe('new-1');
  });

  it('refresh uses a token another caller already put in place of the rejected one', async () => {
    const { source, requests } = setup({ accessToken: 'replacement', expiresAt: NOW + 82_800_000 });
    await expect(source.refresh('rejected')).resolves.toBe('replacement');
    expect(requests).toEqual([]);
  });

  it('concurrent refreshes share one clearCache request', async () => {
    const { source, requests } = setup({ accessToken: 'rejected', expiresAt: NOW + 82_800_000 });
    await expect(Promise.all([source.refresh('rejected'), source.refresh('rejected')])).resolves.toEqual(['new-1', 'new-1']);
    expect(requests).toEqual([true]);
  });

  it('a refresh does not join a plain request already in flight', async () => {
    const storage = createMemoryStorage();
    const plain = deferred<AppToken>();
    const requests: boolean[] = [];
    const fetchToken = (clearCache: boolean) => {
      requests.push(clearCache);
      return clearCache ? Promise.resolve({ accessToken: 'cleared', expiresAt: NOW + 82_800_000 }) : plain.promise;
    };
    const source = createTokenSource({ storage, now: () => NOW, fetchToken });
    const first = source.get();
    await expect(source.refresh('whatever')).resolves.toBe('cleared');
    plain.resolve({ accessToken: 'late', expiresAt: NOW + 82_800_000 });
    await expect(first).resolves.toBe('late');
    expect(requests).toEqual([false, true]);
    // The superseded answer must not overwrite the fresher token.
    expect(readToken(storage)?.accessToken).toBe('cleared');
  });
});
