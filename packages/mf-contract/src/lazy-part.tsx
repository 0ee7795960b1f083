import { createContext, createElement, lazy, useContext, useEffect, useState, type ComponentType } from 'react';

/** What a mount needs of a lazy part its server HTML shows: its name, and its code ahead of hydrating. */
export interface HydrationPart {
  /** Unique within the remote: how a server render names the parts its HTML shows (`HydrationData.parts`). */
  readonly partName: string;
  /** Fetches the code (once); resolves when a render will find it there. */
  load(): Promise<void>;
}

/** A component whose code is a chunk of its own, and the way to fetch that code ahead of a render. */
export type LazyPart<P extends object> = ComponentType<P> & HydrationPart;

/**
 * Told by each lazy part when it has committed (`createReactMount` provides it while it hydrates):
 * a part in a Suspense boundary hydrates in a pass of its own, after the root's commit.
 */
export const PartCommitted = createContext<((part: HydrationPart) => void) | null>(null);

/**
 * Told by each lazy part when it renders on the server (a server render provides it and reports
 * the names it heard: `ServerRenderResult.parts`), so the browser knows which parts the HTML shows.
 */
export const PartRendered = createContext<((name: string) => void) | null>(null);

/** This bundle's lazy parts by name: a mount finds the parts a server render named here. */
const parts = new Map<string, HydrationPart>();

/** The parts of this bundle with these names; a name it does not know is left out (and said). */
export function partsNamed(names: readonly string[]): HydrationPart[] {
  return names.flatMap((name) => {
    const part = parts.get(name);
    if (!part) console.warn(`[hydration] the server rendered a lazy part "${name}" this build does not have`);
    return part ? [part] : [];
  });
}

/**
 * `React.lazy` that can be loaded ahead: a remote's mount loads the parts its server HTML shows
 * before it hydrates (the names its server render reported, `HydrationData.parts`), and a part
 * whose code is there when it first renders renders it at once, without suspending. A part
 * rendered before its code came suspends as `React.lazy` does, and keeps that form for its life
 * (switching would remount it and lose its state). Once committed, it says so to the mount
 * (`PartCommitted`); rendered on the server, it says its name (`PartRendered`).
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch may be tried again (the next render, or "Try again").
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchCode() }));
  const part = Object.assign(
    function Part(props: P) {
      const committed = useContext(PartCommitted);
      useContext(PartRendered)?.(name);
      const [Code] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
      useEffect(() => committed?.(part), [committed]);
      return createElement(Code, props);
    },
    { partName: name, load: () => fetchCode().then(() => undefined) },
  );
  parts.set(name, part);
  return part;
}
