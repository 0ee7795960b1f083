import { EMPTY, asyncScheduler, distinctUntilChanged, map, switchMap, take, tap, timer, type Observable, type ObservableInput, type SchedulerLike } from 'rxjs';

/**
 * The loading bar's behaviour (spec §2, §9): it appears only when work has lasted 200 ms, runs
 * towards 100% over about 5 s while work goes on (the CSS animates that), fills up when the work
 * ends and hides 500 ms later. Quick work never shows it.
 */
export type BarState = 'hidden' | 'running' | 'done';

export const LOADING_BAR_TIMINGS = { throttle: 200, duration: 5000, hideAfter: 500 } as const;

export function loadingBar(busy$: Observable<boolean>, scheduler: SchedulerLike = asyncScheduler, timings = LOADING_BAR_TIMINGS): Observable<BarState> {
  let shown: BarState = 'hidden';
  return busy$.pipe(
    distinctUntilChanged(),
    // (Arrays and timers only: rxjs' `of` and `concat` would bring its whole scheduling machinery.)
    switchMap((busy): ObservableInput<BarState> => {
      if (busy) return shown === 'hidden' ? timer(timings.throttle, scheduler).pipe(map(() => 'running' as const)) : ['running' as const];
      if (shown === 'hidden') return EMPTY;
      // 'done' at once, 'hidden' `hideAfter` later.
      return timer(0, timings.hideAfter, scheduler).pipe(take(2), map((tick): BarState => (tick === 0 ? 'done' : 'hidden')));
    }),
    distinctUntilChanged(),
    tap((state) => (shown = state)),
  );
}

/** Requests in flight from +1/-1 activity reports, never below zero. */
export function countActivity(deltas$: Observable<number>): Observable<number> {
  let inFlight = 0;
  return deltas$.pipe(map((delta) => (inFlight = Math.max(0, inFlight + delta))));
}
