/**
 * Share buttons (docs/product.md#share-bar): each is a real link to the network's share page; this module opens
 * it as a popup of the network's size (`data-width`, `data-height`), centred on the window, and
 * checks every second whether the visitor closed it. Under the site's Cross-Origin-Opener-Policy
 * the network's page runs apart from this one, so the handle reads as closed once it has loaded
 * and the check ends there; nothing else depends on it.
 */
const POPUP_CLOSED_CHECK_MS = 1000;

export default function share(root: HTMLElement) {
  let watcher: number | undefined;
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-width][data-height]');
    if (!link) return;
    const width = Number(link.dataset.width);
    const height = Number(link.dataset.height);
    const left = Math.round(window.screenX + (window.outerWidth - width) / 2);
    const top = Math.round(window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open(
      link.href,
      `share-${link.dataset.network ?? ''}`,
      `width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`,
    );
    window.clearInterval(watcher);
    if (!popup) return;
    event.preventDefault();
    popup.opener = null;
    watcher = window.setInterval(() => {
      if (popup.closed) window.clearInterval(watcher);
    }, POPUP_CLOSED_CHECK_MS);
  });
}
