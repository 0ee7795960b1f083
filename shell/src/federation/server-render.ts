import { createContext, useContext, useState } from 'react';
import { REMOTE_HYDRATED_EVENT, type HydrationData } from '@riviere/mf-contract';
import { holdInteractions, type HeldInteractions } from '@riviere/mf-contract/pre-hydration';

/** A remote's route as the site server rendered it: the HTML in its host, and what it hydrates from. */
interface ServerRendered {
  html: string;
  /** In the browser: the page's state block (`#remote-state-<name>`) as data, and the block itself. */
  hydrate?: HydrationData;
  block?: Element;
}

/** On the server: the route's remote as its server entry rendered it, handed in by the site server. */
export const ServerRemoteContext = createContext<{ name: string; html: string } | null>(null);

/**
 * The server render a page slot starts from, fixed for the slot's life (its first render decides).
 * In the browser: the host the server filled (`data-remote-host`) and the remote's state block,
 * read before hydration touches anything; null when the page came without them (the remote then
 * renders in the browser, as before). Once the remote has taken over, the slot removes the block,
 * so a slot mounted later (after navigating) renders afresh instead of hydrating another page's data.
 */
export function useServerRender(remote: string, isPage: boolean): ServerRendered | null {
  const onServer = useContext(ServerRemoteContext);
  return useState<ServerRendered | null>(() => {
    if (!isPage) return null;
    if (onServer) return onServer.name === remote ? { html: onServer.html } : null;
    const block = typeof document === 'object' ? document.getElementById(`remote-state-${remote}`) : null;
    const host = block && document.querySelector(`[data-remote-host="${remote}"]`);
    try {
      return host ? { html: host.innerHTML, hydrate: JSON.parse(block.textContent ?? '') as HydrationData, block } : null;
    } catch {
      return null;
    }
  })[0];
}

/** A remote that hydrates without announcing it (built before the announcement) gets what was held after this. */
const UNANNOUNCED_HYDRATION_MS = 3000;
const held = new Map<string, HeldInteractions>();

/**
 * From the shell's first script on, holds what the visitor types and clicks in each remote's
 * server-rendered HTML until that remote has hydrated it (`@riviere/mf-contract/pre-hydration`).
 * Part of the shell's first script, not a chunk of its own: a click in the wait for such a chunk
 * would be lost.
 */
export function holdServerRenderedRemotes(doc: Document = document): void {
  for (const host of Array.from(doc.querySelectorAll<HTMLElement>('[data-remote-host]'))) {
    const name = host.dataset.remoteHost!;
    if (doc.getElementById(`remote-state-${name}`) && !held.has(name)) held.set(name, holdInteractions(host));
  }
}

/**
 * The slot's side: the hold for its remote (once; a later mount renders afresh), handed over when
 * the remote says it has hydrated `host`, or given back to the browser when it will not.
 */
export function takeHeldInteractions(remote: string) {
  const hold = held.get(remote);
  held.delete(remote);
  return {
    handOverOnHydration(host: HTMLElement) {
      if (!hold) return;
      const replay = () => {
        clearTimeout(timer);
        hold.replay();
      };
      const timer = setTimeout(replay, UNANNOUNCED_HYDRATION_MS);
      host.addEventListener(REMOTE_HYDRATED_EVENT, replay, { once: true });
    },
    giveBack: () => hold?.release(),
  };
}
