/** A client wired to a fake fetch, in-memory storage and a hand-moved clock. */
import { createApiClient, type ApiClient, type ApiClientOptions } from '../client';
import { createMemoryStorage, type StorageLike } from '../storage';
import { createFakeFetch, json, type RecordedCall, type Responder } from './fake-fetch';

export const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
export const TOKEN_LIFETIME_MS = 82_800_000;
export const TOKEN_URL = '/api/token';
export const SESSION_ID = '00000000-0000-4000-8000-000000000001';

export interface Harness {
  client: ApiClient;
  storage: StorageLike;
  calls: RecordedCall[];
  tokenCalls(): RecordedCall[];
  apiCalls(): RecordedCall[];
  /** Replaces how the fake API answers (the token endpoint keeps issuing tokens). */
  answer(responder: Responder): void;
  /** Replaces how the fake token endpoint answers. */
  answerTokens(responder: Responder): void;
  advance(ms: number): void;
  now(): number;
}

export function createHarness(options: Partial<ApiClientOptions> & { api?: Responder } = {}): Harness {
  let clock = NOW;
  let issued = 0;
  let api: Responder = options.api ?? (() => json(200, {}));
  let tokens: Responder = () => json(200, { accessToken: `token-${++issued}`, expiresAt: clock + TOKEN_LIFETIME_MS });
  const storage = options.storage ?? createMemoryStorage();
  const fake = createFakeFetch((call) => (call.url === (options.tokenUrl ?? TOKEN_URL) ? tokens(call) : api(call)));
  const client = createApiClient({
    brandKey: 'riviere',
    fetch: fake.fetch,
    storage,
    now: () => clock,
    randomUUID: () => SESSION_ID,
    ...options,
  });
  return {
    client,
    storage,
    calls: fake.calls,
    tokenCalls: () => fake.calls.filter((call) => call.url === (options.tokenUrl ?? TOKEN_URL)),
    apiCalls: () => fake.calls.filter((call) => call.url !== (options.tokenUrl ?? TOKEN_URL)),
    answer: (responder) => void (api = responder),
    answerTokens: (responder) => void (tokens = responder),
    advance: (ms) => void (clock += ms),
    now: () => clock,
  };
}
