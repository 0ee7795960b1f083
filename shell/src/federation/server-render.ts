import { createContext, useContext, useState } from 'react';
import { REMOTE_HYDRATED_EVENT, stateBlockId, type HydrationData } from '@riviere/mf-contract';
import { holdInteractions, type EarlyActions, type HeldInteractions } from '@riviere/mf-contract/pre-hydration';

/** A remote's route or widget as the site server rendered it: the HTML in its host, and what it hydrates from. */
export interface ServerRendered {
  html: string;
  /** In the browser: the page's state block as data, and the block itself. */
  hydrate?: HydrationData;
  block?: Element;
}

/** What the site server rendered for one host: its key (`hostKey` of `@riviere/mf-contract`) and HTML. */
export interface ServerRender {
  key: string;
  html: string;
  /** Told when a slot of the page takes this HTML (the site server sends the state of those only). */
  onPlaced?(): void;
}

/** On the server: the route's remote and the page's widgets as their server entries rendered them, handed in by the site server. */
export const ServerRemoteContext = createContext<readonly ServerRender[] | null>(null);

/** The server render `host` holds, read before hydration touches anything; null when the page carries none. */
export function readServerRender(host: Element | null, key: string, doc: Document = document): ServerRendered | null {
  const block = doc.getElementById(stateBlockId(key));
  if (!host || !block) return null;
  try {
    return { html: host.innerHTML, hydrate: JSON.parse(block.textContent ?? '') as HydrationData, block };
  } catch {
    return null;
  }
}

/**
 * The server render a slot starts from, fixed for the slot's life (its first render decides);
 * `key` null for a slot the server never renders (a modal). In the browser: the host the server
 * filled (`data-remote-host`) and its state block; null when the page came without them (the
 * remote then renders in the browser, as before). Once the remote has taken over, the slot
 * removes the block, so a slot mounted later (after navigating) renders afresh instead of
 * hydrating another page's data.
 */
export function useServerRender(key: string | null): ServerRendered | null {
  const onServer = useContext(ServerRemoteContext);
  return useState<ServerRendered | null>(() => {
    if (!key) return null;
    if (onServer) {
      const rendered = onServer.find((render) => render.key === key);
      rendered?.onPlaced?.();
      return rendered ? { html: rendered.html } : null;
    }
    if (typeof document !== 'object') return null;
    return readServerRender(document.querySelector(`[data-remote-host="${key}"]`), key);
  })[0];
}

const held = new Map<string, HeldInteractions>();

/** Hosts of server HTML: a slot's, or an element a remote placed for another remote's widget. */
const HOSTS = '[data-remote-host], [data-widget-host]';

/**
 * From the shell's first script on, holds what the visitor types and clicks in each remote's
 * server-rendered HTML until that remote has hydrated it (`@riviere/mf-contract/pre-hydration`).
 * A widget's host inside a page's (the booking strip on a restaurant page) is held on its own,
 * until the widget hydrates. Part of the shell's first script, not a chunk of its own: a click in
 * the wait for such a chunk would be lost; one before this script ran, which the page's first
 * script kept (`early`), starts the host's hold.
 */
export function holdServerRenderedRemotes(early?: EarlyActions, doc: Document = document): void {
  for (const host of Array.from(doc.querySelectorAll<HTMLElement>(HOSTS))) {
    const key = host.dataset.remoteHost ?? host.dataset.widgetHost!;
    if (doc.getElementById(stateBlockId(key)) && !held.has(key)) held.set(key, holdInteractions(host, { nestedHosts: HOSTS, early }));
  }
}

/**
 * The slot's side: the hold for its host (once; a later mount renders afresh), handed over when
 * the remote says its tree has committed in `host` (every remote's mount has said so since remotes
 * render on the server: `createReactMount`), or given back to the browser when it will not mount.
 */
export function takeHeldInteractions(key: string) {
  const hold = held.get(key);
  held.delete(key);
  return {
    handOverOnHydration(host: HTMLElement) {
      if (hold) host.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay(), { once: true });
    },
    giveBack: () => hold?.release(),
  };
}
