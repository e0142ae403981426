/**
 * A button that shows a panel: the desktop mega-menus and the LOCATIONS panel.
 *
 * Markup: `<… data-behaviour="disclosure" data-open="false" [data-hover-media="(…)"]>` around a
 * `button[aria-controls]` and its panel; CSS shows the panel while `data-open="true"` (and on
 * hover or keyboard focus without JavaScript). This module opens it on click, Enter or Space and,
 * where `data-hover-media` matches, on hover; it closes on Escape (focus back on the button), on a
 * press outside and when another disclosure opens. `aria-expanded` always says whether it is open.
 */
import { required } from '../dom';

const OPENED = 'disclosure-opened';

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
  // Keyboard focus opens it as hover does (not the focus a click gives, which toggles instead).
  button.addEventListener('focus', () => {
    if (hoverMedia?.matches && button.matches(':focus-visible')) set(true);
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
