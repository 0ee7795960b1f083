import { createActivity } from './activity';
import { deferred } from './test-support/fake-fetch';
import { watchInFlight } from './test-support/in-flight';

describe('createActivity: the page-wide activity event', () => {
  let watch: ReturnType<typeof watchInFlight>;
  beforeEach(() => {
    watch = watchInFlight();
  });
  afterEach(() => watch.stop());

  it('counts overlapping work up and down, announcing +1 at its start and -1 when it settles', async () => {
    const activity = createActivity();
    const a = deferred<string>();
    const b = deferred<string>();
    const first = activity.track(() => a.promise);
    const second = activity.track(() => b.promise);
    expect(watch.seen).toEqual([0, 1, 2]);
    a.resolve('a');
    await first;
    b.resolve('b');
    await expect(second).resolves.toBe('b');
    expect(watch.seen).toEqual([0, 1, 2, 1, 0]);
  });

  it('counts down when the work fails, even when it throws before awaiting', async () => {
    const activity = createActivity();
    await expect(activity.track(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(
      activity.track(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(watch.seen).toEqual([0, 1, 0, 1, 0]);
  });
});
