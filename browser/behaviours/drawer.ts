/**
 * The narrow-screen menu: `<dialog data-behaviour="drawer">` (components/ui/Modal.tsx, variant
 * drawer), opened by the buttons that control it (`aria-controls` = its id). Everything else is
 * the site's one dialog handling, `openModal()` in browser/dom.ts.
 *
 * Its navigation (`[data-drawer-nav]`) is written from the header's menu (`#site-header nav > ul`,
 * components/layout/DesktopNav.tsx) when it first opens: the drawer cannot open without JavaScript, so
 * the page's HTML carries the menu once. A page is a link; a group (Solutions, Services, Industries)
 * is a `<details name>` whose panel (`#drawer-<id>`) lists the group's links, so the browser keeps
 * one group open at a time. The current page keeps its `aria-current`.
 */
import { openModal } from '../dom';

export default function drawer(dialog: HTMLElement) {
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('drawer: data-behaviour="drawer" belongs on a <dialog>');
  const nav = dialog.querySelector<HTMLElement>('[data-drawer-nav]');
  const menu = document.querySelector<HTMLUListElement>('#site-header nav:not([data-drawer-nav]) > ul');
  for (const opener of document.querySelectorAll<HTMLButtonElement>(`button[aria-controls="${dialog.id}"]`)) {
    opener.addEventListener('click', async () => {
      // The menu's copy is written by a chunk of its own, fetched on the first opening only.
      if (nav && menu && !nav.firstElementChild) nav.append((await import('../drawer-menu')).drawerMenu(menu));
      openModal(dialog, opener);
    });
  }
}
