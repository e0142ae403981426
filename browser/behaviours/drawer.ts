/**
 * The narrow-screen menu: a native modal `<dialog data-behaviour="drawer">` opened by the buttons
 * that control it (`aria-controls` = its id). The platform keeps the page behind inert and closes
 * it on Escape; this module closes it on its close button, a click on the overlay or a link, keeps
 * focus inside and keeps each opener's `aria-expanded` true while it is open. Its groups are
 * `<details name>` elements, so the browser keeps one open at a time.
 */
import { openModal } from '../dom';

export default function drawer(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('drawer: data-behaviour="drawer" belongs on a <dialog>');
  const openers = [...document.querySelectorAll<HTMLButtonElement>(`button[aria-controls="${dialog.id}"]`)];
  for (const opener of openers) {
    opener.addEventListener('click', () => {
      openModal(dialog, opener);
      for (const button of openers) button.setAttribute('aria-expanded', 'true');
    });
  }
  dialog.addEventListener('close', () => {
    for (const button of openers) button.setAttribute('aria-expanded', 'false');
  });
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) dialog.close();
  });
}
