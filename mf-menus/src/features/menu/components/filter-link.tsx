import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

interface Props {
  href: string;
  /** Set on the tag toggles: the link is announced as a toggle button, pressed or not. */
  pressed?: boolean;
  className: string;
  /** What a click does once scripts run (the shell's navigate, replacing the history entry). */
  onActivate(): void;
  children: ReactNode;
}

/**
 * A control of the dietary filter. It is a real link to the filtered address, so the filter works
 * with JavaScript off (the server renders that page); once scripts run a click changes the query
 * in place. It says it is a button, so it answers Space as a button does.
 */
export function FilterLink({ href, pressed, className, onActivate, children }: Props) {
  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onActivate();
  };
  return (
    <a
      href={href}
      role="button"
      aria-pressed={pressed}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        activate(event);
      }}
      onKeyDown={(event) => {
        if (event.key === ' ') activate(event);
      }}
    >
      {children}
    </a>
  );
}
