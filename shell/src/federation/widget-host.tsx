import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { MountedWidget, WidgetRef } from '@riviere/mf-contract';
import { useShell } from '../shared/shell-context';
import { RemoteSlot } from './remote-slot';

interface HostedWidget {
  id: number;
  element: HTMLElement;
  widget: WidgetRef;
}

/**
 * Lets a remote place another remote's widget in an element it owns (`MountProps.mountWidget`):
 * the shell renders a remote slot into that element through a portal, so the widget gets the
 * shell's router, bus, loading state and fallback as if the shell had placed it itself.
 */
export interface WidgetHost {
  mount(element: HTMLElement, widget: WidgetRef): MountedWidget;
  subscribe(listener: () => void): () => void;
  widgets(): readonly HostedWidget[];
}

const NONE: readonly HostedWidget[] = [];

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
      set([...hosted, { id, element, widget }]);
      return {
        update: (next) => set(hosted.map((entry) => (entry.id === id ? { ...entry, widget: next } : entry))),
        unmount: () => set(hosted.filter((entry) => entry.id !== id)),
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    widgets: () => hosted,
  };
}

export function HostedWidgets() {
  const { widgets: host } = useShell();
  const widgets = useSyncExternalStore(host.subscribe, host.widgets, () => NONE);
  return widgets.map(({ id, element, widget }) =>
    createPortal(
      <RemoteSlot remote={widget.remote} widget={widget.widget} params={widget.params} label={widget.widget.replace(/-/g, ' ')} variant="widget" />,
      element,
      String(id),
    ),
  );
}
