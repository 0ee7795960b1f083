import { createActivity } from './activity';
import { route } from './endpoints/registry';
import { createRequest } from './http';
import { createFakeFetch, json } from './test-support/fake-fetch';
import type { TokenSource } from './token';

function setup(respond: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(respond);
  let n = 0;
  const tokens: TokenSource = { get: async () => 'first', refresh: jest.fn(async () => `refreshed-${++n}`) };
  const request = createRequest({
    baseUrl: '',
    brandKey: 'riviere',
    fetch: fake.fetch,
    tokens,
    sessionId: () => 'session',
    activity: createActivity(),
  });
  return { request, calls: fake.calls, tokens };
}

describe('createRequest', () => {
  it('sends Idempotency-Key when asked, and the same key on the 401 retry', async () => {
    const { request, calls, tokens } = setup((call) => (call.headers.Authorization === 'Bearer first' ? json(401, {}) : json(201, { ok: true })));
    await expect(request(route('contact.sendGroupBooking'), { body: { covers: 20 }, idempotencyKey: 'key-1' })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => [c.headers.Authorization, c.headers['Idempotency-Key'], c.body])).toEqual([
      ['Bearer first', 'key-1', { covers: 20 }],
      ['Bearer refreshed-1', 'key-1', { covers: 20 }],
    ]);
    expect(tokens.refresh).toHaveBeenCalledWith('first');
  });

  it('sends neither Idempotency-Key nor Content-Type when there is nothing to send', async () => {
    const { request, calls } = setup(() => json(200, {}));
    await request(route('content.getChoices'));
    expect(Object.keys(calls[0]?.headers ?? {}).sort()).toEqual(['Accept', 'Authorization', 'X-Brand-Key', 'X-Session-Id']);
  });

  it('resolves undefined for an empty 2xx answer', async () => {
    const { request } = setup(() => new Response(null, { status: 204 }));
    await expect(request(route('contact.sendEmail'), { body: {} })).resolves.toBeUndefined();
  });

  it('maps a body that breaks off mid-read to a NETWORK error', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const { request } = setup(() => new Response(broken, { status: 200 }));
    await expect(request(route('content.getChoices'))).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
