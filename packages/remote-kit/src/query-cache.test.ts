import { ApiError } from '@riviere/api-client';
import { createQueryCache, type DehydratedState } from './query-cache';

const notFound = () => new ApiError('Menu not found', { status: 404, code: 'NOT_FOUND', body: { message: 'Menu not found' } });

describe('createQueryCache', () => {
  it('loads a key once however often it is asked, and carries its data to the browser', async () => {
    const server = createQueryCache({ collecting: true });
    const load = jest.fn(async () => ({ id: 'a-la-carte' }));
    const first = server.load('menu:a-la-carte', load);
    const again = server.load('menu:a-la-carte', load); // the component rendered again while it loads
    expect(again).toBe(first);
    expect(server.peek('menu:a-la-carte')).toBeUndefined();
    await first;
    expect(server.peek('menu:a-la-carte')).toEqual({ status: 'success', data: { id: 'a-la-carte' } });
    await server.load('menu:a-la-carte', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(server.dehydrate()).toEqual({ queries: { 'menu:a-la-carte': { data: { id: 'a-la-carte' } } } });
  });

  it.each([
    ['a 404', notFound(), 'carried'],
    ['a 410', new ApiError('Gone', { status: 410 }), 'carried'],
    ['a 500', new ApiError('Server error', { status: 500 }), 'thrown'],
    ['a network failure', new ApiError('fetch failed', { status: 0, code: 'NETWORK' }), 'thrown'],
    ['a plain error', new Error('bug'), 'thrown'],
  ])('%s is %s', async (_case, error, outcome) => {
    const server = createQueryCache({ collecting: true });
    await expect(server.load('k', () => Promise.reject(error))).resolves.toBeUndefined();
    if (outcome === 'thrown') {
      expect(server.failure()).toEqual({ error });
      expect(server.peek('k')).toBeUndefined();
    } else {
      expect(server.failure()).toBeUndefined();
      expect(server.peek('k')).toEqual({ status: 'error', error });
    }
  });

  it('turns a carried 4xx back into an ApiError in the browser', async () => {
    const server = createQueryCache({ collecting: true });
    await server.load('menu:nope', () => Promise.reject(notFound()));
    const state = JSON.parse(JSON.stringify(server.dehydrate())) as DehydratedState;
    expect(state.queries['menu:nope']).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: 'Menu not found', body: { message: 'Menu not found' } } });

    const browser = createQueryCache({ initial: state });
    const answer = browser.peek('menu:nope');
    expect(answer?.status).toBe('error');
    const error = answer?.status === 'error' ? answer.error : undefined;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Menu not found' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'queries'],
    ['no queries', {}],
    ['queries of the wrong shape', { queries: { a: 1, b: { error: 'x' } } }],
  ])('starts empty from %s', (_case, initial) => {
    expect(createQueryCache({ initial }).dehydrate()).toEqual({ queries: {} });
  });

  it('forgets an adopted answer after the current commit in the browser, never on the server', async () => {
    const browser = createQueryCache({ initial: { queries: { a: { data: 1 } } } });
    browser.adopt('a');
    expect(browser.peek('a')).toEqual({ status: 'success', data: 1 }); // the rest of this commit still reads it
    await Promise.resolve();
    expect(browser.peek('a')).toBeUndefined();

    const server = createQueryCache({ collecting: true });
    await server.load('a', async () => 1);
    server.adopt('a');
    await Promise.resolve();
    expect(server.dehydrate()).toEqual({ queries: { a: { data: 1 } } });
  });

  it('never loads in the browser: only a collecting cache fetches', async () => {
    const browser = createQueryCache({ initial: { queries: { a: { data: 1 } } } });
    const load = jest.fn(async () => 2);
    await expect(browser.load('b', load)).rejects.toThrow("Only a server render's cache loads (b)");
    expect(load).not.toHaveBeenCalled();
    expect(browser.peek('a')).toEqual({ status: 'success', data: 1 });
    expect(browser.peek('b')).toBeUndefined();
  });
});
