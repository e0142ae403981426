import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { keepFocusInside } from './focus';

export interface ModalProps {
  readonly open: boolean;
  /** Called when the visitor closes the dialog: its Close button, Escape or a click on the overlay. */
  readonly onClose: () => void;
  /** The dialog's heading; it also names the dialog for assistive technology. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The site's one modal: a native <dialog> opened with showModal(), so the page behind is inert and
 * Escape closes it. Focus stays inside while open and returns to the control that opened it.
 */
export function Modal({ open, onClose, title, children, className = '' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && openerRef.current) {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener.isConnected) opener.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl ${className}`}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the dialog box itself (not its content) is a click on the overlay.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-black/5 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="pt-1.5 text-xl font-bold md:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-brand-light"
          >
            <CloseIcon className="h-5 w-5" />
            Close
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6 sm:py-6">{children}</div>
      </div>
    </dialog>
  );
}
