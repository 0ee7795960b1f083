import { map, merge, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { countActivity, loadingBar } from './loading-bar';

/** Feeds busy/idle at the given milliseconds (virtual time) and returns what the bar showed when. */
function timeline(input: Array<[number, boolean]>): Array<[number, string]> {
  const seen: Array<[number, string]> = [];
  const testScheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
  testScheduler.run(({ flush }) => {
    const busy$ = merge(...input.map(([at, value]) => timer(at).pipe(map(() => value))));
    loadingBar(busy$).subscribe((state) => seen.push([testScheduler.now(), state]));
    flush();
  });
  return seen;
}

describe('the loading bar', () => {
  it.each([
    ['quick work (150 ms) never shows it', [[0, true], [150, false]], []],
    ['work of 300 ms shows it at 200 ms, fills it when done and hides it 500 ms later', [[0, true], [300, false]], [[200, 'running'], [300, 'done'], [800, 'hidden']]],
    ['more work while it fills keeps it running without a new wait', [[0, true], [300, false], [400, true], [500, false]], [[200, 'running'], [300, 'done'], [400, 'running'], [500, 'done'], [1000, 'hidden']]],
    ['work starting after it hid waits 200 ms again', [[0, true], [250, false], [850, true], [1150, false]], [[200, 'running'], [250, 'done'], [750, 'hidden'], [1050, 'running'], [1150, 'done'], [1650, 'hidden']]],
  ] as Array<[string, Array<[number, boolean]>, Array<[number, string]>]>)('%s', (_name, input, expected) => {
    expect(timeline(input)).toEqual(expected);
  });

  it.each([
    [[1, 1, -1, -1], [1, 2, 1, 0]],
    [[1, -1, -1, 1], [1, 0, 0, 1]],
  ])('counts requests in flight from %p as %p', (deltas, expected) => {
    new TestScheduler((actual, wanted) => expect(actual).toEqual(wanted)).run(({ cold, expectObservable }) => {
      const marbles = deltas.map((_, i) => String.fromCharCode(97 + i)).join('');
      const values = Object.fromEntries(deltas.map((d, i) => [String.fromCharCode(97 + i), d]));
      const out = Object.fromEntries(expected.map((n, i) => [String.fromCharCode(97 + i), n]));
      expectObservable(countActivity(cold(marbles, values))).toBe(marbles, out);
    });
  });
});
