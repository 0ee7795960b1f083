import { useSyncExternalStore } from 'react';
import { canLocate } from '../lib/geolocation';

/** Whether geolocation is there does not change while the page runs: nothing to subscribe to. */
const unchanging = () => () => undefined;
const onTheServer = () => false;
const inThisBrowser = () => canLocate();

/**
 * Whether 'Use my location' can work. `false` on the server and in the hydrating first frame
 * (so the browser's first frame equals the server's HTML, with no hydration error), then this
 * browser's answer; a page mounted without server HTML gets the browser's answer at once.
 */
export function useCanLocate(): boolean {
  return useSyncExternalStore(unchanging, inThisBrowser, onTheServer);
}
