import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  open: boolean;
  /** The id of the dialog's heading (its accessible name). */
  titleId: string;
  onClose(): void;
  /** 'alertdialog' for a message the visitor must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * A modal dialog: focus moves in when it opens (to its heading, so a screen reader starts at the
 * top), Tab and Shift+Tab stay inside, Esc closes, and focus returns to whatever opened it.
 * While closed it stays in the DOM but hidden, so a form inside keeps what was typed. It is
 * rendered at the end of <body>, above the shell's sticky header, inside a `cr-app` layer so the
 * remote's styles still apply.
 */
export function Dialog({ open, titleId, onClose, role = 'dialog', describedBy, className, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.getElementById(titleId)?.focus();
    document.body.classList.add('cr-modal-open');
    return () => {
      document.body.classList.remove('cr-modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open, titleId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active) || active?.id === titleId)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="cr-app cr-dialog" hidden={!open}>
      <div className="cr-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={`cr-dialog__panel${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
