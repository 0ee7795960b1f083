import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { MountFn, MountProps } from './contract';
import { REMOTE_HYDRATED_EVENT } from './hydrated-event';
import { PartCommitted, partsNamed, type HydrationPart } from './lazy-part';

/** Calls `onCommit` once the root's first commit is done. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

export interface ReactMountOptions {
  /** The remote's name and build: on the element for release checks, and which server HTML it may hydrate. */
  name: string;
  version: string;
  /**
   * The lazy parts (`lazyPart`) the server's HTML in `element` shows, each of which renders there:
   * a lazy route, a list that came with results; used when the hydration data does not name them
   * (`hydrate.parts`, from a site server that passes the server render's list on). The mount loads
   * their code before it hydrates, so nothing suspends, and announces once the root and each of
   * them have committed (a part in a Suspense boundary hydrates in a pass of its own): then every
   * control in the element is React's.
   */
  beforeHydrate?(element: HTMLElement, props: MountProps): readonly HydrationPart[] | undefined;
}

/**
 * Turns a React render function into a remote's mount API: its own React root (React itself is
 * the shared singleton), re-rendered on every shell update, and errors reported to the shell.
 * When the shell hands in `hydrate` (the element holds this remote's server HTML, rendered by the
 * same version), the root hydrates that HTML instead of rendering afresh — once the code of the
 * lazy parts it shows is there (`beforeHydrate`) — and says so on the element when the root and
 * those parts have committed (`REMOTE_HYDRATED_EVENT`), so what the visitor did meanwhile is
 * handed over. Server HTML of another version is replaced, and that is announced too: the element
 * is React's from then on.
 */
export function createReactMount(render: (props: MountProps) => ReactNode, identity?: ReactMountOptions): MountFn {
  return (element, initial) => {
    let current = initial;
    // Which build is on the page: release checks and support read it from the DOM.
    if (identity) {
      element.dataset.remote = identity.name;
      element.dataset.remoteVersion = identity.version;
    }
    const onUncaughtError = (error: unknown) => current.onError(error);
    const serverHtml = initial.hydrate !== undefined;
    const hydrating = serverHtml && (!identity || initial.hydrate?.version === identity.version);
    const named = initial.hydrate?.parts;
    // The server render's own list when it came with the page: exactly the parts its HTML shows.
    const parts = new Set(hydrating ? (named ? partsNamed(named) : (identity?.beforeHydrate?.(element, initial) ?? [])) : []);
    let rootCommitted = false;
    let announced = false;
    /** Tells the element, once, that the root and every part its server HTML showed have committed (see pre-hydration.ts). */
    const announce = () => {
      if (announced || !rootCommitted || parts.size > 0) return;
      announced = true;
      element.dispatchEvent(new Event(REMOTE_HYDRATED_EVENT));
    };
    const onRootCommit = () => {
      rootCommitted = true;
      announce();
    };
    const onPartCommit = (part: HydrationPart) => {
      parts.delete(part);
      announce();
    };
    // One tree shape for the first render and every update, so an update never remounts the remote.
    const tree = (props: MountProps) =>
      serverHtml ? (
        <PartCommitted.Provider value={onPartCommit}>
          <Committed onCommit={onRootCommit}>{render(props)}</Committed>
        </PartCommitted.Provider>
      ) : (
        render(props)
      );
    let root: Root | null = null;
    let unmounted = false;
    const hydrate = () => {
      if (unmounted) return;
      // A mismatch React recovers from (it re-renders that part on the client) is reported,
      // never shown: hydration errors are what the journeys count.
      root = hydrateRoot(element, tree(current), {
        onUncaughtError,
        onRecoverableError: (error) => console.error('[hydration]', identity?.name ?? 'remote', error),
      });
    };
    if (parts.size > 0) {
      // Code that fails to load is React's to report: the part throws in its boundary.
      void Promise.all(Array.from(parts, (part) => part.load())).then(hydrate, hydrate);
    } else if (hydrating) {
      hydrate();
    } else {
      // Server HTML from another version (a release switched in between) is replaced, not hydrated.
      if (serverHtml) element.replaceChildren();
      root = createRoot(element, { onUncaughtError });
      // Not a transition: a remote renders in the same turn as the shell marks its slot ready.
      // Rendered later, the booking modal lost its focus to what the shell's loading dialog hands
      // back when it closes (journey books-from-the-header).
      root.render(tree(current));
    }
    return {
      update(props) {
        current = props;
        root?.render(tree(props));
      },
      unmount() {
        unmounted = true;
        // Unmounting during a parent render warns in React; defer to the next task.
        const mounted = root;
        if (mounted) setTimeout(() => mounted.unmount(), 0);
      },
    };
  };
}
