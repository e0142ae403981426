/**
 * The search control (components/layout/SearchControl.tsx: the header's and the drawer's), a link to the
 * language's /search page, which lists every page by kind. With this module it is a button that opens the
 * search dialog, and so are `/` (when the visitor is not typing in a field) and Ctrl+K or ⌘K anywhere. It
 * is all of search a page fetches before the visitor asks: the dialog is a chunk of its own
 * (browser/search/dialog.ts), fetched on the first opening, and it then fetches Pagefind and the index.
 * If that chunk cannot load, the control does what it does without JavaScript: it goes to /search.
 */
let keysHeard = false;

/** The control the visitor can see: the drawer's while it is open, else the header's. */
const visibleControl = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('[data-behaviour~="search"]')].filter((control) => control.getClientRects().length > 0).at(-1);

function open(control: HTMLAnchorElement | undefined) {
  if (!control) return;
  import('../search/dialog')
    .then(({ openSearch }) => openSearch(control))
    .catch((error: unknown) => {
      reportError(error);
      window.location.assign(control.href);
    });
}

/** Whether a key pressed now goes into a field: then `/` is a character, not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export default function search(control: HTMLElement) {
  if (!(control instanceof HTMLAnchorElement)) throw new Error('search: data-behaviour="search" belongs on the link to /search');
  control.setAttribute('role', 'button');
  control.setAttribute('aria-haspopup', 'dialog');
  control.setAttribute('aria-expanded', 'false');
  control.addEventListener('click', (event) => {
    event.preventDefault();
    open(control);
  });
  // A button answers Space as well as Enter (a link only Enter, which is a click).
  control.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    open(control);
  });
  if (keysHeard) return;
  keysHeard = true;
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey) return;
    const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing(event.target);
    if (!shortcut && !slash) return;
    event.preventDefault();
    open(visibleControl());
  });
}
