import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { hostKey, type MountedRemote, type WidgetRef } from '@riviere/mf-contract';
import { useShell } from '../shared/shell-context';
import { reportActivity } from '../layout/loading-bar';
import { loadRemoteModule } from './release';
import { RemoteSlot, useMountProps } from './remote-slot';
import { readServerRender, takeHeldInteractions, type ServerRendered } from './server-render';
import type { HostedWidget, WidgetHost } from './widget-host.types';

const NONE: readonly HostedWidget[] = [];

/** The widget's server render in `element`, when the site server placed it there for this very widget. */
function serverRenderIn(element: HTMLElement, widget: WidgetRef): ServerRendered | undefined {
  const key = hostKey(widget.remote, widget.widget);
  if (element.dataset.widgetHost !== key || !element.firstChild) return undefined;
  return readServerRender(element, key, element.ownerDocument) ?? undefined;
}

export function createWidgetHost(): WidgetHost {
  let hosted: readonly HostedWidget[] = NONE;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly HostedWidget[]) => {
    hosted = next;
    for (const listener of listeners) listener();
  };
  return {
    mount(element, widget) {
      const id = nextId++;
      const fromServer = serverRenderIn(element, widget);
      set([...hosted, { id, element, widget, ...(fromServer ? { fromServer } : {}) }]);
      return {
        update: (next) => set(hosted.map((entry) => (entry.id === id ? { ...entry, widget: next } : entry))),
        unmount: () => set(hosted.filter((entry) => entry.id !== id)),
      };
    },
    renderInBrowser(id) {
      set(hosted.map((entry) => (entry.id === id ? { id, element: entry.element, widget: entry.widget } : entry)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    widgets: () => hosted,
  };
}

/**
 * A widget whose server HTML is already in the element its remote placed: the widget's remote
 * hydrates it there (`hydrate`), with what the visitor did meanwhile handed over; the state
 * block goes once it has. If its script cannot load, the server's HTML stays (readable, its
 * links work); if it fails once live, it renders afresh in a slot with the shell's fallback.
 */
function ServerRenderedWidget({ id, element, widget, fromServer }: Required<HostedWidget>) {
  const { widgets: host } = useShell();
  const mounted = useRef<MountedRemote | null>(null);
  const latest = useMountProps(widget.widget, widget.params, mounted, () => host.renderInBrowser(id));

  useEffect(() => {
    let cancelled = false;
    const held = takeHeldInteractions(hostKey(widget.remote, widget.widget));
    reportActivity(1);
    loadRemoteModule(widget.remote, false)
      .finally(() => reportActivity(-1))
      .then((module) => {
        if (cancelled) return;
        held.handOverOnHydration(element);
        mounted.current = module.mount(element, { ...latest.current, hydrate: fromServer.hydrate });
        fromServer.block?.remove();
      })
      .catch(() => held.giveBack());
    return () => {
      cancelled = true;
      mounted.current?.unmount();
      mounted.current = null;
    };
    // Mounted once per element; a new restaurant is an update (useMountProps), not a remount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);
  return null;
}

export function HostedWidgets() {
  const { widgets: host } = useShell();
  const widgets = useSyncExternalStore(host.subscribe, host.widgets, () => NONE);
  return widgets.map(({ id, element, widget, fromServer }) =>
    fromServer ? (
      <ServerRenderedWidget key={id} id={id} element={element} widget={widget} fromServer={fromServer} />
    ) : (
      createPortal(
        <RemoteSlot remote={widget.remote} widget={widget.widget} params={widget.params} label={widget.widget.replace(/-/g, ' ')} variant="widget" />,
        element,
        String(id),
      )
    ),
  );
}
