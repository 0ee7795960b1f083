import { Observable } from 'rxjs';

/**
 * The loading bar's behaviour (spec §2, §9): it appears only when work has lasted 200 ms, runs
 * towards 100% over about 5 s while work goes on (the CSS animates that), fills up when the work
 * ends and hides 500 ms later. Quick work never shows it.
 */
export type BarState = 'hidden' | 'running' | 'done';

export const LOADING_BAR_TIMINGS = { throttle: 200, duration: 5000, hideAfter: 500 } as const;

/** The clock the bar waits on (the window's; a test's fake timers drive it the same way). */
export interface BarTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const windowTimers: BarTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The bar's states from the number of requests in flight. One small state machine on the event
 * bus's own `Observable` (rxjs' operators and schedulers would add their weight to every page).
 */
export function loadingBar(inFlight$: Observable<number>, timers: BarTimers = windowTimers, timings = LOADING_BAR_TIMINGS): Observable<BarState> {
  return new Observable<BarState>((subscriber) => {
    let shown: BarState = 'hidden';
    let busy = false;
    let pending: unknown;
    const show = (state: BarState) => {
      if (state === shown) return;
      shown = state;
      subscriber.next(state);
    };
    const cancel = () => {
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = undefined;
    };
    const later = (ms: number, state: BarState) => {
      pending = timers.setTimeout(() => {
        pending = undefined;
        show(state);
      }, ms);
    };
    const subscription = inFlight$.subscribe({
      next(count) {
        if (count > 0 === busy) return;
        busy = count > 0;
        cancel();
        if (busy) {
          // A bar still on screen runs on at once; a hidden one waits to see if the work is quick.
          if (shown === 'hidden') later(timings.throttle, 'running');
          else show('running');
        } else if (shown !== 'hidden') {
          show('done');
          later(timings.hideAfter, 'hidden');
        }
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => {
      cancel();
      subscription.unsubscribe();
    };
  });
}

/** Requests in flight from +1/-1 activity reports, never below zero. */
export function countActivity(deltas$: Observable<number>): Observable<number> {
  return new Observable<number>((subscriber) => {
    let inFlight = 0;
    return deltas$.subscribe({
      next: (delta) => subscriber.next((inFlight = Math.max(0, inFlight + delta))),
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
  });
}
