// The widget host's shape, apart from its implementation: the shell's services hold one, and
// the implementation reads those services (`useShell`), so the shape has a file of its own.
import type { MountedWidget, WidgetRef } from '@riviere/mf-contract';
import type { ServerRendered } from './server-render';

export interface HostedWidget {
  id: number;
  element: HTMLElement;
  widget: WidgetRef;
  /** The widget's server HTML the element already holds (the site server rendered it into the page). */
  fromServer?: ServerRendered;
}

/**
 * Lets a remote place another remote's widget in an element it owns (`MountProps.mountWidget`):
 * the shell renders a remote slot into that element through a portal, so the widget gets the
 * shell's router, bus, loading state and fallback as if the shell had placed it itself. An
 * element that already holds the widget's server HTML (`data-widget-host` with its state block)
 * is hydrated in place instead.
 */
export interface WidgetHost {
  mount(element: HTMLElement, widget: WidgetRef): MountedWidget;
  /** The server's HTML could not be taken over: the widget renders in the browser, in a slot. */
  renderInBrowser(id: number): void;
  subscribe(listener: () => void): () => void;
  widgets(): readonly HostedWidget[];
}
