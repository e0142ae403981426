/**
 * The client modal, on /clients and on the home page's logo carousel. Every client's modal
 * content is a `<template id="client-{slug}">`: in the page on /clients; on the home page in
 * /clients's page (`data-content-from`), fetched once, on the first click, so the home page's HTML
 * does not carry it. A `[data-client="slug"]` button copies it into the page's one
 * `<dialog data-behaviour="client-modal">` (components/ui/Modal.tsx) and opens it with the site's one
 * dialog handling, `openModal()` in browser/dom.ts.
 */
import { openModal } from '../dom';

/** The templates of another page of the site, read once. */
const pages = new Map<string, Promise<Document>>();
function templatesOf(url: string): Promise<Document> {
  if (!pages.has(url))
    pages.set(
      url,
      fetch(url, { credentials: 'same-origin' })
        .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`client-modal: ${url} answered ${response.status}`))))
        .then((html) => new DOMParser().parseFromString(html, 'text/html')),
    );
  return pages.get(url)!;
}

export default function clientModal(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('client-modal: data-behaviour="client-modal" belongs on a <dialog>');
  const from = dialog.dataset.contentFrom;
  document.addEventListener('click', async (event) => {
    const opener = (event.target as Element).closest<HTMLElement>('[data-client]');
    if (!opener) return;
    const id = `client-${opener.dataset.client}`;
    const source = from ? await templatesOf(from).catch(() => undefined) : document;
    // Without the other page (offline), the visitor goes to it: every client is listed there.
    if (!source) return void (window.location.href = from!);
    const template = source.getElementById(id);
    if (!(template instanceof HTMLTemplateElement)) return;
    dialog.replaceChildren(template.content.cloneNode(true));
    const title = dialog.querySelector('h2[id]');
    if (title) dialog.setAttribute('aria-labelledby', title.id);
    openModal(dialog, opener);
  });
}
