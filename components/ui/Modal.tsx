import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/** `modal`: a centred box (the client modal). `drawer`: a full-height panel on the inline end (the phone menu). */
export type DialogVariant = 'modal' | 'drawer';

const VARIANTS: Record<DialogVariant, string> = {
  modal: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl',
  drawer: 'fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-full max-w-drawer',
};

export interface ModalDialogProps {
  readonly id: string;
  /** The behaviour module that opens it (browser/behaviours/), which hands it to `openModal()` (browser/dom.ts). */
  readonly behaviour: string;
  readonly variant?: DialogVariant;
  /** Accessible name, when no heading inside names it (a modal filled later sets aria-labelledby itself). */
  readonly label?: string;
  readonly className?: string;
  /** Empty for a dialog whose content the browser fills when it opens. */
  readonly children?: ReactNode;
  /** A page of the site that holds the dialog's contents as templates, fetched on the first opening (the home page's client modal reads /clients's). */
  readonly contentFrom?: string;
}

/**
 * The site's one dialog: a native <dialog>, opened by browser code with showModal(), so the page
 * behind is inert and Escape closes it. browser/dom.ts `openModal()` does the rest for every
 * variant: a click on the backdrop, on a `[data-modal-close]` control or on a link closes it,
 * focus stays inside while open and returns to the control that opened it, whose `aria-expanded`
 * follows.
 */
export function ModalDialog({ id, behaviour, variant = 'modal', label, className = '', children, contentFrom }: ModalDialogProps) {
  return (
    <dialog
      id={id}
      data-behaviour={behaviour}
      data-content-from={contentFrom}
      aria-label={label}
      className={`bg-white p-0 text-ink shadow-2xl ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </dialog>
  );
}

export interface ModalCloseButtonProps {
  /** The button's name: shown next to the icon, or only announced when `iconOnly`. */
  readonly label: string;
  readonly iconOnly?: boolean;
}

/** A dialog's close control (`data-modal-close`), at least 44 px tall. */
export function ModalCloseButton({ label, iconOnly = false }: ModalCloseButtonProps) {
  if (iconOnly) {
    return (
      <button
        type="button"
        data-modal-close=""
        aria-label={label}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light"
      >
        <CloseIcon />
      </button>
    );
  }
  return (
    <button
      type="button"
      data-modal-close=""
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-brand-light"
    >
      <CloseIcon className="h-5 w-5" />
      {label}
    </button>
  );
}

export interface ModalContentProps {
  /** Id of the heading, which names the dialog for assistive technology. */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Name of the close button. */
  readonly closeLabel: string;
}

/** What a centred modal shows: its heading, a Close button and the scrollable body. */
export function ModalContent({ titleId, title, children, closeLabel }: ModalContentProps) {
  return (
    <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
      <div className="flex items-start justify-between gap-4 border-b border-black/5 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="pt-1.5 text-xl font-bold md:text-2xl">
          {title}
        </h2>
        <ModalCloseButton label={closeLabel} />
      </div>
      <div className="overflow-y-auto px-5 py-5 sm:px-6 sm:py-6">{children}</div>
    </div>
  );
}
