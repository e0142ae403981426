/**
 * A button that shows a panel: the desktop mega-menus and the LOCATIONS panel.
 *
 * Markup: `<… data-behaviour="disclosure" data-open="false" [data-hover-media="(…)"]>` around a
 * `button[aria-controls]` and its panel; CSS shows the panel while `data-open="true"` (and on
 * hover or keyboard focus without JavaScript). This module opens it on click, Enter or Space, on
 * ArrowDown (focus on its first link) and, where `data-hover-media` matches, on hover; never on focus
 * alone. It closes on Escape, at once, with focus back on the button, where it stays closed; on a
 * press outside and when another disclosure opens. `aria-expanded` always says whether it is open.
 */
import { required } from '../dom';

const OPENED = 'disclosure-opened';

/** Focuses an element of a panel once its fade-in has made it visible (a hidden element takes no focus), within a second. */
function focusWhenShown(element: HTMLElement, frames = 60) {
  if (getComputedStyle(element).visibility === 'visible') element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(element, frames - 1));
}

export default function disclosure(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, 'button[aria-controls]');
  const hoverMedia = root.dataset.hoverMedia ? window.matchMedia(root.dataset.hoverMedia) : null;
  let pinned = false;

  const isOpen = () => root.dataset.open === 'true';
  const set = (open: boolean) => {
    if (open === isOpen()) return;
    root.dataset.open = String(open);
    button.setAttribute('aria-expanded', String(open));
    if (open) document.dispatchEvent(new CustomEvent(OPENED, { detail: root }));
    else pinned = false;
  };

  root.dataset.enhanced = 'true';
  button.setAttribute('aria-expanded', String(isOpen()));

  button.addEventListener('click', () => {
    const open = !(isOpen() && pinned);
    set(open);
    pinned = open;
  });
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse' && hoverMedia?.matches) set(true);
  });
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse' && hoverMedia?.matches && !pinned) set(false);
  });
  // The WAI menu-button pattern: focus alone never opens it (crossing the header with Tab opens nothing,
  // and Escape's return of focus to the button keeps it closed); ArrowDown opens it on its first link.
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    set(true);
    pinned = true;
    const first = root.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')} a[href]`);
    if (first) focusWhenShown(first);
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.contains(next)) set(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    set(false);
    button.focus();
  });
  // A link chosen in the panel closes it.
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) set(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !root.contains(event.target as Node)) set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen() && !root.contains(document.activeElement)) set(false);
  });
  document.addEventListener(OPENED, (event) => {
    if ((event as CustomEvent).detail !== root) set(false);
  });
}
