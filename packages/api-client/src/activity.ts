/** How many requests are in flight, for a loading bar or spinner (token requests included). */
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

export interface Activity {
  /** The number of requests in flight; emits the current value on subscribe (0 when idle). */
  readonly activity$: Observable<number>;
  /** Counts `work` as one request from its start until it settles, however it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Every client on the page (the shell's and each remote's own copy) also reports a request's
 * start (+1) and end (-1) as this window event, so one loading bar can follow them all.
 */
export const API_ACTIVITY_EVENT = 'riviere:api-activity';

function announce(delta: 1 | -1): void {
  if (typeof window !== 'undefined' && typeof CustomEvent === 'function') {
    window.dispatchEvent(new CustomEvent(API_ACTIVITY_EVENT, { detail: delta }));
  }
}

export function createActivity(): Activity {
  const inFlight = new BehaviorSubject(0);
  return {
    activity$: inFlight.pipe(distinctUntilChanged()),
    async track(work) {
      inFlight.next(inFlight.value + 1);
      announce(1);
      try {
        return await work();
      } finally {
        inFlight.next(inFlight.value - 1);
        announce(-1);
      }
    },
  };
}
