/** Small DOM helpers shared by the behaviour modules. */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * keydown handler of a modal: Tab from the last visible control goes to the first and Shift+Tab
 * from the first to the last, so focus never leaves it.
 */
export function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The first element matching `selector` inside `root`, or an error naming what the markup lacks. */
export function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`behaviour markup: no ${selector}`);
  return element;
}

/**
 * Every dialog of the site (components/ui/Modal.tsx, centred or drawer): a native modal <dialog>.
 * Escape closes it (the platform), as do a click on the backdrop, on any `[data-modal-close]`
 * control and on a link inside it (but a link that opens a dialog, `aria-haspopup`). Focus stays inside while open and returns to `opener` on
 * close; an opener with `aria-expanded` says true while it is open.
 */
export function openModal(dialog: HTMLDialogElement, opener: HTMLElement | null) {
  if (!dialog.dataset.modalReady) {
    dialog.dataset.modalReady = 'true';
    dialog.addEventListener('keydown', (event) => keepFocusInside(dialog, event));
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      // A click on the dialog box itself (not its content) is a click on the backdrop. A link that opens
      // a dialog of its own (search, from the drawer) opens it over this one instead of leaving.
      if (target === dialog || target.closest('[data-modal-close], a[href]:not([aria-haspopup])')) dialog.close();
    });
  }
  const expands = opener?.hasAttribute('aria-expanded') ?? false;
  dialog.addEventListener(
    'close',
    () => {
      if (expands) opener?.setAttribute('aria-expanded', 'false');
      if (opener?.isConnected) opener.focus();
    },
    { once: true },
  );
  if (!dialog.open) dialog.showModal();
  if (expands) opener?.setAttribute('aria-expanded', 'true');
}

/** Whether an element's text runs right to left (an Arabic page): arrows and swipes then mean the other way. */
export const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';
