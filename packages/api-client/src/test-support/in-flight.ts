import { API_ACTIVITY_EVENT } from '../activity';

/**
 * Listens to the page-wide activity event as the shell's loading bar does, on a stand-in window,
 * and returns the count of requests in flight after each report (starting from 0). `stop` removes
 * the stand-in.
 */
export function watchInFlight(): { seen: number[]; stop(): void } {
  const target = new EventTarget();
  const seen = [0];
  target.addEventListener(API_ACTIVITY_EVENT, (event) => seen.push(seen[seen.length - 1]! + (event as CustomEvent<number>).detail));
  Object.assign(globalThis, { window: target });
  return { seen, stop: () => delete (globalThis as { window?: unknown }).window };
}
