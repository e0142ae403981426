/**
 * The narrow-screen menu: `<dialog data-behaviour="drawer">` (components/ui/Modal.tsx, variant
 * drawer), opened by the buttons that control it (`aria-controls` = its id). Everything else is
 * the site's one dialog handling, `openModal()` in browser/dom.ts. Its groups are `<details name>`
 * elements, so the browser keeps one open at a time.
 */
import { openModal } from '../dom';

export default function drawer(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('drawer: data-behaviour="drawer" belongs on a <dialog>');
  for (const opener of document.querySelectorAll<HTMLButtonElement>(`button[aria-controls="${dialog.id}"]`)) {
    opener.addEventListener('click', () => openModal(dialog, opener));
  }
}
