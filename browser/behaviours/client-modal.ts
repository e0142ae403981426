/**
 * The client modal, on /clients and on the home page's logo carousel. Every client's modal
 * content is in the page as `<template id="client-{slug}">`; a `[data-client="slug"]` button
 * copies it into the page's one `<dialog data-behaviour="client-modal">` (components/ui/Modal.tsx)
 * and opens it with the site's one dialog handling, `openModal()` in browser/dom.ts.
 */
import { openModal } from '../dom';

export default function clientModal(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('client-modal: data-behaviour="client-modal" belongs on a <dialog>');
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest<HTMLElement>('[data-client]');
    if (!opener) return;
    const template = document.getElementById(`client-${opener.dataset.client}`);
    if (!(template instanceof HTMLTemplateElement)) return;
    dialog.replaceChildren(template.content.cloneNode(true));
    const title = dialog.querySelector('h2[id]');
    if (title) dialog.setAttribute('aria-labelledby', title.id);
    openModal(dialog, opener);
  });
}
