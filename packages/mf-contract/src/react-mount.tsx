import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountFn, MountProps } from './contract';

/**
 * Turns a React render function into a remote's mount API: its own React root (React itself is
 * the shared singleton), re-rendered on every shell update, and errors reported to the shell.
 */
export function createReactMount(render: (props: MountProps) => ReactNode, identity?: { name: string; version: string }): MountFn {
  return (element, initial) => {
    let current = initial;
    // Which build is on the page: release checks and support read it from the DOM.
    if (identity) {
      element.dataset.remote = identity.name;
      element.dataset.remoteVersion = identity.version;
    }
    const root = createRoot(element, {
      onUncaughtError: (error) => current.onError(error),
    });
    // Not a transition: a remote renders in the same turn as the shell marks its slot ready.
    // Rendered later, the booking modal lost its focus to what the shell's loading dialog hands
    // back when it closes (journey books-from-the-header).
    root.render(render(current));
    return {
      update(props) {
        current = props;
        root.render(render(props));
      },
      unmount() {
        // Unmounting during a parent render warns in React; defer to the next task.
        setTimeout(() => root.unmount(), 0);
      },
    };
  };
}
