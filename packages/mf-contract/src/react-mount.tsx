import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { MountFn, MountProps } from './contract';
import { REMOTE_HYDRATED_EVENT } from './hydrated-event';

/** Tells the remote's element, once, that the hydrated tree has committed (see pre-hydration.ts). */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dispatchEvent(new Event(REMOTE_HYDRATED_EVENT));
  }, [element]);
  return children;
}

/**
 * Turns a React render function into a remote's mount API: its own React root (React itself is
 * the shared singleton), re-rendered on every shell update, and errors reported to the shell.
 * When the shell hands in `hydrate` (the element holds this remote's server HTML, rendered by the
 * same version), the root hydrates that HTML instead of rendering afresh, and says so on the
 * element when it has (`REMOTE_HYDRATED_EVENT`) so what the visitor did meanwhile is handed over.
 */
export function createReactMount(render: (props: MountProps) => ReactNode, identity?: { name: string; version: string }): MountFn {
  return (element, initial) => {
    let current = initial;
    // Which build is on the page: release checks and support read it from the DOM.
    if (identity) {
      element.dataset.remote = identity.name;
      element.dataset.remoteVersion = identity.version;
    }
    const onUncaughtError = (error: unknown) => current.onError(error);
    const hydrating = initial.hydrate !== undefined && (!identity || initial.hydrate.version === identity.version);
    // One tree shape for hydration and every update, so an update never remounts the remote.
    const tree = (props: MountProps) => (hydrating ? <Hydrated element={element}>{render(props)}</Hydrated> : render(props));
    let root: Root;
    if (hydrating) {
      // A mismatch React recovers from (it re-renders that part on the client) is reported,
      // never shown: hydration errors are what the journeys count.
      root = hydrateRoot(element, tree(current), {
        onUncaughtError,
        onRecoverableError: (error) => console.error('[hydration]', identity?.name ?? 'remote', error),
      });
    } else {
      // Server HTML from another version (a release switched in between) is replaced, not hydrated.
      if (initial.hydrate) element.replaceChildren();
      root = createRoot(element, { onUncaughtError });
      // Not a transition: a remote renders in the same turn as the shell marks its slot ready.
      // Rendered later, the booking modal lost its focus to what the shell's loading dialog hands
      // back when it closes (journey books-from-the-header).
      root.render(render(current));
    }
    return {
      update(props) {
        current = props;
        root.render(tree(props));
      },
      unmount() {
        // Unmounting during a parent render warns in React; defer to the next task.
        setTimeout(() => root.unmount(), 0);
      },
    };
  };
}
