/**
 * Requests in flight, for the page's loading bar (token requests included). Every client on the
 * page (the shell's and each remote's own copy) reports a request's start (+1) and end (-1) as a
 * window event, so one loading bar follows them all: the shell's counts them (shell/src/layout/
 * loading-bar.tsx). Nothing else is kept per client, so a remote's bundle carries no stream library.
 */
export interface Activity {
  /** Counts `work` as one request from its start until it settles, however it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
}

export const API_ACTIVITY_EVENT = 'riviere:api-activity';

function announce(delta: 1 | -1): void {
  if (typeof window !== 'undefined' && typeof CustomEvent === 'function') {
    window.dispatchEvent(new CustomEvent(API_ACTIVITY_EVENT, { detail: delta }));
  }
}

export function createActivity(): Activity {
  return {
    async track(work) {
      announce(1);
      try {
        return await work();
      } finally {
        announce(-1);
      }
    },
  };
}
