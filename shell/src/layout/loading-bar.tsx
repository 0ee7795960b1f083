import { useEffect, useState } from 'react';
import { Observable } from 'rxjs';
import { API_ACTIVITY_EVENT } from '@riviere/api-client';
import { countActivity, loadingBar, type BarState } from '../lib/loading-bar';

/** Reports work the loading bar should follow (a remote's code loading), like API clients do. */
export function reportActivity(delta: 1 | -1): void {
  window.dispatchEvent(new CustomEvent(API_ACTIVITY_EVENT, { detail: delta }));
}

/**
 * The thin bar under the top edge of the window while the page waits: any API client on the page
 * (shell or remote) and remote code loading report their work as window events.
 */
export function LoadingBar() {
  const [state, setState] = useState<BarState>('hidden');
  useEffect(() => {
    // A plain listener (rxjs' fromEvent also handles jQuery and Node emitters the shell never meets).
    const deltas$ = new Observable<number>((subscriber) => {
      const listener = (event: Event) => subscriber.next((event as CustomEvent<number>).detail);
      window.addEventListener(API_ACTIVITY_EVENT, listener);
      return () => window.removeEventListener(API_ACTIVITY_EVENT, listener);
    });
    const subscription = loadingBar(countActivity(deltas$)).subscribe(setState);
    return () => subscription.unsubscribe();
  }, []);
  // Screen readers hear each part's own loading status; the bar is for the eyes only.
  return (
    <div className={`loading-bar loading-bar--${state}`} aria-hidden="true" data-state={state}>
      <div className="loading-bar__fill" />
    </div>
  );
}
