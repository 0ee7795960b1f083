import { API_ACTIVITY_EVENT, createActivity } from './activity';
import { deferred } from './test-support/fake-fetch';

describe('createActivity', () => {
  it('starts at 0 and counts overlapping work up and down', async () => {
    const activity = createActivity();
    const seen: number[] = [];
    activity.activity$.subscribe((n) => seen.push(n));
    const a = deferred<string>();
    const b = deferred<string>();
    const first = activity.track(() => a.promise);
    const second = activity.track(() => b.promise);
    a.resolve('a');
    await first;
    b.resolve('b');
    await expect(second).resolves.toBe('b');
    expect(seen).toEqual([0, 1, 2, 1, 0]);
  });

  it('counts down when the work fails, even when it throws before awaiting', async () => {
    const activity = createActivity();
    const seen: number[] = [];
    activity.activity$.subscribe((n) => seen.push(n));
    await expect(activity.track(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(
      activity.track(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(seen).toEqual([0, 1, 0, 1, 0]);
  });

  it('gives a late subscriber the current count', async () => {
    const activity = createActivity();
    const pending = deferred<void>();
    const work = activity.track(() => pending.promise);
    const seen: number[] = [];
    activity.activity$.subscribe((n) => seen.push(n));
    pending.resolve();
    await work;
    expect(seen).toEqual([1, 0]);
  });
});

describe('the page-wide activity event', () => {
  it('announces +1 when a request starts and -1 when it settles, for a loading bar that follows every client', async () => {
    const target = new EventTarget();
    const seen: number[] = [];
    target.addEventListener(API_ACTIVITY_EVENT, (event) => seen.push((event as CustomEvent<number>).detail));
    Object.assign(globalThis, { window: target });
    try {
      const work = deferred<string>();
      const tracked = createActivity().track(() => work.promise);
      expect(seen).toEqual([1]);
      work.resolve('done');
      await tracked;
      expect(seen).toEqual([1, -1]);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
