import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/** The site's one modal box: a native <dialog>, opened by browser code with showModal(). */
export function ModalDialog({ id, behaviour, className = '' }: { readonly id: string; readonly behaviour: string; readonly className?: string }) {
  return (
    <dialog
      id={id}
      data-behaviour={behaviour}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl ${className}`}
    />
  );
}

export interface ModalContentProps {
  /** Id of the heading, which names the dialog for assistive technology. */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
}

/**
 * What a modal shows: its heading, a Close button (`data-modal-close`, handled by browser/dom.ts
 * with Escape and a click on the backdrop) and the scrollable body. Focus stays inside while open
 * and returns to the control that opened it.
 */
export function ModalContent({ titleId, title, children }: ModalContentProps) {
  return (
    <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
      <div className="flex items-start justify-between gap-4 border-b border-black/5 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="pt-1.5 text-xl font-bold md:text-2xl">
          {title}
        </h2>
        <button type="button" data-modal-close="" className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-brand-light">
          <CloseIcon className="h-5 w-5" />
          Close
        </button>
      </div>
      <div className="overflow-y-auto px-5 py-5 sm:px-6 sm:py-6">{children}</div>
    </div>
  );
}
