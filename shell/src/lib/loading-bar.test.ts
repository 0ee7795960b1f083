import { Subject } from 'rxjs';
import { countActivity, loadingBar } from './loading-bar';

/** Feeds busy/idle at the given milliseconds (fake timers) and returns what the bar showed when. */
function timeline(input: Array<[number, boolean]>): Array<[number, string]> {
  jest.useFakeTimers();
  try {
    const start = Date.now();
    const inFlight$ = new Subject<number>();
    const seen: Array<[number, string]> = [];
    const subscription = loadingBar(inFlight$).subscribe((state) => seen.push([Date.now() - start, state]));
    let now = 0;
    for (const [at, busy] of input) {
      jest.advanceTimersByTime(at - now);
      now = at;
      inFlight$.next(busy ? 1 : 0);
    }
    jest.advanceTimersByTime(10_000);
    subscription.unsubscribe();
    return seen;
  } finally {
    jest.useRealTimers();
  }
}

describe('the loading bar', () => {
  it.each([
    ['quick work (150 ms) never shows it', [[0, true], [150, false]], []],
    ['work of 300 ms shows it at 200 ms, fills it when done and hides it 500 ms later', [[0, true], [300, false]], [[200, 'running'], [300, 'done'], [800, 'hidden']]],
    ['more work while it fills keeps it running without a new wait', [[0, true], [300, false], [400, true], [500, false]], [[200, 'running'], [300, 'done'], [400, 'running'], [500, 'done'], [1000, 'hidden']]],
    ['work starting after it hid waits 200 ms again', [[0, true], [250, false], [850, true], [1150, false]], [[200, 'running'], [250, 'done'], [750, 'hidden'], [1050, 'running'], [1150, 'done'], [1650, 'hidden']]],
    ['more requests joining running work change nothing', [[0, true], [100, true], [300, false]], [[200, 'running'], [300, 'done'], [800, 'hidden']]],
  ] as Array<[string, Array<[number, boolean]>, Array<[number, string]>]>)('%s', (_name, input, expected) => {
    expect(timeline(input)).toEqual(expected);
  });

  it('stops its timers when unsubscribed: nothing shows after the page left', () => {
    jest.useFakeTimers();
    try {
      const inFlight$ = new Subject<number>();
      const seen: string[] = [];
      const subscription = loadingBar(inFlight$).subscribe((state) => seen.push(state));
      inFlight$.next(1);
      subscription.unsubscribe();
      jest.advanceTimersByTime(1000);
      expect(seen).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [[1, 1, -1, -1], [1, 2, 1, 0]],
    [[1, -1, -1, 1], [1, 0, 0, 1]],
  ])('counts requests in flight from %p as %p', (deltas, expected) => {
    const deltas$ = new Subject<number>();
    const seen: number[] = [];
    countActivity(deltas$).subscribe((n) => seen.push(n));
    for (const delta of deltas) deltas$.next(delta);
    expect(seen).toEqual(expected);
  });
});
