import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ShellDialogProps {
  label: string;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The shell's own modal: a native <dialog> opened with showModal(), so the browser keeps focus
 * inside, makes the page behind inert and closes it on Esc. Focus returns to what had it.
 */
export function ShellDialogView({ label, onClose, children }: ShellDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: its cleanup runs while the dialog is still in the document, so it can tell
  // whether focus was inside and give it back.
  useLayoutEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    return () => {
      const focusWasInside = element.contains(document.activeElement);
      if (element.open && typeof element.close === 'function') element.close();
      if (focusWasInside && opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="shell-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close.current?.();
      }}
    >
      <div className="shell-dialog__header">
        <h2 id={titleId} className="shell-dialog__title">{label}</h2>
        {onClose && (
          <button type="button" className="shell-dialog__close" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <div className="shell-dialog__body">{children}</div>
    </dialog>
  );
}
